// Plain-text tables for the suite's figures, and a folder for its reproduction files.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export function table(rows: (string | number)[][], indent = "  "): string {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, String(cell).length);
    });
  }
  return rows
    .map(
      (row) =>
        indent +
        row
          .map((cell, i) =>
            typeof cell === "number" ? String(cell).padStart(widths[i]!) : String(cell).padEnd(widths[i]!),
          )
          .join("  ")
          .trimEnd(),
    )
    .join("\n");
}

export function histogram(map: Map<string | number, number>): string {
  return [...map.entries()]
    .sort(([a], [b]) => String(a).localeCompare(String(b), undefined, { numeric: true }))
    .map(([k, v]) => `${k}: ${v}`)
    .join(", ");
}

export function count<K>(map: Map<K, number>, key: K, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/** Where reproductions and logs of failed checks are written (kept after the run). */
export function reportDir(): string {
  const dir = path.join(os.tmpdir(), "khetsetu-resilience");
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

export const clip = (text: string, max = 400) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;

/** Prints a block of the report at once (vitest shows it with the test's output). */
export function print(title: string, lines: string | string[]): void {
  const body = Array.isArray(lines) ? lines.join("\n") : lines;
  console.log(`\n[resilience] ${title}\n${body}`);
}
