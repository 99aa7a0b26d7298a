// A laborer's earnings in GraphQL (myEarnings), her work statements (createWorkStatement), and the public check of
// a statement's code (workStatement): its totals and her name, never her phone number.
import { builder } from "../../graphql/builder.ts";
import { NotFoundError, ValidationError } from "../../errors/app-errors.ts";
import { personName } from "../../rules/person-name.ts";
import { STATEMENT_MAX_DAYS, WAGE_MESSAGES, normalStatementCode } from "../../rules/wages.ts";
import { type Earnings, type EarningsJob, type EmployerEarnings, earningsOf, newStatementCode } from "./earnings.ts";
import { dayText } from "./work-record.ts";

const EarningsPaymentRef = builder.objectRef<EarningsJob["payments"][number]>("EarningsPayment").implement({
  description: "A payment made in the period.",
  fields: (t) => ({
    amountPaise: t.exposeInt("amountPaise", { description: "In paise." }),
    method: t.string({ description: "cash or upi.", resolve: (payment) => payment.method }),
    paidAt: t.expose("paidAt", { type: "DateTime", description: "When the employer recorded it." }),
    confirmed: t.exposeBoolean("confirmed", { description: "Whether the worker confirmed she received it." }),
  }),
});

const EarningsDayRef = builder.objectRef<EarningsJob["days"][number]>("EarningsDay").implement({
  description: "A day in the period that counts.",
  fields: (t) => ({
    date: t.field({ type: "Date", description: "The day.", resolve: (day) => new Date(`${day.date}T00:00:00Z`) }),
    halves: t.exposeInt("halves", { description: "2 for a full day, 1 for a half." }),
  }),
});

const EarningsJobRef = builder.objectRef<EarningsJob>("EarningsJob").implement({
  description: "One hire's work in the period.",
  fields: (t) => ({
    applicationId: t.exposeInt("applicationId", { description: "The application's plain id." }),
    jobTitle: t.exposeString("jobTitle", { description: "The job." }),
    employerName: t.exposeString("employerName", { description: "Who hired her." }),
    ratePaise: t.exposeInt("ratePaise", { description: "The agreed daily rate." }),
    days: t.field({ type: [EarningsDayRef], description: "The counted days.", resolve: (job) => job.days }),
    halves: t.exposeInt("halves", { description: "Half days that count in the period." }),
    earnedPaise: t.exposeInt("earnedPaise", { description: "Earned in the period: days × rate + extras." }),
    payments: t.field({
      type: [EarningsPaymentRef],
      description: "Payments in the period.",
      resolve: (j) => j.payments,
    }),
    paidPaise: t.exposeInt("paidPaise", { description: "Paid in the period." }),
    duePaise: t.exposeInt("duePaise", { description: "Still owed on this hire now." }),
  }),
});

const EmployerEarningsRef = builder.objectRef<EmployerEarnings>("EmployerEarnings").implement({
  description: "The period's work for one employer.",
  fields: (t) => ({
    employerName: t.exposeString("employerName", { description: "The employer." }),
    jobs: t.exposeInt("jobs", { description: "Hires with work in the period." }),
    halves: t.exposeInt("halves", { description: "Half days that count." }),
    earnedPaise: t.exposeInt("earnedPaise", { description: "Earned." }),
    paidPaise: t.exposeInt("paidPaise", { description: "Paid." }),
    duePaise: t.exposeInt("duePaise", { description: "Still owed." }),
  }),
});

const EarningsRef = builder.objectRef<Earnings>("Earnings").implement({
  description: "A laborer's work and wages for a period. Money in paise.",
  fields: (t) => ({
    from: t.field({ type: "Date", description: "The first day.", resolve: (e) => new Date(`${e.from}T00:00:00Z`) }),
    to: t.field({ type: "Date", description: "The last day.", resolve: (e) => new Date(`${e.to}T00:00:00Z`) }),
    halves: t.exposeInt("halves", { description: "Half days worked that count (3 = one and a half days)." }),
    earnedPaise: t.exposeInt("earnedPaise", { description: "Earned in the period." }),
    paidPaise: t.exposeInt("paidPaise", { description: "Paid in the period." }),
    duePaise: t.exposeInt("duePaise", { description: "Still owed on the period's hires." }),
    jobs: t.field({ type: [EarningsJobRef], description: "Each hire.", resolve: (e) => e.jobs }),
    byEmployer: t.field({ type: [EmployerEarningsRef], description: "By employer.", resolve: (e) => e.byEmployer }),
  }),
});

interface Statement {
  code: string;
  fromDate: Date;
  toDate: Date;
  jobs: number;
  halves: number;
  earnedPaise: number;
  paidPaise: number;
  duePaise: number;
  createdAt: Date;
  laborer: { firstName: string | null; lastName: string | null };
}

