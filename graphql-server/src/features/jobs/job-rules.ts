import { z } from "zod";
import { isoDay, sharedRule } from "../../graphql/shared-rule-check.ts";
import { todayInIndia } from "../../i18n/india-date.ts";
import {
  JOB_MESSAGES,
  dailyRateProblem,
  descriptionProblem,
  durationProblem,
  invalidSkillsMessage,
  locationProblem,
  placeProblem,
  startDateProblem,
  titleProblem,
  workersNeededProblem,
  workingHoursProblem,
} from "../../rules/job.ts";

const text = (message: string) => z.string({ error: message }).trim();
const number = (message: string) => z.number({ error: message });

/** zod rules per job input field, from the shared checks; used by `createJob` and `updateJob`. */
export const jobRules = {
  title: text(JOB_MESSAGES.title).superRefine(sharedRule(titleProblem)),
  description: z.string().trim().superRefine(sharedRule(descriptionProblem)),
  location: text(JOB_MESSAGES.location).superRefine(sharedRule(locationProblem)),
  place: z.string().trim().superRefine(sharedRule(placeProblem)),
  dailyRate: number(JOB_MESSAGES.dailyRate).superRefine(sharedRule(dailyRateProblem)),
  duration: number(JOB_MESSAGES.duration).superRefine(sharedRule(durationProblem)),
  workersNeeded: number(JOB_MESSAGES.workersNeeded).superRefine(sharedRule(workersNeededProblem)),
  workingHours: z.string().trim().superRefine(sharedRule(workingHoursProblem)),
  /** Today or later, by the calendar in India (Asia/Kolkata), whatever the server's time zone. */
  startDate: z.date().superRefine(sharedRule((date: Date) => startDateProblem(isoDay(date), isoDay(todayInIndia())))),
} as const;

/** The message for unknown skill ids (one wording for one id, another for several), for the job mutations. */
export { invalidSkillsMessage };
