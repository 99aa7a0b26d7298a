/**
 * The wage filter bands (rupees per day): 300-500, 500-700, 700-1000, 1000+. Each band includes its
 * lower edge and excludes its upper edge, so a rate belongs to exactly one band: 500 is in 500-700,
 * 1000 is in 1000+. Rates below 300 are in no band.
 */
export const WAGE_BANDS = {
  R300_500: { min: 300, below: 500, label: "300-500" },
  R500_700: { min: 500, below: 700, label: "500-700" },
  R700_1000: { min: 700, below: 1000, label: "700-1000" },
  R1000_PLUS: { min: 1000, below: null, label: "1000+" },
} as const satisfies Record<string, { min: number; below: number | null; label: string }>;

export type WageBand = keyof typeof WAGE_BANDS;

export const WAGE_BAND_NAMES = Object.keys(WAGE_BANDS) as WageBand[];

/** Whether a daily rate falls in the band. */
export function inWageBand(band: WageBand, dailyRate: number): boolean {
  const { min, below } = WAGE_BANDS[band];
  return dailyRate >= min && (below === null || dailyRate < below);
}

/**
 * A `wage` query value as a band: the label ("300-500", "1000+"), the label with the plus decoded as a
 * space ("1000 ", as in a form-encoded URL) or "1000plus", or the enum name. Empty or "all" means no
 * band (null); anything else is undefined (invalid).
 */
export function parseWageBand(value: string | undefined | null): WageBand | null | undefined {
  const text = (value ?? "").trim().toLowerCase().replace(/\s+/g, "");
  if (text === "" || text === "all") return null;
  for (const band of WAGE_BAND_NAMES) {
    const { label } = WAGE_BANDS[band];
    const aliases = [
      label,
      band.toLowerCase(),
      label.replace("+", ""),
      label.replace("+", "plus"),
      label.replace("+", "-plus"),
    ];
    if (aliases.includes(text)) return band;
  }
  return undefined;
}
