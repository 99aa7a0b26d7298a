import { Button, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { COURSE_LIMITS } from "@rules/course.ts";
import type { ReactNode } from "react";
import { districtNames, stateNames, useIndiaLocations } from "../../components/location/india.ts";
import { PlaceSelect } from "../../components/location/PlaceSelect.tsx";
import { ChoiceCheckbox } from "../post-job/ChoiceCheckbox.tsx";
import { FormField } from "../post-job/FormField.tsx";

export type CoursePlace = { isOnline: boolean; state: string; district: string; cityVillage: string };

/**
 * Where the course is taught: Online, or a place: State and District from the same lists as the verification
 * screen (choosing a state clears the district) and the village or town typed in.
 */
export function CoursePlaceFields({
  value,
  onChange,
  errors,
}: {
  value: CoursePlace;
  onChange: (next: Partial<CoursePlace>) => void;
  errors: { state?: ReactNode; district?: ReactNode; cityVillage?: ReactNode };
}) {
  return (
    <Stack gap="4">
      <ChoiceCheckbox label={<Trans>Online course (no place to travel to)</Trans>} checked={value.isOnline} onChange={(isOnline) => onChange({ isOnline })} />
      {!value.isOnline && <PlacePickers value={value} onChange={onChange} errors={errors} />}
    </Stack>
  );
}

function PlacePickers({
  value,
  onChange,
  errors,
}: {
  value: CoursePlace;
  onChange: (next: Partial<CoursePlace>) => void;
  errors: { state?: ReactNode; district?: ReactNode; cityVillage?: ReactNode };
}) {
  const { t } = useLingui();
  const { locations, failed, retry } = useIndiaLocations();
  const districts = locations && value.state ? districtNames(locations, value.state) : [];

  return (
    <Stack gap="4">
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
            label={<Trans>State</Trans>}
            placeholder={locations ? t`Select state` : t`Loading...`}
            options={locations ? stateNames(locations) : []}
            value={value.state}
            disabled={!locations}
            error={errors.state}
            onChange={(state) => onChange({ state, district: "" })}
          />
          <PlaceSelect
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
        value={value.cityVillage}
        maxLength={COURSE_LIMITS.placeMax}
        placeholder={t`e.g. Maddur`}
        error={errors.cityVillage}
        onChange={(cityVillage) => onChange({ cityVillage })}
      />
    </Stack>
  );
}
