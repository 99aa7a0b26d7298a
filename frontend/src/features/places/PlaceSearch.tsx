import { Button, Field, HStack, Input } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { MapPin } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { PlaceSearchQuery, PlaceSearchQuery$data } from "../../__generated__/PlaceSearchQuery.graphql.ts";

type Props = {
  /** The input's visible label (and the form's name). */
  label: string;
  placeholder?: string;
  /** The committed place (from the URL). */
  value: string;
  /** Called with the trimmed text on Enter or the button. */
  onSubmit: (place: string) => void;
};

/** Suggestions start after this many characters, and wait this long after the last key. */
const MIN_CHARACTERS = 2;
const PAUSE_MS = 250;

/**
 * A place input for "near a place" searches: as the person types (in any of the four languages, an old name,
 * or a pincode), the server's place search suggests villages, towns, districts and pincodes under the input;
 * the text is committed on Enter or the button.
 */
export function PlaceSearch({ label, placeholder, value, onSubmit }: Props) {
  const environment = useRelayEnvironment();
  const listId = useId();
  const [text, setText] = useState(value);
  const [places, setPlaces] = useState<PlaceSearchQuery$data["places"]>([]);
  const asked = useRef("");
  // Follow the URL when it changes from elsewhere (back/forward, Clear Filters).
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    const query = text.trim();
    if (query.length < MIN_CHARACTERS) {
      setPlaces([]);
      return;
    }
    const timer = setTimeout(() => {
      asked.current = query;
      fetchQuery<PlaceSearchQuery>(
        environment,
        graphql`
          query PlaceSearchQuery($query: String!) {
            places(query: $query, first: 8) {
              name
              kind
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
        error: () => setPlaces([]),
      });
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [environment, text]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is a landmark only in browsers from late 2023; role="search" on the form is the landmark on the older phone browsers the app serves
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(text.trim());
      }}
    >
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <HStack gap="2" width="full">
          <Input
            type="search"
            bg="white"
            minH="44px"
            list={listId}
            autoComplete="off"
            value={text}
            placeholder={placeholder}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" colorPalette="brand" flexShrink={0} minH="44px">
            <MapPin aria-hidden />
            <Trans>Search</Trans>
          </Button>
        </HStack>
      </Field.Root>
      <datalist id={listId}>
        {places.map((place) => (
          <option
            key={`${place.kind}:${place.name}:${place.district}:${place.pincode ?? ""}`}
            value={place.kind === "pincode" ? (place.pincode ?? place.name) : place.name}
          >
            {[place.district, place.state].filter((part) => part && part !== place.name).join(", ")}
          </option>
        ))}
      </datalist>
    </form>
  );
}
