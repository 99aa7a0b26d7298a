// A laborer's earnings for a period (India days, inclusive): per hire, the days in the period that count, what
// they earned at the agreed rate (with the extras agreed in the period), the payments made in the period, and
// what is still owed on that hire; and the same by employer. A work statement is these totals, kept under a code.
import { randomInt } from "node:crypto";
import type { Prisma } from "../../generated/prisma/client.ts";
import type { PaymentMethod } from "../../generated/prisma/enums.ts";
import { STATEMENT_CODE_ALPHABET, dayCounts, indiaDate, indiaDayBegins } from "../../rules/wages.ts";
import { nameOf } from "./work-days.ts";
import { WORK_RECORD_SELECT, dayText, ratePaiseOf, sumsOf } from "./work-record.ts";

type Db = Pick<Prisma.TransactionClient, "application">;

export interface EarningsJob {
  applicationId: number;
  jobTitle: string;
  employerName: string;
  ratePaise: number;
  days: { date: string; halves: number }[];
  halves: number;
  earnedPaise: number;
  payments: { amountPaise: number; method: PaymentMethod; paidAt: Date; confirmed: boolean }[];
  paidPaise: number;
  duePaise: number;
}

export interface EmployerEarnings {
  employerName: string;
  jobs: number;
  halves: number;
  earnedPaise: number;
  paidPaise: number;
  duePaise: number;
}

export interface Earnings {
  from: string;
  to: string;
  halves: number;
  earnedPaise: number;
  paidPaise: number;
  duePaise: number;
  jobs: EarningsJob[];
  byEmployer: EmployerEarnings[];
}

const inPeriod = (day: string, from: string, to: string) => day >= from && day <= to;

/** The laborer's earnings from `from` to `to` (YYYY-MM-DD, inclusive) as they stand at `now`. */
export async function earningsOf(db: Db, laborerId: number, from: string, to: string, now: Date): Promise<Earnings> {
  const rows = await db.application.findMany({
    where: {
      laborerId,
      status: "accepted",
      OR: [
        { workDays: { some: { date: { gte: new Date(`${from}T00:00:00Z`), lte: new Date(`${to}T00:00:00Z`) } } } },
        { payments: { some: { paidAt: { gte: indiaDayBegins(from), lt: indiaDayBegins(to, 1) } } } },
      ],
    },
    select: {
      ...WORK_RECORD_SELECT,
      job: { select: { ...WORK_RECORD_SELECT.job.select, employer: { select: NAME } } },
    },
    orderBy: { id: "asc" },
  });
  const jobs = rows.map((row): EarningsJob => {
    const ratePaise = ratePaiseOf(row);
    const days = row.workDays
      .filter((day) => inPeriod(dayText(day.date), from, to) && dayCounts(day, now))
      .map((day) => ({ date: dayText(day.date), halves: day.halves }));
    const halves = days.reduce((sum, day) => sum + day.halves, 0);
    const extras = row.extras
      .filter((extra) => inPeriod(indiaDate(extra.createdAt), from, to))
      .reduce((sum, extra) => sum + extra.amountPaise, 0);
    const payments = row.payments
      .filter((payment) => inPeriod(indiaDate(payment.paidAt), from, to))
      .map((payment) => ({
        amountPaise: payment.amountPaise,
        method: payment.method,
        paidAt: payment.paidAt,
        confirmed: payment.confirmedAt !== null,
      }));
    return {
      applicationId: row.id,
      jobTitle: row.job.title,
      employerName: nameOf(row.job.employer),
      ratePaise,
      days,
      halves,
      earnedPaise: (halves * ratePaise) / 2 + extras,
      payments,
      paidPaise: payments.reduce((sum, payment) => sum + payment.amountPaise, 0),
      duePaise: Math.max(0, sumsOf(row, now).balancePaise),
    };
  });
  const byEmployer = new Map<string, EmployerEarnings>();
  for (const job of jobs) {
    const entry = byEmployer.get(job.employerName) ?? {
      employerName: job.employerName,
      jobs: 0,
      halves: 0,
      earnedPaise: 0,
      paidPaise: 0,
      duePaise: 0,
    };
    entry.jobs += 1;
    entry.halves += job.halves;
    entry.earnedPaise += job.earnedPaise;
    entry.paidPaise += job.paidPaise;
    entry.duePaise += job.duePaise;
    byEmployer.set(job.employerName, entry);
  }
  const total = (pick: (job: EarningsJob) => number) => jobs.reduce((sum, job) => sum + pick(job), 0);
  return {
    from,
    to,
    halves: total((job) => job.halves),
    earnedPaise: total((job) => job.earnedPaise),
    paidPaise: total((job) => job.paidPaise),
    duePaise: total((job) => job.duePaise),
    jobs,
    byEmployer: [...byEmployer.values()],
  };
}

const NAME = { firstName: true, lastName: true, businessName: true } as const;

/** A new verification code, XXXXX-XXXXX from STATEMENT_CODE_ALPHABET. */
export function newStatementCode(): string {
  const pick = () => STATEMENT_CODE_ALPHABET[randomInt(STATEMENT_CODE_ALPHABET.length)];
  const part = () => Array.from({ length: 5 }, pick).join("");
  return `${part()}-${part()}`;
}
