// Posting and editing a job: each field's limits, its messages, and one check per field. The server builds its
// createJob and updateJob input rules from these checks; the Post Job form runs the same checks as the employer
// types. The product defines no messages for posting a job, so these are KhetSetu's own, in plain English.

export const JOB_LIMITS = {
  titleMax: 150,
  descriptionMax: 5000,
  /** Location, district and state, each. */
  placeMax: 150,
  workingHoursMax: 100,
  dailyRateMin: 1,
  dailyRateMax: 100_000,
  durationMin: 1,
  durationMax: 365,
  workersNeededMin: 1,
  workersNeededMax: 10_000,
} as const;

/**
 * A job search counts its matches up to this many, and answers this number for any larger result (the app
 * shows "1,000+ jobs found"). Counting stops there because counting every match grows with the table: at a
 * million jobs a broad search spent about a second counting against a few milliseconds for its page.
 */
export const JOB_COUNT_LIMIT = 1000;

/** The yes/no fields of a job, all false unless set. */
export const JOB_FLAGS = [
  "isRateNegotiable",
  "isUrgent",
  "accommodationProvided",
  "mealsProvided",
  "equipmentProvided",
  "transportationProvided",
] as const;

export type JobFlag = (typeof JOB_FLAGS)[number];

export const JOB_MESSAGES = {
  title: /*i18n*/ "Title is required",
  titleLength: /*i18n*/ "Title must be at most 150 characters",
  descriptionLength: /*i18n*/ "Description must be at most 5000 characters",
  location: /*i18n*/ "Location is required",
  placeLength: /*i18n*/ "Location, district and state must each be at most 150 characters",
  category: /*i18n*/ "Category is required",
  dailyRate: /*i18n*/ "Daily rate must be a whole number of rupees above 0",
  dailyRateMax: /*i18n*/ "Daily rate must be at most 100000 rupees",
  startDate: /*i18n*/ "Start date cannot be in the past",
  startDateFormat: /*i18n*/ "Start date must be a date written as YYYY-MM-DD",
  duration: /*i18n*/ "Duration must be between 1 and 365 days",
  workersNeeded: /*i18n*/ "Workers needed must be a whole number, at least 1",
  workersNeededMax: /*i18n*/ "Workers needed must be at most 10000",
  workingHoursLength: /*i18n*/ "Working hours must be at most 100 characters",
  invalidSkill: /*i18n*/ "Invalid skill ID",
  invalidSkills: /*i18n*/ "Invalid skill IDs detected",
  notFound: /*i18n*/ "Job not found",
  notOwner: /*i18n*/ "You can only change jobs you posted",
} as const;

export type JobMessage = (typeof JOB_MESSAGES)[keyof typeof JOB_MESSAGES];

const L = JOB_LIMITS;
const M = JOB_MESSAGES;

/** Title: required (after trimming), at most 150 characters. */
export function titleProblem(value: string): JobMessage | null {
  const text = value.trim();
  if (text === "") return M.title;
  return text.length > L.titleMax ? M.titleLength : null;
}

/** Description: optional, at most 5000 characters. */
export function descriptionProblem(value: string | null | undefined): JobMessage | null {
  return (value ?? "").trim().length > L.descriptionMax ? M.descriptionLength : null;
}

/** Location ('Village, State'): required, at most 150 characters. */
export function locationProblem(value: string): JobMessage | null {
  const text = value.trim();
  if (text === "") return M.location;
  return text.length > L.placeMax ? M.placeLength : null;
}

/** District or state: optional, at most 150 characters. */
export function placeProblem(value: string | null | undefined): JobMessage | null {
  return (value ?? "").trim().length > L.placeMax ? M.placeLength : null;
}

/** Daily rate: whole rupees, 1 to 100000 (NaN for a blank or non-number entry). */
export function dailyRateProblem(value: number): JobMessage | null {
  if (!Number.isInteger(value) || value < L.dailyRateMin) return M.dailyRate;
  return value > L.dailyRateMax ? M.dailyRateMax : null;
}

/** Duration: whole days, 1 to 365. */
export function durationProblem(value: number): JobMessage | null {
  return Number.isInteger(value) && value >= L.durationMin && value <= L.durationMax ? null : M.duration;
}

/** Workers needed: a whole number, 1 to 10000. */
export function workersNeededProblem(value: number): JobMessage | null {
  if (!Number.isInteger(value) || value < L.workersNeededMin) return M.workersNeeded;
  return value > L.workersNeededMax ? M.workersNeededMax : null;
}

/** Working hours: optional, at most 100 characters. */
export function workingHoursProblem(value: string | null | undefined): JobMessage | null {
  return (value ?? "").trim().length > L.workingHoursMax ? M.workingHoursLength : null;
}

/**
 * Start date (YYYY-MM-DD, a real day): today or later, where `today` is the calendar date in India
 * (Asia/Kolkata) as YYYY-MM-DD, whatever the clock's own time zone.
 */
export function startDateProblem(value: string, today: string): JobMessage | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!day || day.toISOString().slice(0, 10) !== value) return M.startDateFormat;
  return value < today ? M.startDate : null;
}

/** The message for unknown skill ids: one wording for one id, another for several. */
export function invalidSkillsMessage(count: number): JobMessage {
  return count === 1 ? M.invalidSkill : M.invalidSkills;
}
