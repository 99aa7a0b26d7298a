import { useEffect, useRef, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { usePlaceSuggestionsQuery$data } from "../../__generated__/usePlaceSuggestionsQuery.graphql.ts";
import type { usePlaceSuggestionsQuery } from "../../__generated__/usePlaceSuggestionsQuery.graphql.ts";

/** A place the place search suggests: its English name, kind, block (when known), district, state and pincode. */
export type PlaceSuggestion = usePlaceSuggestionsQuery$data["places"][number];

/** Suggestions start after this many characters, and wait this long after the last key. */
const MIN_CHARACTERS = 2;
const PAUSE_MS = 250;
const NONE: readonly PlaceSuggestion[] = [];

/**
 * The server's place search for the text typed (a village, town, district or pincode, in any of the four languages
 * or an old name): up to 8 places, asked for once the typing pauses; none for shorter text. A reply to older text
 * is dropped.
 */
export function usePlaceSuggestions(text: string): readonly PlaceSuggestion[] {
  const environment = useRelayEnvironment();
  const [places, setPlaces] = useState<readonly PlaceSuggestion[]>(NONE);
  const asked = useRef("");

  useEffect(() => {
    const query = text.trim();
    asked.current = query;
    if (query.length < MIN_CHARACTERS) {
      setPlaces(NONE);
      return;
    }
    const timer = setTimeout(() => {
      fetchQuery<usePlaceSuggestionsQuery>(
        environment,
        graphql`
          query usePlaceSuggestionsQuery($query: String!) {
            places(query: $query, first: 8) {
              name
              kind
              block
              district
              state
              pincode
            }
          }
        `,
        { query },
      ).subscribe({
        next: (data) => {
          if (asked.current === query) setPlaces(data.places);
        },
        error: () => {
          if (asked.current === query) setPlaces(NONE);
        },
      });
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [environment, text]);

  return places;
}
