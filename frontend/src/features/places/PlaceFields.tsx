import { Button, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { FormField } from "../forms/index.ts";
import { FindPlace } from "./FindPlace.tsx";
import { districtNames, stateNames, useIndiaLocations } from "./india.ts";
import { PlaceSelect } from "./PlaceSelect.tsx";

export type Place = { state: string; district: string; village: string };

/**
 * A place for a job or a course: "Find your place" (picking a place found fills all three fields), State and
 * District from the same lists as the verification screen (choosing a state clears the district), and the village
 * or town typed in (at most `maxLength` characters).
 */
export function PlaceFields({
  value,
  onChange,
  errors,
  maxLength,
}: {
  value: Place;
  onChange: (next: Partial<Place>) => void;
  errors: { state?: ReactNode; district?: ReactNode; village?: ReactNode };
  maxLength: number;
}) {
  const { t } = useLingui();
  const { locations, failed, retry } = useIndiaLocations();
  const districts = locations && value.state ? districtNames(locations, value.state) : [];

  return (
    <Stack gap="4">
      <FindPlace
        onPick={(found) =>
          onChange({ state: found.state, district: found.district, village: found.village.slice(0, maxLength) })
        }
      />
      {failed ? (
        <Stack gap="2" role="alert">
          <Text color="fg.error">
            <Trans>Could not load the list of states and districts.</Trans>
          </Text>
          <Button variant="outline" onClick={retry} alignSelf="flex-start">
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <PlaceSelect
            kind="state"
            label={<Trans>State</Trans>}
            placeholder={locations ? t`Select state` : t`Loading...`}
            options={locations ? stateNames(locations) : []}
            value={value.state}
            disabled={!locations}
            error={errors.state}
            onChange={(state) => onChange({ state, district: "" })}
          />
          <PlaceSelect
            kind="district"
            label={<Trans>District</Trans>}
            placeholder={t`Select district`}
            options={districts}
            value={value.district}
            disabled={!locations || !value.state}
            error={errors.district}
            onChange={(district) => onChange({ district })}
          />
        </SimpleGrid>
      )}
      <FormField
        label={<Trans>Village or town</Trans>}
        value={value.village}
        maxLength={maxLength}
        placeholder={t`e.g. Maddur`}
        error={errors.village}
        onChange={(village) => onChange({ village })}
      />
    </Stack>
  );
}
