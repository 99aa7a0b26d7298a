// `npm run bench` options: which sections run, and how long each takes. Pure: no I/O.

export const SECTIONS = ["api", "growth", "mixed", "memory", "scaling", "browser", "first-visit"] as const;
export type Section = (typeof SECTIONS)[number];

export interface RunOptions {
  sections: Section[];
  quick: boolean;
  /** Start everything and check the answers once; no load. */
  check: boolean;
}

/** The sections of `--only a,b` in the order they run (every section when not given). */
export function parseSections(only: string | undefined): Section[] {
  if (only === undefined || only.trim() === "") return [...SECTIONS];
  const asked = only
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = asked.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(`--only: unknown section(s) ${unknown.join(", ")}; the sections are ${SECTIONS.join(", ")}`);
  return SECTIONS.filter((section) => asked.includes(section));
}
