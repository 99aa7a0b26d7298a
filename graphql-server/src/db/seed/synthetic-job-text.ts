import type { Random } from "./random.ts";

/** Working-hour patterns seen on farm job postings. */
export const WORKING_HOURS: readonly string[] = [
  "6 AM - 2 PM",
  "7 AM - 3 PM",
  "8 AM - 4 PM",
  "8 AM - 5 PM",
  "9 AM - 5 PM",
  "5 AM - 10 AM, 4 PM - 7 PM",
  "6 AM - 11 AM",
  "7 AM - 1 PM",
];

const lower = (skill: string) => skill.toLowerCase();

/** A job title built around its main skill. */
export function jobTitle(
  random: Random,
  skill: string,
  village: string,
  durationDays: number,
  isUrgent: boolean,
): string {
  if (isUrgent && random.chance(0.5)) return `Urgent: ${lower(skill)} workers needed`;
  switch (random.int(0, 4)) {
    case 0:
      return `${skill} workers needed in ${village}`;
    case 1:
      return `${skill} work for ${durationDays} day${durationDays === 1 ? "" : "s"}`;
    case 2:
      return `Experienced hands for ${lower(skill)}`;
    case 3:
      return `${skill} helper`;
    default:
      return `${skill} team at ${village}`;
  }
}

export interface JobPerks {
  mealsProvided: boolean;
  accommodationProvided: boolean;
  equipmentProvided: boolean;
  transportationProvided: boolean;
}

/** A short description that mentions the place and what the employer provides. */
export function jobDescription(
  skill: string,
  village: string,
  district: string,
  workers: number,
  perks: JobPerks,
): string {
  const provided = [
    perks.mealsProvided && "meals",
    perks.accommodationProvided && "stay",
    perks.equipmentProvided && "tools",
    perks.transportationProvided && "transport",
  ].filter((item): item is string => typeof item === "string");
  const people = workers === 1 ? "one worker" : `${workers} workers`;
  const extras = provided.length > 0 ? ` We provide ${provided.join(", ")}.` : "";
  return `${skill} at ${village}, ${district} district. Looking for ${people}.${extras}`;
}
