import { builder } from "../../graphql/builder.ts";
import { JobCategory, JobStatus } from "../../generated/prisma/enums.ts";
import { WAGE_BANDS, WAGE_BAND_NAMES, type WageBand } from "../../rules/wage-bands.ts";

/** A band's description for the GraphQL enum value. */
function describeWageBand(band: WageBand): string {
  const { min, below } = WAGE_BANDS[band];
  return below === null
    ? `${min} rupees a day or more.`
    : `From ${min} rupees a day (included) up to ${below} (not included).`;
}

const CATEGORY_TEXT: Record<JobCategory, string> = {
  field_activities: "Field activities: sowing, transplanting, weeding, harvesting, ploughing.",
  animal_husbandry: "Animal husbandry: dairy, cattle, goats, poultry.",
  horticulture: "Horticulture: orchards, vegetables, flowers, plantations.",
  fisheries: "Fisheries: ponds, landing centres, fish sorting.",
  sericulture: "Sericulture: mulberry and silkworm rearing.",
  plant_protection: "Plant protection: spraying and pest control.",
};

export const JobCategoryEnum = builder.enumType("JobCategory", {
  description: "What kind of farm work a job is (the all-jobs list categories).",
  values: Object.fromEntries(
    Object.values(JobCategory).map((category) => [category, { value: category, description: CATEGORY_TEXT[category] }]),
  ) as Record<JobCategory, { value: JobCategory; description: string }>,
});

export const JobStatusEnum = builder.enumType(JobStatus, {
  name: "JobStatus",
  description: "Whether a job is taking applications (active) or not any more (closed).",
});

export const WageBandEnum = builder.enumType("WageBand", {
  description:
    "The wage filter bands of the browse screen, in rupees per day. Each band includes its lower " +
    "edge and excludes its upper edge (500 is in R500_700); rates below 300 are in no band.",
  values: Object.fromEntries(
    WAGE_BAND_NAMES.map((band) => [band, { value: band, description: describeWageBand(band) }]),
  ) as Record<WageBand, { value: WageBand; description: string }>,
});
