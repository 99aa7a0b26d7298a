import { Stack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { COURSE_LIMITS } from "@rules/course.ts";
import type { ReactNode } from "react";
import { ChoiceCheckbox } from "../../features/forms/index.ts";
import { PlaceFields } from "../../features/places/index.ts";

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
      <ChoiceCheckbox
        label={<Trans>Online course (no place to travel to)</Trans>}
        checked={value.isOnline}
        onChange={(isOnline) => onChange({ isOnline })}
      />
      {!value.isOnline && (
        <PlaceFields
          maxLength={COURSE_LIMITS.placeMax}
          value={{ state: value.state, district: value.district, village: value.cityVillage }}
          errors={{ state: errors.state, district: errors.district, village: errors.cityVillage }}
          onChange={({ village, ...rest }) =>
            onChange(village === undefined ? rest : { ...rest, cityVillage: village })
          }
        />
      )}
    </Stack>
  );
}
