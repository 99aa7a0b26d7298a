import { z } from "zod";
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

/** A zod check that reports the shared rule's message (rules/job.ts), so server and form say the same. */
function check<T>(problem: (value: T) => string | null) {
  return (value: T, ctx: z.RefinementCtx) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: "custom", message });
  };
}

const text = (message: string) => z.string({ error: message }).trim();
const number = (message: string) => z.number({ error: message });

/** zod rules per job input field, from the shared checks; used by `createJob` and `updateJob`. */
export const jobRules = {
  title: text(JOB_MESSAGES.title).superRefine(check(titleProblem)),
  description: z.string().trim().superRefine(check(descriptionProblem)),
  location: text(JOB_MESSAGES.location).superRefine(check(locationProblem)),
  place: z.string().trim().superRefine(check(placeProblem)),
  dailyRate: number(JOB_MESSAGES.dailyRate).superRefine(check(dailyRateProblem)),
  duration: number(JOB_MESSAGES.duration).superRefine(check(durationProblem)),
  workersNeeded: number(JOB_MESSAGES.workersNeeded).superRefine(check(workersNeededProblem)),
  workingHours: z.string().trim().superRefine(check(workingHoursProblem)),
  /** Today or later, by the calendar in India (Asia/Kolkata), whatever the server's time zone. */
  startDate: z.date().superRefine(check((date: Date) => startDateProblem(isoDay(date), isoDay(todayInIndia())))),
} as const;

/** A `Date` scalar value (midnight UTC of its day) as YYYY-MM-DD. */
function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The message for unknown skill ids (one wording for one id, another for several), for the job mutations. */
export { invalidSkillsMessage };
