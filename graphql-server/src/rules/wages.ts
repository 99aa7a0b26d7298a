// Work and wages: the days a hired laborer worked on a job, what she is owed for them and what she has been paid.
// Money is whole paise throughout (₹600 a day is 60000); a day is whole or half (counted in halves, so every sum
// stays a whole number). The server keeps the record by these rules and the web app shows it by them.

/** A worked day is a full day (2 halves) or a half day (1). */
export const WORK_DAY_HALVES = { full: 2, half: 1 } as const;
export type WorkDayHalves = (typeof WORK_DAY_HALVES)[keyof typeof WORK_DAY_HALVES];

/** A day neither confirmed nor disputed this many days after the employer marked it counts as confirmed. */
export const AUTO_CONFIRM_DAYS = 3;
/**
 * The employer marks days at most this many days back (work often starts before the hire reaches the app; the
 * laborer's answer is what makes a day count), and never a day still to come.
 */
export const WORK_DAY_PAST_DAYS = 30;
/** A balance still unpaid this many days after the last worked day is overdue. */
export const PAYMENT_DUE_DAYS = 7;
/** District wage figures are shown only where at least this many laborers contribute. */
export const DISTRICT_STATS_MIN_LABORERS = 10;

export type WorkDayStatus = "marked" | "confirmed" | "disputed";

