// The `npm run partner` command line, read into a command without touching anything (partner-cli.ts runs it).
import { parseArgs } from "node:util";
import { DEFAULT_PARTNER_POINTS_PER_HOUR, PARTNER_WINDOW_SECONDS } from "../../rules/partner.ts";

export const PARTNER_USAGE = `Usage: npm run partner -- <command>

  create --name "<organisation>" [--points <per hour>]
                  make a key (default ${DEFAULT_PARTNER_POINTS_PER_HOUR} points per hour); the key is printed once, only its hash is kept
  list            every key: id, name, prefix, points per hour, created, last used, revoked (never a key)
  revoke <id>     stop a key for good
  rotate <id>     replace a key's secret: prints the new key once; the old one stops working at once
  --help          show this text

Points: each query costs its complexity / 100 (rounded up, at least 1), within a window of ${PARTNER_WINDOW_SECONDS / 60} minutes.
The command uses the server's database: PostgreSQL when DATABASE_URL is set, otherwise the embedded database
in DATA_DIR (default ./.data), migrated first if it is new. The embedded database can be open in one process
only: stop the server (npm start) before running this command, or use PostgreSQL.`;

export type PartnerCommand =
  | { kind: "create"; name: string; pointsPerHour: number }
  | { kind: "list" }
  | { kind: "revoke"; id: number }
  | { kind: "rotate"; id: number }
  | { kind: "help" }
  | { kind: "invalid"; message: string };

/** The most points per hour a key may get: PartnerKey.pointsPerHour is a 32-bit integer. */
export const MAX_POINTS_PER_HOUR = 2_147_483_647;
const MAX_NAME_LENGTH = 200;

function keyId(raw: string | undefined, command: string): number | string {
  if (raw === undefined) return `${command} needs a key id (see npm run partner -- list)`;
  if (!/^\d+$/.test(raw.trim())) return `The key id must be a whole number, got "${raw}"`;
  const id = Number(raw.trim());
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_POINTS_PER_HOUR ? id : `No key has the id ${raw}`;
}

function points(raw: string | undefined): number | string {
  if (raw === undefined) return DEFAULT_PARTNER_POINTS_PER_HOUR;
  const text = raw.trim().replace(/_/g, "");
  if (!/^\d+$/.test(text) || Number(text) < 1) return `--points must be a whole number of at least 1, got "${raw}"`;
  const value = Number(text);
  if (value > MAX_POINTS_PER_HOUR) return `--points is too large: at most ${MAX_POINTS_PER_HOUR}`;
  return value;
}

/** `--points -5` would read as a missing value; glue a dash-led value on so it reaches validation. */
function attachDashValues(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const next = args[i + 1];
    if (args[i] === "--points" && next !== undefined && /^-\d/.test(next)) {
      out.push(`--points=${next}`);
      i++;
    } else out.push(args[i]!);
  }
  return out;
}

/** Reads the command line; never throws, so the caller decides how to report mistakes. */
export function parsePartnerArgs(args: readonly string[]): PartnerCommand {
  let values: { name?: string; points?: string; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: attachDashValues(args),
      options: { name: { type: "string" }, points: { type: "string" }, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: true,
    }));
  } catch (error) {
    return { kind: "invalid", message: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { kind: "help" };
  const [command, ...rest] = positionals;
  if (command === undefined) return { kind: "invalid", message: "Say what to do: create, list, revoke or rotate" };
  if (command !== "create" && (values.name !== undefined || values.points !== undefined)) {
    return { kind: "invalid", message: "--name and --points belong to create" };
  }
  const extra = (count: number) => (rest.length > count ? `Unexpected argument: ${rest[count]}` : null);
  switch (command) {
    case "create": {
      const name = values.name?.trim();
      if (!name) return { kind: "invalid", message: 'create needs the organisation\'s name: --name "<organisation>"' };
      if (name.length > MAX_NAME_LENGTH)
        return { kind: "invalid", message: `--name is too long: at most ${MAX_NAME_LENGTH} characters` };
      const perHour = points(values.points);
      if (typeof perHour === "string") return { kind: "invalid", message: perHour };
      return extra(0) ? { kind: "invalid", message: extra(0)! } : { kind: "create", name, pointsPerHour: perHour };
    }
    case "list":
      return extra(0) ? { kind: "invalid", message: extra(0)! } : { kind: "list" };
    case "revoke":
    case "rotate": {
      const id = keyId(rest[0], command);
      if (typeof id === "string") return { kind: "invalid", message: id };
      return extra(1) ? { kind: "invalid", message: extra(1)! } : { kind: command, id };
    }
    default:
      return { kind: "invalid", message: `Unknown command "${command}": use create, list, revoke or rotate` };
  }
}
