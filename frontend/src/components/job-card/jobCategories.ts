import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The schema's JobCategory enum (the all-jobs list categories, spec §3). */
export type JobCategory =
  | "field_activities"
  | "animal_husbandry"
  | "horticulture"
  | "fisheries"
  | "sericulture"
  | "plant_protection";

/** The 6 all-jobs list categories of spec §3, in display order, with their labels. */
export const JOB_CATEGORIES: readonly { value: JobCategory; label: MessageDescriptor }[] = [
  { value: "field_activities", label: msg`Field Activities` },
  { value: "animal_husbandry", label: msg`Animal Husbandry` },
  { value: "horticulture", label: msg`Horticulture` },
  { value: "fisheries", label: msg`Fisheries` },
  { value: "sericulture", label: msg`Sericulture` },
  { value: "plant_protection", label: msg`Plant Protection` },
];

/** A URL search-param value as a JobCategory, or null when it is missing or unknown. */
export function parseJobCategory(value: string | null | undefined): JobCategory | null {
  return JOB_CATEGORIES.some((c) => c.value === value) ? (value as JobCategory) : null;
}
