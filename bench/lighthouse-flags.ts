/**
 * The features chrome-launcher turns off that a phone's Chrome has on, and that change when a page paints.
 *
 * RenderDocument (a new renderer document for every navigation) is on by default in today's Chromium;
 * chrome-launcher 1.2.1 turns it off for Lighthouse's own sake. With it off, Debian's Chromium 156 painted a
 * server-rendered page either at about 0.6 s or held it to about 1.5 or 2.5 s, about half the loads each
 * (`/browse-jobs`: 5 of 10 loads held with it off, 0 of 18 with it on), while the first-visit bench's
 * Chromium (Playwright, which leaves it on) painted the same page at 0.6-0.9 s in every load.
 */
export const FEATURES_KEPT_ON = ["RenderDocument"];

/**
 * Chromium's flags for a Lighthouse load: chrome-launcher's defaults with FEATURES_KEPT_ON removed from their
 * `--disable-features` list, then `extra`. Launch with `ignoreDefaultFlags: true`, or the defaults come back.
 */
export function lighthouseChromeFlags(defaults: readonly string[], extra: readonly string[]): string[] {
  const prefix = "--disable-features=";
  const flags = defaults.flatMap((flag) => {
    if (!flag.startsWith(prefix)) return [flag];
    const kept = flag
      .slice(prefix.length)
      .split(",")
      .filter((feature) => feature && !FEATURES_KEPT_ON.includes(feature));
    return kept.length > 0 ? [prefix + kept.join(",")] : [];
  });
  return [...flags, ...extra];
}
