import { useCallback, useEffect, useState } from "react";

/**
 * India's states and union territories → districts → blocks, from the Local Government Directory
 * (see data/README.md). A district with an empty list has no block data: the form asks for its block as text.
 */
export type IndiaLocations = Record<string, Record<string, string[]>>;

let pending: Promise<IndiaLocations> | undefined;

/**
 * Loads the location tree once (a separate ~6 KB gzipped chunk that only the verification route asks for).
 * A failed download is forgotten, so the next call tries again.
 */
export function loadIndiaLocations(): Promise<IndiaLocations> {
  pending ??= import("./data/india-locations.json").then(
    (module) => module.default as IndiaLocations,
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The location tree for a component: null while it loads; `failed` and `retry` if the download failed. */
export function useIndiaLocations(): { locations: IndiaLocations | null; failed: boolean; retry: () => void } {
  const [locations, setLocations] = useState<IndiaLocations | null>(null);
  const [failed, setFailed] = useState(false);
  // Loads on mount, and again each time `retry` clears `failed`.
  useEffect(() => {
    if (failed) return;
    let live = true;
    loadIndiaLocations().then(
      (tree) => live && setLocations(tree),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [failed]);
  const retry = useCallback(() => setFailed(false), []);
  return { locations, failed, retry };
}

export function stateNames(locations: IndiaLocations): string[] {
  return Object.keys(locations);
}

export function districtNames(locations: IndiaLocations, state: string): string[] {
  return Object.keys(locations[state] ?? {});
}

export function blockNames(locations: IndiaLocations, state: string, district: string): string[] {
  return locations[state]?.[district] ?? [];
}

/** Whether any district of the state has a block list. */
export function stateHasBlocks(locations: IndiaLocations, state: string): boolean {
  return Object.values(locations[state] ?? {}).some((blocks) => blocks.length > 0);
}
