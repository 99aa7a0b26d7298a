// What a route loader may use of places: it runs before the screen's code arrives, so it stays this small.

/** Starts downloading the state/district list (its own chunk) ahead of the screen that shows it. */
export function preloadIndiaLocations(): void {
  void import("./india.ts").then(({ loadIndiaLocations }) => loadIndiaLocations()).catch(() => undefined);
}
