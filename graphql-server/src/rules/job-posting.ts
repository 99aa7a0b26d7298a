// Posting and editing a job: the limits of each field and their messages. The server checks createJob and
// updateJob against these; the Post Job form checks them as the employer types.

export const JOB_LIMITS = {
  titleMax: 150,
  descriptionMax: 5000,
  /** Location, district and state. */
  placeMax: 150,
  workingHoursMax: 100,
  dailyRateMax: 100_000,
  durationMin: 1,
  durationMax: 365,
  workersNeededMax: 10_000,
} as const;

/**
 * The product defines no messages for the Post Job screen, so these are KhetSetu's own, in plain English.
 * Job not found and not-owner answers are here too, as the server's answers to a job change.
 */
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
