import { parseCalendarDate } from "../../graphql/calendar-date.ts";
import { asString } from "../../http/rest/body.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { JOB_FLAGS, JOB_MESSAGES } from "../../rules/job.ts";
import { wholeNumber } from "../../http/rest/input.ts";
import { parseJobCategory } from "./rest-job-params.ts";
import type { JobCategory } from "../../generated/prisma/enums.ts";

/** createJob's input as the REST shim sends it (GraphQL types: Date as YYYY-MM-DD, ids global). */
export interface RestCreateJobInput {
  title: string;
  description: string | null;
  location: string;
  district: string | null;
  state: string | null;
  category: JobCategory;
  dailyRate: number;
  duration: number;
  startDate: string | null;
  workersNeeded?: number;
  workingHours: string | null;
  requiredSkillIds: string[];
  isRateNegotiable: boolean;
  accommodationProvided: boolean;
  mealsProvided: boolean;
  equipmentProvided: boolean;
  transportationProvided: boolean;
  isUrgent: boolean;
}

/** The browse-jobs variant's shorter names for three of the yes/no fields. */
const FLAG_ALIASES: Partial<Record<(typeof JOB_FLAGS)[number], string>> = {
  accommodationProvided: "accommodation",
  mealsProvided: "meals",
  transportationProvided: "transportation",
};

const optionalText = (value: unknown) => (typeof value === "string" ? value : null);

export type RestJobInputResult =
  | { ok: true; input: RestCreateJobInput }
  | { ok: false; errors: Record<string, string> };

/**
 * A POST /api/jobs body as createJob's input. Only JSON types GraphQL could not accept are refused
 * here (a category that is not one, a rate that is not a whole number), with the same messages the
 * schema uses; every rule on values (ranges, dates, required text) is checked by the schema.
 */
export function restJobInput(body: Record<string, unknown>): RestJobInputResult {
  const errors: Record<string, string> = {};
  const category = parseJobCategory(asString(body.category));
  if (!category) errors.category = JOB_MESSAGES.category;
  const dailyRate = wholeNumber(body.dailyRate);
  if (dailyRate === undefined) errors.dailyRate = JOB_MESSAGES.dailyRate;
  const duration = wholeNumber(body.duration);
  if (duration === undefined) errors.duration = JOB_MESSAGES.duration;
  const workersNeeded = body.workersNeeded == null ? undefined : wholeNumber(body.workersNeeded);
  if (body.workersNeeded != null && workersNeeded === undefined) errors.workersNeeded = JOB_MESSAGES.workersNeeded;
  const startDate = typeof body.startDate === "string" ? body.startDate.trim() : body.startDate;
  if (startDate != null && startDate !== "" && !parseCalendarDate(startDate))
    errors.startDate = JOB_MESSAGES.startDateFormat;
  const skills = body.requiredSkillIds ?? [];
  if (!Array.isArray(skills)) errors.requiredSkillIds = JOB_MESSAGES.invalidSkill;

  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const flags = Object.fromEntries(
    JOB_FLAGS.map((flag) => {
      const alias = FLAG_ALIASES[flag];
      return [flag, body[flag] === true || (body[flag] === undefined && alias !== undefined && body[alias] === true)];
    }),
  ) as Record<(typeof JOB_FLAGS)[number], boolean>;

  return {
    ok: true,
    input: {
      title: asString(body.title),
      description: optionalText(body.description),
      location: asString(body.location),
      district: optionalText(body.district),
      state: optionalText(body.state),
      category: category!,
      dailyRate: dailyRate!,
      duration: duration!,
      startDate: typeof startDate === "string" && startDate !== "" ? startDate : null,
      ...(workersNeeded === undefined ? {} : { workersNeeded }),
      workingHours: optionalText(body.workingHours),
      requiredSkillIds: (skills as unknown[]).map((id) => globalIdOf("Skill", id)),
      ...flags,
    },
  };
}
