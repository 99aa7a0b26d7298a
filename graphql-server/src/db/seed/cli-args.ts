import { parseArgs } from "node:util";

export const SEED_USAGE = `Usage: npm run seed [-- --jobs N --laborers M]

  (no flags)       put the Karnataka demo data in the database (once; a second run adds nothing)
  --jobs N         add N synthetic jobs with required skills
  --laborers M     add M synthetic laborers with skills (and about M/50 employers)
  --help           show this text`;

export type SeedCommand =
  | { kind: "demo" }
  | { kind: "synthetic"; jobs: number; laborers: number }
  | { kind: "help" }
  | { kind: "invalid"; message: string };

function count(flag: string, raw: string | undefined): number | string {
  if (raw === undefined) return 0;
  const text = raw.trim().replace(/_/g, "");
  if (!/^\d+$/.test(text)) return `--${flag} must be a whole number >= 0, got "${raw}"`;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) return `--${flag} is too large: ${raw}`;
  return value;
}

/** `--jobs -5` would read as a missing value; glue a dash-led value on so it reaches validation. */
function attachDashValues(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const next = args[i + 1];
    if ((arg === "--jobs" || arg === "--laborers") && next !== undefined && /^-\d/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/** Reads the seed command's flags; never throws, so the caller decides how to report errors. */
export function parseSeedArgs(args: readonly string[]): SeedCommand {
  let values: { jobs?: string; laborers?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: attachDashValues(args),
      options: { jobs: { type: "string" }, laborers: { type: "string" }, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return { kind: "invalid", message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: "help" };
  if (values.jobs === undefined && values.laborers === undefined) return { kind: "demo" };
  const jobs = count("jobs", values.jobs);
  if (typeof jobs === "string") return { kind: "invalid", message: jobs };
  const laborers = count("laborers", values.laborers);
  if (typeof laborers === "string") return { kind: "invalid", message: laborers };
  return { kind: "synthetic", jobs, laborers };
}