export interface WorkDay {
  /** The day worked, as YYYY-MM-DD (India's calendar). */
  date: string;
  halves: WorkDayHalves;
  status: WorkDayStatus;
  /** When the employer marked it. */
  markedAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the day counts: confirmed by the laborer, or marked and left alone for AUTO_CONFIRM_DAYS. */
export function dayCounts(day: Pick<WorkDay, "status" | "markedAt">, now: Date): boolean {
  if (day.status === "confirmed") return true;
  return day.status === "marked" && now.getTime() - day.markedAt.getTime() >= AUTO_CONFIRM_DAYS * DAY_MS;
}

/** When a marked day counts as confirmed unless the laborer acts first. */
export const autoConfirmsAt = (markedAt: Date) => new Date(markedAt.getTime() + AUTO_CONFIRM_DAYS * DAY_MS);

/** Rupees to paise: a whole number of rupees, or rupees with at most two decimals (900.5 → 90050). */
export function paiseOf(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Paise as rupees with two decimals, as the REST API and UPI write amounts: 90050 → "900.50". */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export interface WageRecord {
  /** The agreed rate for a full day, in paise. */
  dailyRatePaise: number;
  days: readonly Pick<WorkDay, "halves" | "status" | "markedAt">[];
  /** Agreed extras (travel, a bonus), in paise. */
  extras: readonly { amountPaise: number }[];
  /** Payments the employer recorded, in paise. */
  payments: readonly { amountPaise: number }[];
}

export interface WageSums {
  /** Halves of days that count (3 = one and a half days). */
  halvesWorked: number;
  duePaise: number;
  paidPaise: number;
  /** What is still owed (negative when more was paid than is due). */
  balancePaise: number;
}

/** Due = the days that count × the daily rate (a half day is half of it) + the extras; balance = due − paid. */
export function wageSums(record: WageRecord, now: Date): WageSums {
  const halvesWorked = record.days.reduce((sum, day) => sum + (dayCounts(day, now) ? day.halves : 0), 0);
  // The rate is whole rupees, so half of it is a whole number of paise.
  const forDays = (halvesWorked * record.dailyRatePaise) / 2;
  const duePaise = forDays + record.extras.reduce((sum, extra) => sum + extra.amountPaise, 0);
  const paidPaise = record.payments.reduce((sum, payment) => sum + payment.amountPaise, 0);
  return { halvesWorked, duePaise, paidPaise, balancePaise: duePaise - paidPaise };
}

/** Whether a balance is overdue: something is owed PAYMENT_DUE_DAYS after the last worked day (YYYY-MM-DD). */
export function isOverdue(balancePaise: number, lastWorkedDay: string | null, today: string): boolean {
  if (balancePaise <= 0 || !lastWorkedDay) return false;
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${lastWorkedDay}T00:00:00Z`)) / DAY_MS;
  return days > PAYMENT_DUE_DAYS;
}

/** A UPI id: name@bank (letters, digits, dot, hyphen and underscore, then the bank's handle). */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

/**
 * The `upi://pay` link that opens the phone's UPI app to pay `amountPaise` to `upiId`: the payee's name, the
 * amount in rupees with two decimals, INR, and a note naming the job.
 */
export function upiPayLink(payment: { upiId: string; name: string; amountPaise: number; note: string }): string {
  const params = new URLSearchParams({
    pa: payment.upiId,
    pn: payment.name,
    am: rupeesText(payment.amountPaise),
    cu: "INR",
    tn: payment.note,
  });
  return `upi://pay?${params.toString().replaceAll("+", "%20")}`;
}

/** The median of `values` (the mean of the middle two for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The most a single payment or extra may be (₹10,00,000), in paise: a typo of a few zeros is refused. */
export const MAX_AMOUNT_PAISE = 100_000_000;
/** Payments and extras one work record may hold. */
export const WAGE_LIMITS = { paymentsPerApplication: 100, extrasPerApplication: 20 } as const;
/** The longest dispute note, extra label and UPI reference. */
export const WAGE_TEXT_LIMITS = { note: 500, label: 60, reference: 40 } as const;
/** A UPI transaction reference: letters and digits (banks print 12 digits). */
export const UPI_REFERENCE_PATTERN = /^[A-Za-z0-9]{6,40}$/;
/** A statement's verification code: 10 letters and digits with no look-alikes, shown as XXXXX-XXXXX. */
export const STATEMENT_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const STATEMENT_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{5}-?[2-9A-HJKMNP-Z]{5}$/;
/** A statement covers at most this many days. */
export const STATEMENT_MAX_DAYS = 366;

/** The code as printed (XXXXX-XXXXX), from any case and with or without its hyphen; null if it cannot be one. */
export function normalStatementCode(text: string): string | null {
  const upper = text.trim().toUpperCase();
  if (!STATEMENT_CODE_PATTERN.test(upper)) return null;
  const bare = upper.replace("-", "");
  return `${bare.slice(0, 5)}-${bare.slice(5)}`;
}

/** Whether `rupees` is a positive amount in whole paise no larger than MAX_AMOUNT_PAISE. */
export function amountProblem(rupees: number): string | null {
  if (!Number.isFinite(rupees) || rupees <= 0) return WAGE_MESSAGES.amount;
  if (Math.abs(rupees * 100 - Math.round(rupees * 100)) > 1e-6) return WAGE_MESSAGES.amount;
  if (paiseOf(rupees) > MAX_AMOUNT_PAISE) return WAGE_MESSAGES.amountTooLarge;
  return null;
}

/** The India day (YYYY-MM-DD) that `at` falls in. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The instant an India day (YYYY-MM-DD) plus `days` begins. */
export function indiaDayBegins(date: string, days = 0): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS - 5.5 * 60 * 60 * 1000);
}

/** When a balance for work whose last day was `lastWorkedDay` becomes overdue (isOverdue turns true). */
export const overdueFrom = (lastWorkedDay: string) => indiaDayBegins(lastWorkedDay, PAYMENT_DUE_DAYS + 1);

/** What a person is told when the work record refuses something. */
export const WAGE_MESSAGES = {
  notFound: /*i18n*/ "Work record not found",
  notHired: /*i18n*/ "Work can be recorded only for a worker you hired",
  onlyEmployer: /*i18n*/ "Only the employer who hired this worker can do this",
  onlyLaborer: /*i18n*/ "Only the worker can do this",
  date: /*i18n*/ "Choose a day in the last 30 days, up to today",
  portion: /*i18n*/ "Choose a full day or a half day",
  dayNotFound: /*i18n*/ "That day is not in the work record",
  dayConfirmed: /*i18n*/ "That day is already confirmed",
  dayCounts: /*i18n*/ "That day already counts as worked",
  note: /*i18n*/ "Keep the note within 500 characters",
  amount: /*i18n*/ "Enter an amount in rupees, more than 0, with at most two decimals",
  amountTooLarge: /*i18n*/ "That amount is too large",
  method: /*i18n*/ "Choose cash or UPI",
  reference: /*i18n*/ "Enter the UPI reference: 6 to 40 letters and digits",
  label: /*i18n*/ "Give the extra a name of at most 60 characters",
  tooManyPayments: /*i18n*/ "This work record has the most payments it can hold",
  tooManyExtras: /*i18n*/ "This work record has the most extras it can hold",
  paymentNotFound: /*i18n*/ "Payment not found",
  paymentConfirmed: /*i18n*/ "You already confirmed this payment",
  upiId: /*i18n*/ "Enter a UPI id like name@bank",
  period: /*i18n*/ "Choose a period of at most a year, its start before its end",
  statementNotFound: /*i18n*/ "No statement has this code",
} as const;

/** The words the app shows a work record with. */
export const WAGE_LABELS = {
  full: /*i18n*/ "Full day",
  half: /*i18n*/ "Half day",
  marked: /*i18n*/ "Waiting for the worker",
  confirmed: /*i18n*/ "Confirmed",
  disputed: /*i18n*/ "Disputed",
  cash: /*i18n*/ "Cash",
  upi: /*i18n*/ "UPI",
} as const;
