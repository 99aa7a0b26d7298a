// Notifications: what people are told, by which channels, and when a phone may ring. The texts are catalog
// messages, written in the recipient's language when the notification is made.

export const NOTIFICATION_EVENTS = [
  "application_received",
  "application_accepted",
  "application_declined",
  "message_received",
  "job_offer",
  "enrolment_received",
  "course_completed",
  "rating_received",
  "moderation_outcome",
  "suspension",
  "job_alert",
  "work_day_marked",
  "work_day_disputed",
  "payment_recorded",
  "payment_overdue",
] as const;
export type NotificationEventCode = (typeof NOTIFICATION_EVENTS)[number];

/** What concerns everyone, whatever their account type. */
const EVERYONE = ["message_received", "rating_received", "moderation_outcome", "suspension"] as const;

/** The events each account type can receive: the ones its preferences list. */
export const NOTIFICATION_EVENTS_FOR = {
  laborer: [
    "application_accepted",
    "application_declined",
    "job_offer",
    "job_alert",
    "course_completed",
    "work_day_marked",
    "payment_recorded",
    "payment_overdue",
    ...EVERYONE,
  ],
  employer: ["application_received", "work_day_disputed", "payment_overdue", ...EVERYONE],
  training_provider: ["enrolment_received", ...EVERYONE],
  none: EVERYONE,
} as const satisfies Record<string, readonly NotificationEventCode[]>;

/** Channels a person can turn on or off per event; the in-app list always has every notification. */
export const NOTIFICATION_CHANNELS = ["sms", "push"] as const;
export type NotificationChannelCode = (typeof NOTIFICATION_CHANNELS)[number];

/** No SMS or push from 21:00 to 07:00 India time (sign-in codes excepted); what falls inside waits until 07:00. */
export const QUIET_HOURS: QuietHours = { startHour: 21, endHour: 7 };

/** Quiet hours in India time, from startHour to endHour the next morning; null: none (an operator's choice). */
export type QuietHours = { startHour: number; endHour: number };

export const SMS_LIMITS = {
  /** SMS one person receives in an India day at most; past it, push and the in-app list carry the rest. */
  perPersonPerDay: 6,
  /** SMS the whole service sends in an India day unless SMS_DAILY_BUDGET says otherwise. */
  defaultDailyBudget: 5000,
  /** A conversation sends one SMS at most every this many hours (push and in-app get every message). */
  messageGapHours: 3,
  /** A text in one Unicode SMS segment. */
  unicodeSegment: 70,
} as const;

/** Notifications shown per page of the list. */
export const NOTIFICATION_PAGE = { default: 20, max: 50 } as const;

const HOUR_MS = 3_600_000;
/** India Standard Time is UTC+5:30 all year. */
const IST_OFFSET_MS = 5.5 * HOUR_MS;

/** The hour of the day in India at `at` (0-23). */
export const indiaHour = (at: Date): number => Math.floor((at.getTime() + IST_OFFSET_MS) / HOUR_MS) % 24;

/** Whether `at` falls in quiet hours (21:00-07:00 India time unless told otherwise). */
export const isQuietHour = (at: Date, quiet: QuietHours | null = QUIET_HOURS): boolean => {
  if (!quiet) return false;
  const hour = indiaHour(at);
  return hour >= quiet.startHour || hour < quiet.endHour;
};

/** When a phone may next ring: `at` itself outside quiet hours, else the end of quiet hours (07:00 India time). */
export function nextAllowedTime(at: Date, quiet: QuietHours | null = QUIET_HOURS): Date {
  if (!quiet || !isQuietHour(at, quiet)) return at;
  const local = at.getTime() + IST_OFFSET_MS;
  const dayStart = Math.floor(local / (24 * HOUR_MS)) * 24 * HOUR_MS;
  let seven = dayStart + quiet.endHour * HOUR_MS;
  if (seven <= local) seven += 24 * HOUR_MS;
  return new Date(seven - IST_OFFSET_MS);
}

/** The start of the India day `at` falls in, as an instant. */
export function indiaDayStart(at: Date): Date {
  const local = at.getTime() + IST_OFFSET_MS;
  return new Date(Math.floor(local / (24 * HOUR_MS)) * 24 * HOUR_MS - IST_OFFSET_MS);
}

/**
 * Each event's words: `title` and `body` for the list and push, `sms` for the text message (kept within one
 * Unicode segment where the values allow). Values: {name} the other person, {job} a job title, {course} a
 * course title, {stars} a rating, {count} a number of jobs, {place} a place, {reason} a moderator's reason,
 * {until} and {date} dates, {amount} money.
 */
