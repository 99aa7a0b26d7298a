// The English names behind a place's Hindi, Kannada or Telugu name (ಮೈಸೂರು → Mysuru), from the app's list of
// place names: a small file, read on first use without building the whole place index.
import { placeKey } from "./place-index.ts";
import { readLocalNames } from "./place-sources.ts";

let englishByLocal: Map<string, string[]> | undefined;

function buildEnglishByLocal(): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const row of readLocalNames()) {
    for (const local of row.local) {
      const names = map.get(placeKey(local)) ?? [];
      if (!names.includes(row.english)) names.push(row.english);
      map.set(placeKey(local), names);
    }
  }
  return map;
}

/** The English names of the places called `text` in Hindi, Kannada or Telugu; none for other text. */
export function englishNamesOf(text: string): readonly string[] {
  englishByLocal ??= buildEnglishByLocal();
  return englishByLocal.get(placeKey(text)) ?? [];
}
