import { useEffect, useId, useRef, useState } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { PlaceSearchQuery, PlaceSearchQuery$data } from "../../__generated__/PlaceSearchQuery.graphql.ts";
import { SearchForm } from "../../components/filters/SearchForm.tsx";

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
    <SearchForm
      label={label}
      placeholder={placeholder}
      value={value}
      onSearch={onSubmit}
      onTextChange={setText}
      list={listId}
    >
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
    </SearchForm>
  );
}
