// What a route loader may use of places: it runs before the screen's code arrives, so it stays this small.
import { hasPlaceNames, loadPlaceNames } from "./placeNames.ts";

/** Starts downloading the state/district list (its own chunk) ahead of the screen that shows it. */
export function preloadIndiaLocations(): void {
  void import("./india.ts").then(({ loadIndiaLocations }) => loadIndiaLocations()).catch(() => undefined);
}

/**
 * Loads the place names of `locale`, if it has any: a server-rendered page draws its places in the page's language,
 * so the server renders with them and the browser has them before it hydrates. A failed download is no error
 * (places then show in English).
 */
export async function placeNamesReady(locale: string): Promise<void> {
  if (hasPlaceNames(locale)) await loadPlaceNames(locale).catch(() => undefined);
}
