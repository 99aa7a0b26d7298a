import { z } from "zod";
import { todayInIndia } from "./india-date.ts";
import { JOB_LIMITS, JOB_MESSAGES } from "../rules/job-posting.ts";

const required = (message: string, max: number, maxMessage: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage);

/** zod rules per job input field; shared by `createJob` and `updateJob`. */
export const jobRules = {
  title: required(JOB_MESSAGES.title, JOB_LIMITS.titleMax, JOB_MESSAGES.titleLength),
  description: z.string().trim().max(JOB_LIMITS.descriptionMax, JOB_MESSAGES.descriptionLength),
  location: required(JOB_MESSAGES.location, JOB_LIMITS.placeMax, JOB_MESSAGES.placeLength),
  place: z.string().trim().max(JOB_LIMITS.placeMax, JOB_MESSAGES.placeLength),
  dailyRate: z
    .number({ error: JOB_MESSAGES.dailyRate })
    .int(JOB_MESSAGES.dailyRate)
    .min(1, JOB_MESSAGES.dailyRate)
    .max(JOB_LIMITS.dailyRateMax, JOB_MESSAGES.dailyRateMax),
  duration: z.number({ error: JOB_MESSAGES.duration }).int(JOB_MESSAGES.duration).min(JOB_LIMITS.durationMin, JOB_MESSAGES.duration).max(JOB_LIMITS.durationMax, JOB_MESSAGES.duration),
  workersNeeded: z
    .number({ error: JOB_MESSAGES.workersNeeded })
    .int(JOB_MESSAGES.workersNeeded)
    .min(1, JOB_MESSAGES.workersNeeded)
    .max(JOB_LIMITS.workersNeededMax, JOB_MESSAGES.workersNeededMax),
  workingHours: z.string().trim().max(JOB_LIMITS.workingHoursMax, JOB_MESSAGES.workingHoursLength),
  /** Today or later, by the calendar in India (Asia/Kolkata), whatever the server's time zone. */
  startDate: z.date().refine((date) => date.getTime() >= todayInIndia().getTime(), JOB_MESSAGES.startDate),
} as const;

/** The message for unknown skill ids: one wording for one id, another for several. */
export function invalidSkillsMessage(count: number): string {
  return count === 1 ? JOB_MESSAGES.invalidSkill : JOB_MESSAGES.invalidSkills;
}
