import fs from "node:fs";

/** Debian's Chromium (apt-get install chromium); E2E_CHROMIUM points elsewhere. No browser is downloaded. */
export function chromiumPath(): string {
  const candidates = [process.env.E2E_CHROMIUM, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) {
    throw new Error(
      "No Chromium found at /usr/bin/chromium: install it (sudo apt-get install -y chromium) or set E2E_CHROMIUM.",
    );
  }
  return found;
}

/**
 * Flags for a sandboxed CI machine with no internet: no sandbox (root), no GPU, and none of Chromium's own
 * background connections (update checks, sync, QUIC), which a closed network refuses.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
