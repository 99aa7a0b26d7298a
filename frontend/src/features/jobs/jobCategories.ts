import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isJobCategory, type JobCategory } from "@rules/job-categories.ts";

/** Each job category's label, for the shared category list (which is also the display order). */
export const JOB_CATEGORY_LABELS: Record<JobCategory, MessageDescriptor> = {
  field_activities: msg`Field Activities`,
  animal_husbandry: msg`Animal Husbandry`,
  horticulture: msg`Horticulture`,
  fisheries: msg`Fisheries`,
  sericulture: msg`Sericulture`,
  plant_protection: msg`Plant Protection`,
};

/** A URL search-param value as a JobCategory, or null when it is missing or unknown. */
export function parseJobCategory(value: string | null | undefined): JobCategory | null {
  return isJobCategory(value) ? value : null;
}
