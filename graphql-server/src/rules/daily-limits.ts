// How many jobs, courses and applications one account may create in any 24 hours. A new account (younger
// than NEW_ACCOUNT_DAYS) or one whose mobile number is not verified gets the lower figure, so a fresh or
// throwaway account cannot flood the lists. Each action is counted in the database (one RateLimitHit per
// action, inside the action's own transaction), so the limits hold across server processes; a job or course
// that is deleted or closed still counts.

/** An account is new for this many days after it was created. */
export const NEW_ACCOUNT_DAYS = 7;

/** The window every daily limit counts in. */
export const DAILY_LIMIT_WINDOW_SECONDS = 24 * 60 * 60;

export const DAILY_LIMITS = {
  /** Jobs an employer may post. */
  jobPosts: { established: 20, newOrUnverified: 5 },
  /** Courses a training provider may create. */
  courseCreations: { established: 10, newOrUnverified: 3 },
  /** Applications a laborer may send. */
  applications: { established: 40, newOrUnverified: 10 },
} as const satisfies Record<string, { established: number; newOrUnverified: number }>;

export type DailyLimitName = keyof typeof DAILY_LIMITS;

/** What the limits look at of an account. */
export interface LimitedAccount {
  createdAt: Date;
  isMobileVerified: boolean;
}

/** Whether the account gets the lower limits: younger than NEW_ACCOUNT_DAYS, or without a verified number. */
export function isNewOrUnverified(account: LimitedAccount, now: Date): boolean {
  const ageMs = now.getTime() - account.createdAt.getTime();
  return !account.isMobileVerified || ageMs < NEW_ACCOUNT_DAYS * DAILY_LIMIT_WINDOW_SECONDS * 1000;
}

/** How many of `name` the account may create in any 24 hours. */
export function dailyLimitFor(name: DailyLimitName, account: LimitedAccount, now: Date): number {
  const limit = DAILY_LIMITS[name];
  return isNewOrUnverified(account, now) ? limit.newOrUnverified : limit.established;
}
