import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { JobCategoryEnum } from "./job-enums.ts";
import { jobRules } from "./job-rules.ts";
import { JOB_MESSAGES } from "../../rules/job.ts";

/** updateJob: these columns cannot be emptied, so an explicit null is refused with the field's message. */
const NOT_NULL_MESSAGES = {
  title: JOB_MESSAGES.title,
  location: JOB_MESSAGES.location,
  category: JOB_MESSAGES.category,
  dailyRate: JOB_MESSAGES.dailyRate,
  duration: JOB_MESSAGES.duration,
  workersNeeded: JOB_MESSAGES.workersNeeded,
} as const;

// Field rules skip null values, so the whole-input rule catches nulls in the not-null columns.
const noNullsInRequiredColumns = z.looseObject({}).superRefine((input, ctx) => {
  for (const [field, message] of Object.entries(NOT_NULL_MESSAGES)) {
    if ((input as Record<string, unknown>)[field] === null) ctx.addIssue({ code: "custom", path: [field], message });
  }
});

const PERKS = {
  isRateNegotiable: "Whether the daily rate can be negotiated.",
  accommodationProvided: "Whether a place to stay is provided.",
  mealsProvided: "Whether meals are provided.",
  equipmentProvided: "Whether tools and equipment are provided.",
  transportationProvided: "Whether transport to the work site is provided.",
  isUrgent: "Whether the job needs workers urgently.",
} as const;

export const CreateJobInput = builder.inputType("CreateJobInput", {
  description: "A new job posting. Yes/no fields default to false.",
  fields: (t) => ({
    title: t.string({
      required: true,
      description: "Short title, e.g. 'Paddy transplanting'. Required.",
      validate: jobRules.title,
    }),
    description: t.string({ description: "What the work involves.", validate: jobRules.description.nullish() }),
    location: t.string({
      required: true,
      description: "Village or town and state, e.g. 'Maddur, Karnataka'. Required.",
      validate: jobRules.location,
    }),
    district: t.string({
      description: "District of the work site; defaults to the employer's district. Used by the `nearby` filter.",
      validate: jobRules.place.nullish(),
    }),
    state: t.string({
      description: "State of the work site; defaults to the employer's state. Used by the `nearby` filter.",
      validate: jobRules.place.nullish(),
    }),
    category: t.field({ type: JobCategoryEnum, required: true, description: "Kind of work." }),
    dailyRate: t.int({
      required: true,
      description: "Wage in whole rupees per day, above 0.",
      validate: jobRules.dailyRate,
    }),
    duration: t.int({ required: true, description: "Length of the job in days, 1-365.", validate: jobRules.duration }),
    startDate: t.field({
      type: "Date",
      description: "First day of work, today or later (India time); leave out when not decided.",
      validate: jobRules.startDate.nullish(),
    }),
    workersNeeded: t.int({
      defaultValue: 1,
      description: "How many workers are needed, at least 1 (default 1).",
      validate: jobRules.workersNeeded.nullish(),
    }),
    workingHours: t.string({
      description: "Working hours, e.g. '7 AM - 3 PM'.",
      validate: jobRules.workingHours.nullish(),
    }),
    ...perkFields(t, false),
    requiredSkillIds: t.idList({
      description: "Global ids of catalogue skills the job needs. Unknown ids fail with 'Invalid skill ID'.",
    }),
  }),
});

export const UpdateJobInput = builder.inputType("UpdateJobInput", {
  description:
    "Changes to a job: fields left out stay as they are. Title, location, category, daily rate, duration and " +
    "workers needed cannot be set to null; startDate, workingHours, district and state can (null clears them). " +
    "A yes/no field set to null stays as it is.",
  validate: noNullsInRequiredColumns,
  fields: (t) => ({
    title: t.string({ description: "New title.", validate: jobRules.title.optional() }),
    description: t.string({
      description: "New description (null clears it).",
      validate: jobRules.description.nullish(),
    }),
    location: t.string({ description: "New location.", validate: jobRules.location.optional() }),
    district: t.string({ description: "New district (null clears it).", validate: jobRules.place.nullish() }),
    state: t.string({ description: "New state (null clears it).", validate: jobRules.place.nullish() }),
    category: t.field({ type: JobCategoryEnum, description: "New category." }),
    dailyRate: t.int({
      description: "New daily rate in whole rupees, above 0.",
      validate: jobRules.dailyRate.optional(),
    }),
    duration: t.int({ description: "New duration in days, 1-365.", validate: jobRules.duration.optional() }),
    startDate: t.field({
      type: "Date",
      description: "New start date, today or later (null: not decided).",
      validate: jobRules.startDate.nullish(),
    }),
    workersNeeded: t.int({
      description: "New number of workers, at least 1.",
      validate: jobRules.workersNeeded.optional(),
    }),
    workingHours: t.string({
      description: "New working hours (null clears them).",
      validate: jobRules.workingHours.nullish(),
    }),
    ...perkFields(t, true),
    requiredSkillIds: t.idList({
      description: "Replaces the required skills (global ids); an empty list removes them all.",
    }),
  }),
});

type InputFieldBuilder = Parameters<Parameters<typeof builder.inputType>[1]["fields"]>[0];

function perkFields(t: InputFieldBuilder, update: boolean) {
  return Object.fromEntries(
    Object.entries(PERKS).map(([name, text]) => [
      name,
      update
        ? t.boolean({ description: text })
        : t.boolean({ defaultValue: false, description: `${text} Default false.` }),
    ]),
  ) as Record<keyof typeof PERKS, ReturnType<InputFieldBuilder["boolean"]>>;
}
