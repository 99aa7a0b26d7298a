import { useLingui } from "@lingui/react";
import { useCallback, useEffect, useState } from "react";
import {
  hasPlaceNames,
  loadedPlaceNames,
  loadPlaceNames,
  type PlaceKind,
  type PlaceNames,
  placeName,
  placeText,
} from "./placeNames.ts";

/** The active language's place names: undefined for English, and while they load (places then show in English). */
export function usePlaceNames(): PlaceNames | undefined {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!hasPlaceNames(locale) || loadedPlaceNames(locale)) return;
    let live = true;
    loadPlaceNames(locale).then(
      () => live && setLoaded((n) => n + 1),
      () => undefined, // offline: places stay in English
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return loadedPlaceNames(locale);
}

/**
 * Place names in the active language, for display only (values, searches and storage stay English):
 * `placeName(kind, english)` for a known state, district, block or town; `placeText(text)` for a typed place
 * line such as "Maddur, Karnataka". Both return the English text when there is no local name.
 */
export function usePlaceName(): {
  placeName: (kind: PlaceKind, english: string) => string;
  placeText: (text: string) => string;
} {
  const names = usePlaceNames();
  return {
    placeName: useCallback((kind: PlaceKind, english: string) => placeName(names, kind, english), [names]),
    placeText: useCallback((text: string) => placeText(names, text), [names]),
  };
}
