import { Box, Button, Field, Input, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useId, useState } from "react";
import { type FoundPlace, foundPlace } from "./foundPlace.ts";
import { useIndiaLocations } from "./india.ts";
import type { PlaceKind } from "./placeNames.ts";
import { usePlaceName } from "./usePlaceName.ts";
import { type PlaceSuggestion, usePlaceSuggestions } from "./usePlaceSuggestions.ts";

/** The kind of name the place-name lists have for a suggestion (a village is looked up as a town). */
const NAME_KIND: Partial<Record<PlaceSuggestion["kind"], PlaceKind>> = {
  state: "state",
  district: "district",
  block: "block",
  town: "town",
  village: "town",
};

/**
 * "Find your place": as the person types a village, town, district or pincode (in English, an old name, Hindi,
 * Kannada or Telugu), the place search's suggestions show as buttons under the input; picking one (or Enter, for
 * the first) hands the place to `onPick` in the names of the form's State and District selects, which stay for
 * choosing by hand.
 */
export function FindPlace({ onPick }: { onPick: (place: FoundPlace) => void }) {
  const { t } = useLingui();
  const { placeName } = usePlaceName();
  const { locations } = useIndiaLocations();
  const listId = useId();
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<string | null>(null);
  const suggestions = usePlaceSuggestions(picked === null ? text : "");

  const nameOf = (place: PlaceSuggestion) => {
    const kind = NAME_KIND[place.kind];
    return kind ? placeName(kind, place.name) : place.name;
  };
  const whereOf = (place: PlaceSuggestion) =>
    [
      place.district && place.district !== place.name ? placeName("district", place.district) : "",
      place.state !== place.name ? placeName("state", place.state) : "",
      place.kind !== "pincode" ? (place.pincode ?? "") : "",
    ]
      .filter(Boolean)
      .join(", ");

  function pick(place: PlaceSuggestion) {
    const label = [nameOf(place), whereOf(place)].filter(Boolean).join(", ");
    setText(label);
    setPicked(label);
    onPick(foundPlace(locations, place));
  }

  // Enter picks the first suggestion instead of sending the form around the input.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const first = suggestions[0];
    if (first) pick(first);
  }

  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>
          <Trans>Find your place</Trans>
        </Field.Label>
        <Input
          type="search"
          bg="white"
          value={text}
          autoComplete="off"
          placeholder={t`Village, town or pincode`}
          aria-controls={suggestions.length > 0 ? listId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setPicked(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Field.HelperText>
          <Trans>
            Type a village, town, district or pincode, in any language, and pick it: the fields below fill in.
          </Trans>
        </Field.HelperText>
      </Field.Root>
      {suggestions.length > 0 && (
        <Box as="ul" id={listId} aria-label={t`Places found`} listStyleType="none" display="grid" gap="1">
          {suggestions.map((place) => (
            <li key={`${place.kind}:${place.name}:${place.district}:${place.state}:${place.pincode ?? ""}`}>
              <Button
                variant="outline"
                bg="white"
                width="full"
                justifyContent="flex-start"
                textAlign="start"
                flexWrap="wrap"
                columnGap="2"
                rowGap="0"
                onClick={() => pick(place)}
              >
                <Text as="span" fontWeight="semibold">
                  {nameOf(place)}
                </Text>{" "}
                {whereOf(place) && (
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    {whereOf(place)}
                  </Text>
                )}
              </Button>
            </li>
          ))}
        </Box>
      )}
      <Text role="status" fontSize="sm" color="fg.muted">
        {picked !== null && <Trans>Filled in from {picked}.</Trans>}
      </Text>
    </Stack>
  );
}
