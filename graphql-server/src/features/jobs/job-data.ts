import type { Prisma } from "../../generated/prisma/client.ts";
import type { JobCategory } from "../../generated/prisma/enums.ts";
import { JOB_FLAGS } from "../../rules/job.ts";
import { type MaybeCoordinates, coordinatesOf, townOfLocation } from "../places/index.ts";

type Flags = { [K in (typeof JOB_FLAGS)[number]]?: boolean | null };

/** createJob's input after validation (strings trimmed). */
export interface NewJob extends Flags {
  title: string;
  description?: string | null;
  location: string;
  district?: string | null;
  state?: string | null;
  category: JobCategory;
  dailyRate: number;
  duration: number;
  startDate?: Date | null;
  workersNeeded?: number | null;
  workingHours?: string | null;
}

/** updateJob's input after validation: undefined leaves a column alone. */
export type JobChanges = { [K in keyof NewJob]?: NewJob[K] | null };

const blankToNull = (text: string | null | undefined) => (text ? text : null);

/**
 * Columns of a new job. District and state default to the employer's own (their farm's) so the
 * job shows up in `nearby` searches even when the form leaves them out.
 */
export function newJobColumns(
  input: NewJob,
  employer: { id: number; district: string | null; state: string | null },
): Prisma.JobUncheckedCreateInput {
  const district = blankToNull(input.district) ?? employer.district;
  const state = blankToNull(input.state) ?? employer.state;
  return {
    employerId: employer.id,
    title: input.title,
    description: input.description ?? "",
    location: input.location,
    district,
    state,
    ...jobCoordinates({ location: input.location, district, state }),
    category: input.category,
    dailyRate: input.dailyRate,
    duration: input.duration,
    startDate: input.startDate ?? null,
    workersNeeded: input.workersNeeded ?? 1,
    workingHours: blankToNull(input.workingHours),
    ...Object.fromEntries(JOB_FLAGS.map((flag) => [flag, input[flag] ?? false])),
  };
}

/** The work site's coordinates: the village or town of its location, else its district, else its state. */
export function jobCoordinates(place: {
  location: string;
  district: string | null;
  state: string | null;
}): MaybeCoordinates {
  return coordinatesOf({ cityVillage: townOfLocation(place.location), district: place.district, state: place.state });
}

/** Whether the changes touch the job's place (its coordinates then follow). */
export const changesPlace = (input: JobChanges): boolean =>
  input.location != null || input.district !== undefined || input.state !== undefined;

/** Columns to change: required columns only when given, optional ones cleared by null, flags kept on null. */
export function changedJobColumns(input: JobChanges): Prisma.JobUncheckedUpdateInput {
  const data: Prisma.JobUncheckedUpdateInput = {};
  for (const key of ["title", "location", "category", "dailyRate", "duration", "workersNeeded"] as const) {
    if (input[key] != null) (data as Record<string, unknown>)[key] = input[key];
  }
  for (const flag of JOB_FLAGS) if (input[flag] != null) data[flag] = input[flag];
  if (input.description !== undefined) data.description = input.description ?? "";
  if (input.startDate !== undefined) data.startDate = input.startDate;
  for (const key of ["district", "state", "workingHours"] as const) {
    if (input[key] !== undefined) data[key] = blankToNull(input[key]);
  }
  return data;
}
