import { z } from "zod";
import { todayInIndia } from "./india-date.ts";

/**
 * Messages for posting and editing a job. The product defines no server call or messages for the
 * Post Job screen, so these are KhetSetu's own, in plain English.
 */
export const JOB_MESSAGES = {
  title: "Title is required",
  titleLength: "Title must be at most 150 characters",
  descriptionLength: "Description must be at most 5000 characters",
  location: "Location is required",
  placeLength: "Location, district and state must each be at most 150 characters",
  category: "Category is required",
  dailyRate: "Daily rate must be a whole number of rupees above 0",
  dailyRateMax: "Daily rate must be at most 100000 rupees",
  startDate: "Start date cannot be in the past",
  startDateFormat: "Start date must be a date written as YYYY-MM-DD",
  duration: "Duration must be between 1 and 365 days",
  workersNeeded: "Workers needed must be a whole number, at least 1",
  workersNeededMax: "Workers needed must be at most 10000",
  workingHoursLength: "Working hours must be at most 100 characters",
  invalidSkill: "Invalid skill ID",
  invalidSkills: "Invalid skill IDs detected",
  notFound: "Job not found",
  notOwner: "You can only change jobs you posted",
} as const;

export const MAX_DAILY_RATE = 100_000;

const required = (message: string, max: number, maxMessage: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, maxMessage);

/** zod rules per job input field; shared by `createJob` and `updateJob`. */
export const jobRules = {
  title: required(JOB_MESSAGES.title, 150, JOB_MESSAGES.titleLength),
  description: z.string().trim().max(5000, JOB_MESSAGES.descriptionLength),
  location: required(JOB_MESSAGES.location, 150, JOB_MESSAGES.placeLength),
  place: z.string().trim().max(150, JOB_MESSAGES.placeLength),
  dailyRate: z
    .number({ error: JOB_MESSAGES.dailyRate })
    .int(JOB_MESSAGES.dailyRate)
    .min(1, JOB_MESSAGES.dailyRate)
    .max(MAX_DAILY_RATE, JOB_MESSAGES.dailyRateMax),
  duration: z.number({ error: JOB_MESSAGES.duration }).int(JOB_MESSAGES.duration).min(1, JOB_MESSAGES.duration).max(365, JOB_MESSAGES.duration),
  workersNeeded: z
    .number({ error: JOB_MESSAGES.workersNeeded })
    .int(JOB_MESSAGES.workersNeeded)
    .min(1, JOB_MESSAGES.workersNeeded)
    .max(10_000, JOB_MESSAGES.workersNeededMax),
  workingHours: z.string().trim().max(100, JOB_MESSAGES.workingHoursLength),
  /** Today or later, by the calendar in India (Asia/Kolkata), whatever the server's time zone. */
  startDate: z.date().refine((date) => date.getTime() >= todayInIndia().getTime(), JOB_MESSAGES.startDate),
} as const;

/** The message for unknown skill ids: one wording for one id, another for several. */
export function invalidSkillsMessage(count: number): string {
  return count === 1 ? JOB_MESSAGES.invalidSkill : JOB_MESSAGES.invalidSkills;
}