export const NOTIFICATION_TEXTS = {
  application_received: {
    title: /*i18n*/ "New application",
    body: /*i18n*/ "{name} applied for {job}",
    sms: /*i18n*/ "KhetSetu: {name} applied for {job}",
  },
  application_accepted: {
    title: /*i18n*/ "You are hired",
    body: /*i18n*/ "Your application for {job} was accepted",
    sms: /*i18n*/ "KhetSetu: you are hired for {job}",
  },
  application_declined: {
    title: /*i18n*/ "Application declined",
    body: /*i18n*/ "Your application for {job} was not accepted",
    sms: /*i18n*/ "KhetSetu: not selected for {job}",
  },
  message_received: {
    title: /*i18n*/ "New message",
    body: /*i18n*/ "{name}: {text}",
    sms: /*i18n*/ "KhetSetu: new message from {name}",
  },
  job_offer: {
    title: /*i18n*/ "Job offer",
    body: /*i18n*/ "{name} offered you work: {text}",
    sms: /*i18n*/ "KhetSetu: job offer from {name}",
  },
  enrolment_received: {
    title: /*i18n*/ "New enrolment",
    body: /*i18n*/ "{name} enrolled in {course}",
    sms: /*i18n*/ "KhetSetu: {name} enrolled in {course}",
  },
  course_completed: {
    title: /*i18n*/ "Course completed",
    body: /*i18n*/ "You completed {course}",
    sms: /*i18n*/ "KhetSetu: you completed {course}",
  },
  rating_received: {
    title: /*i18n*/ "New rating",
    body: /*i18n*/ "{name} rated you {stars} of 5",
    sms: /*i18n*/ "KhetSetu: {name} rated you {stars}/5",
  },
  moderation_outcome: {
    title: /*i18n*/ "A report was decided",
    body: /*i18n*/ "The KhetSetu team decided: {reason}",
    sms: /*i18n*/ "KhetSetu: a report was decided",
  },
  suspension: {
    title: /*i18n*/ "Account suspended",
    body: /*i18n*/ "Your account is suspended until {until}: {reason}",
    sms: /*i18n*/ "KhetSetu: account suspended until {until}",
  },
  job_alert: {
    title: /*i18n*/ "New job near you",
    body: /*i18n*/ "{job} in {place}",
    sms: /*i18n*/ "KhetSetu: new job {job}, {place}",
  },
  work_day_marked: {
    title: /*i18n*/ "Work day to confirm",
    body: /*i18n*/ "{name} marked {date} as worked on {job}. Confirm or dispute it by {until}; after that it counts as worked.",
    sms: /*i18n*/ "KhetSetu: {name} marked {date} worked. Confirm by {until}",
  },
  work_day_disputed: {
    title: /*i18n*/ "Work day disputed",
    body: /*i18n*/ "{name} disputed {date} on {job}: {text}",
    sms: /*i18n*/ "KhetSetu: {name} disputed {date}",
  },
  payment_recorded: {
    title: /*i18n*/ "Payment recorded",
    body: /*i18n*/ "{name} recorded paying you {amount} for {job}. Confirm it once you have received it.",
    sms: /*i18n*/ "KhetSetu: {name} paid you {amount}. Confirm in the app",
  },
  payment_overdue: {
    title: /*i18n*/ "Wages overdue",
    body: /*i18n*/ "{amount} for {job} is still unpaid 7 days after the last day worked.",
    sms: /*i18n*/ "KhetSetu: {amount} wages overdue for {job}",
  },
} as const satisfies Record<NotificationEventCode, { title: string; body: string; sms: string }>;

/** The daily digest's words: several matching jobs posted since yesterday. */
export const JOB_DIGEST_TEXTS = {
  title: /*i18n*/ "New jobs near you",
  body: /*i18n*/ "{count} new jobs match your skills",
  sms: /*i18n*/ "KhetSetu: {count} new jobs near you",
} as const;

/** The overdue reminder as the employer reads it. */
export const PAYMENT_OVERDUE_EMPLOYER_TEXTS = {
  title: /*i18n*/ "Wages overdue",
  body: /*i18n*/ "You still owe {name} {amount} for {job}, 7 days after the last day worked.",
  sms: /*i18n*/ "KhetSetu: you owe {name} {amount} wages",
} as const;

/** The outcome a moderator's action means to the people told of it. */
export const MODERATION_OUTCOME_TEXTS = {
  reporter: /*i18n*/ "Thank you for your report. The KhetSetu team looked at it and decided: {reason}",
  subject: /*i18n*/ "The KhetSetu team decided about your account or listing: {reason}",
} as const;

/** The names of the events, as the preferences screen lists them. */
export const NOTIFICATION_EVENT_LABELS = {
  application_received: /*i18n*/ "Applications to my jobs",
  application_accepted: /*i18n*/ "Hired for a job",
  application_declined: /*i18n*/ "Application not accepted",
  message_received: /*i18n*/ "New messages",
  job_offer: /*i18n*/ "Job offers",
  enrolment_received: /*i18n*/ "Enrolments in my courses",
  course_completed: /*i18n*/ "Courses completed",
  rating_received: /*i18n*/ "Ratings I receive",
  moderation_outcome: /*i18n*/ "Outcomes of reports",
  suspension: /*i18n*/ "Account suspensions",
  job_alert: /*i18n*/ "Job alerts near me",
  work_day_marked: /*i18n*/ "Work days to confirm",
  work_day_disputed: /*i18n*/ "Disputed work days",
  payment_recorded: /*i18n*/ "Payments recorded",
  payment_overdue: /*i18n*/ "Overdue wages",
} as const satisfies Record<NotificationEventCode, string>;

export const NOTIFICATION_MESSAGES = {
  notFound: /*i18n*/ "Notification not found",
  badSubscription: /*i18n*/ "This browser's notification subscription is not valid",
  pushUnavailable: /*i18n*/ "Notifications on this phone are not available on this server",
} as const;
