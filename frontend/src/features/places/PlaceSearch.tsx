import { useId, useState } from "react";
import { SearchForm } from "../../components/filters/SearchForm.tsx";
import { usePlaceSuggestions } from "./usePlaceSuggestions.ts";

type Props = {
  /** The input's visible label (and the form's name). */
  label: string;
  placeholder?: string;
  /** The committed place (from the URL). */
  value: string;
  /** Called with the trimmed text on Enter or the button. */
  onSubmit: (place: string) => void;
};

/**
 * A place input for searches and filters: as the person types (in any of the four languages, an old name, or a
 * pincode), the server's place search suggests states, districts, towns, villages and pincodes under the input;
 * the text is committed on Enter or the button.
 */
export function PlaceSearch({ label, placeholder, value, onSubmit }: Props) {
  const listId = useId();
  const [text, setText] = useState(value);
  const places = usePlaceSuggestions(text);

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
