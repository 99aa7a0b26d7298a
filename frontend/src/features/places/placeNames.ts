/** The kinds of place the app names: states and union territories, districts, blocks (taluks), towns and villages. */
export const PLACE_KINDS = ["state", "district", "block", "town"] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** One language's names of places, by kind and English name. A place without an entry is shown in English. */
export type PlaceNames = Partial<Record<PlaceKind, Record<string, string>>>;

/** The languages with place names (English needs none: the data is in English). */
export const PLACE_NAME_LOCALES = ["hi", "kn", "te"] as const;
export type PlaceNameLocale = (typeof PLACE_NAME_LOCALES)[number];

export function hasPlaceNames(locale: string): locale is PlaceNameLocale {
  return (PLACE_NAME_LOCALES as readonly string[]).includes(locale);
}

// Most blocks, and many districts, are named after their main town: a town or block without a name of its own
// takes the name of the block, town or district spelt the same (the block Mandya is the district's ಮಂಡ್ಯ).
const SAME_NAME_KINDS: Record<PlaceKind, readonly PlaceKind[]> = {
  state: ["state"],
  district: ["district"],
  block: ["block", "town", "district"],
  town: ["town", "block", "district"],
};

/** A place's name in the language of `names`, or the English name when there is none. */
export function placeName(names: PlaceNames | null | undefined, kind: PlaceKind, english: string): string {
  const trimmed = english.trim();
  for (const sameName of SAME_NAME_KINDS[kind]) {
    const local = names?.[sameName]?.[trimmed];
    if (local) return local;
  }
  return english;
}

// Free text names a place without saying its kind; a state is tried first, a town last.
const TEXT_KINDS: readonly PlaceKind[] = ["state", "district", "town", "block"];

/**
 * A place line typed as text ("Maddur, Mandya, Karnataka", "Kolar and Chikkaballapur") with each known place
 * name in the language of `names`; unknown parts (a village, a landmark) stay as they are, and so do the commas.
 */
export function placeText(names: PlaceNames | null | undefined, text: string): string {
  if (!names) return text;
  return text.replace(/[^,]+/g, (part) => {
    const name = part.trim();
    for (const kind of TEXT_KINDS) {
      const local = names[kind]?.[name];
      if (local) return part.replace(name, local);
    }
    return part;
  });
}

const loaded = new Map<PlaceNameLocale, PlaceNames>();
const pending = new Map<PlaceNameLocale, Promise<PlaceNames>>();

/** The place names of a language once loaded, else undefined. */
export function loadedPlaceNames(locale: string): PlaceNames | undefined {
  return hasPlaceNames(locale) ? loaded.get(locale) : undefined;
}

/**
 * Downloads one language's place names once (each language is its own small chunk, fetched only when that
 * language is in use). A failed download is forgotten, so the next call tries again.
 */
export function loadPlaceNames(locale: PlaceNameLocale): Promise<PlaceNames> {
  let promise = pending.get(locale);
  if (!promise) {
    promise = import(`./data/place-names/${locale}.json`).then(
      (module: { default: PlaceNames }) => {
        loaded.set(locale, module.default);
        return module.default;
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, promise);
  }
  return promise;
}