const WorkStatementRef = builder.objectRef<Statement>("WorkStatement").implement({
  description:
    "A work statement as issued: its totals, checkable by anyone with its code. It names the worker; it never " +
    "carries her phone number.",
  fields: (t) => ({
    code: t.exposeString("code", { description: "The verification code, XXXXX-XXXXX." }),
    from: t.expose("fromDate", { type: "Date", description: "The first day it covers." }),
    to: t.expose("toDate", { type: "Date", description: "The last day it covers." }),
    jobs: t.exposeInt("jobs", { description: "Hires with work in the period." }),
    halves: t.exposeInt("halves", { description: "Half days worked." }),
    earnedPaise: t.exposeInt("earnedPaise", { description: "Earned." }),
    paidPaise: t.exposeInt("paidPaise", { description: "Paid." }),
    duePaise: t.exposeInt("duePaise", { description: "Owed when issued." }),
    issuedAt: t.expose("createdAt", { type: "DateTime", description: "When it was issued." }),
    workerName: t.string({
      nullable: true,
      description: "The worker's name as on the statement (not for partner keys).",
      resolve: (statement, _args, ctx) => (ctx.partner ? null : personName(statement.laborer)),
    }),
  }),
});

/** The period's days, or the refusal: from ≤ to, at most STATEMENT_MAX_DAYS. */
function period(from: Date, to: Date): { from: string; to: string } {
  const days = (to.getTime() - from.getTime()) / 86_400_000 + 1;
  if (days < 1 || days > STATEMENT_MAX_DAYS)
    throw new ValidationError(WAGE_MESSAGES.period, { to: WAGE_MESSAGES.period });
  return { from: dayText(from), to: dayText(to) };
}

const statementSelect = {
  code: true,
  fromDate: true,
  toDate: true,
  jobs: true,
  halves: true,
  earnedPaise: true,
  paidPaise: true,
  duePaise: true,
  createdAt: true,
  laborer: { select: { firstName: true, lastName: true } },
} as const;

builder.queryFields((t) => ({
  myEarnings: t.field({
    type: EarningsRef,
    description: "The signed-in laborer's earnings from `from` to `to` (India days, inclusive; at most a year).",
    authScopes: { laborer: true },
    errors: { types: [ValidationError] },
    args: {
      from: t.arg({ type: "Date", required: true, description: "The first day." }),
      to: t.arg({ type: "Date", required: true, description: "The last day." }),
    },
    resolve: (_root, args, ctx) => {
      const days = period(args.from, args.to);
      return earningsOf(ctx.prisma, ctx.viewer!.id, days.from, days.to, ctx.notifications.queue.now());
    },
  }),
  workStatement: t.field({
    type: WorkStatementRef,
    description: "A work statement by its code (anyone may check one); NotFound when no statement has it.",
    errors: { types: [NotFoundError] },
    args: { code: t.arg.string({ required: true, description: "XXXXX-XXXXX (any case, hyphen optional)." }) },
    resolve: async (_root, args, ctx) => {
      const code = normalStatementCode(args.code);
      const statement = code
        ? await ctx.prisma.workStatement.findUnique({ where: { code }, select: statementSelect })
        : null;
      if (!statement) throw new NotFoundError(WAGE_MESSAGES.statementNotFound);
      return statement;
    },
  }),
}));

builder.mutationField("createWorkStatement", (t) =>
  t.field({
    type: WorkStatementRef,
    description:
      "Issues the signed-in laborer's work statement for a period (at most a year): its totals are kept under a " +
      "new verification code. The same period with the same totals gives back the statement already issued.",
    authScopes: { laborer: true },
    errors: { types: [ValidationError] },
    args: {
      from: t.arg({ type: "Date", required: true, description: "The first day." }),
      to: t.arg({ type: "Date", required: true, description: "The last day." }),
    },
    resolve: (_root, args, ctx) => {
      const days = period(args.from, args.to);
      const laborerId = ctx.viewer!.id;
      const now = ctx.notifications.queue.now();
      return ctx.prisma.$transaction(async (tx) => {
        // One laborer at a time: the same statement asked for twice at once is issued once.
        await tx.$queryRaw`SELECT 1 FROM pg_advisory_xact_lock(hashtext('work-statement'), ${laborerId}::int)`;
        const earnings = await earningsOf(tx, laborerId, days.from, days.to, now);
        const totals = {
          laborerId,
          fromDate: new Date(`${days.from}T00:00:00Z`),
          toDate: new Date(`${days.to}T00:00:00Z`),
          jobs: earnings.jobs.length,
          halves: earnings.halves,
          earnedPaise: earnings.earnedPaise,
          paidPaise: earnings.paidPaise,
          duePaise: earnings.duePaise,
        };
        const issued = await tx.workStatement.findFirst({ where: totals, select: statementSelect });
        if (issued) return issued;
        return tx.workStatement.create({
          data: { ...totals, code: newStatementCode(), createdAt: now },
          select: statementSelect,
        });
      });
    },
  }),
);
