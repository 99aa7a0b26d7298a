// Work and wages in GraphQL: an accepted application's work record (its two parties only), the writes on it, a
// laborer's earnings and work statements, a statement's public check, and an employer's payment record.
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import type { Context } from "../../graphql/context.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../errors/app-errors.ts";
import { databaseIdOf, globalIdOf } from "../../graphql/global-id.ts";
import { PaymentMethod, WorkDayStatus } from "../../generated/prisma/enums.ts";
import { WAGE_MESSAGES, autoConfirmsAt, dayCounts, overdueFrom, upiPayLink } from "../../rules/wages.ts";
import { personName } from "../../rules/person-name.ts";
import { addExtra, confirmPayment, recordPayment } from "./payments.ts";
import { confirmWorkDay, disputeWorkDay, markWorkDay } from "./work-days.ts";
import { WORK_RECORD_SELECT, type WorkRecordRow, type WorkRecordSums, dayText, sumsOf } from "./work-record.ts";
import "./earnings-schema.ts";

const WorkPortionEnum = builder.enumType("WorkPortion", {
  description: "A worked day: a full day, or a half day (half the daily rate).",
  values: { full: { value: 2 }, half: { value: 1 } } as const,
});
builder.enumType(WorkDayStatus, {
  name: "WorkDayStatus",
  description: "marked: waiting for the worker (it counts once AUTO_CONFIRM_DAYS pass); confirmed; disputed.",
});
builder.enumType(PaymentMethod, { name: "PaymentMethod", description: "How wages were paid: cash or UPI." });

type WorkDayRow = WorkRecordRow["workDays"][number];
type WorkRecord = WorkRecordRow & {
  now: Date;
  viewerId: number;
  /** The record's sums at `now`, made once for all its fields. */
  sums: WorkRecordSums;
  laborer: { upiId: string | null; firstName: string | null; lastName: string | null };
};

/** The record as its fields read it: the viewer, the clock, and the sums made once. */
function recordAt(row: Omit<WorkRecord, "now" | "viewerId" | "sums">, now: Date, viewerId: number): WorkRecord {
  return { ...row, now, viewerId, sums: sumsOf(row, now) };
}

const WorkDayRef = builder.objectRef<WorkDayRow & { now: Date }>("WorkDay").implement({
  description: "One day of a work record.",
  fields: (t) => ({
    date: t.field({ type: "Date", description: "The day worked (India's calendar).", resolve: (day) => day.date }),
    portion: t.field({
      type: WorkPortionEnum,
      description: "Full or half day.",
      resolve: (day) => day.halves as 1 | 2,
    }),
    status: t.field({ type: WorkDayStatus, description: "As the worker answered.", resolve: (day) => day.status }),
    counts: t.boolean({
      description: "Whether it counts towards wages: confirmed, or marked and left alone for 3 days.",
      resolve: (day) => dayCounts(day, day.now),
    }),
    autoConfirmsAt: t.field({
      type: "DateTime",
      nullable: true,
      description: "While waiting for the worker: when it counts unless she disputes it.",
      resolve: (day) => (day.status === "marked" && !dayCounts(day, day.now) ? autoConfirmsAt(day.markedAt) : null),
    }),
    note: t.string({ nullable: true, description: "The worker's note on a dispute.", resolve: (day) => day.note }),
  }),
});

const WageExtraRef = builder.objectRef<WorkRecordRow["extras"][number]>("WageExtra").implement({
  description: "An agreed extra on top of the daily wages (travel, a bonus).",
  fields: (t) => ({
    label: t.exposeString("label", { description: "What it is for." }),
    amountPaise: t.exposeInt("amountPaise", { description: "In paise (₹1 = 100)." }),
  }),
});

const WagePaymentRef = builder.objectRef<WorkRecordRow["payments"][number]>("WagePayment").implement({
  description: "A payment of wages the employer recorded.",
  fields: (t) => ({
    id: t.id({ description: "The payment's global id.", resolve: (payment) => globalIdOf("WagePayment", payment.id) }),
    databaseId: t.exposeInt("id", { description: "The plain numeric id (the REST shim's `id`)." }),
    amountPaise: t.exposeInt("amountPaise", { description: "In paise (₹1 = 100)." }),
    method: t.field({ type: PaymentMethod, description: "Cash or UPI.", resolve: (payment) => payment.method }),
    reference: t.exposeString("reference", { nullable: true, description: "The UPI transaction reference." }),
    paidAt: t.expose("paidAt", { type: "DateTime", description: "When the employer recorded it." }),
    confirmedAt: t.expose("confirmedAt", {
      type: "DateTime",
      nullable: true,
      description: "When the worker confirmed she received it (null until then).",
    }),
  }),
});

const WorkRecordRef = builder.objectRef<WorkRecord>("WorkRecord").implement({
  description:
    "The days a hired worker worked, what is due for them at the agreed rate, and what was paid. Money in paise. " +
    "Only the job's employer and the worker see it.",
  fields: (t) => ({
    viewerIsEmployer: t.boolean({
      description: "Whether the viewer is the employer (else the worker).",
      resolve: (record) => record.job.employerId === record.viewerId,
    }),
    ratePaise: t.int({
      description: "The agreed daily rate.",
      resolve: (record) => record.sums.ratePaise,
    }),
    days: t.field({
      type: [WorkDayRef],
      description: "The marked days, oldest first.",
      resolve: (record) => record.workDays.map((day) => ({ ...day, now: record.now })),
    }),
    extras: t.field({ type: [WageExtraRef], description: "Agreed extras.", resolve: (record) => record.extras }),
    payments: t.field({ type: [WagePaymentRef], description: "Payments, oldest first.", resolve: (r) => r.payments }),
    halvesWorked: t.int({
      description: "Half days that count (3 = one and a half days).",
      resolve: (record) => record.sums.halvesWorked,
    }),
    duePaise: t.int({ description: "Counted days × rate + extras.", resolve: (r) => r.sums.duePaise }),
    paidPaise: t.int({ description: "Payments recorded.", resolve: (r) => r.sums.paidPaise }),
    balancePaise: t.int({
      description: "Due − paid (negative when paid ahead).",
      resolve: (r) => r.sums.balancePaise,
    }),
    lastWorkedDay: t.field({
      type: "Date",
      nullable: true,
      description: "The last day marked and not disputed.",
      resolve: (r) => {
        const day = r.sums.lastWorkedDay;
        return day ? new Date(`${day}T00:00:00Z`) : null;
      },
    }),
    dueBy: t.field({
      type: "DateTime",
      nullable: true,
      description: "When an unpaid balance becomes overdue (7 days after the last worked day).",
      resolve: (r) => {
        const day = r.sums.lastWorkedDay;
        return day ? overdueFrom(day) : null;
      },
    }),
    overdue: t.boolean({
      description: "Something is still owed 7 days after the last worked day.",
      resolve: (r) => r.sums.overdue,
    }),
    workerHasUpiId: t.boolean({
      description: "For the employer: whether the worker gave a UPI id to be paid to.",
      resolve: (r) => r.job.employerId === r.viewerId && !!r.laborer.upiId,
    }),
    upiPayLink: t.string({
      nullable: true,
      description:
        "For the employer, while something is owed and the worker gave a UPI id: the upi://pay link that pays the " +
        "balance to her (pa, pn, am, cu=INR, tn naming the job).",
      resolve: (r) => {
        const { balancePaise } = r.sums;
        if (r.job.employerId !== r.viewerId || !r.laborer.upiId || balancePaise <= 0) return null;
        return upiPayLink({
          upiId: r.laborer.upiId,
          name: personName(r.laborer) ?? "",
          amountPaise: balancePaise,
          note: `KhetSetu: ${r.job.title}`.slice(0, 50),
        });
      },
    }),
  }),
});

const recordSelect = {
  ...WORK_RECORD_SELECT,
  laborer: { select: { upiId: true, firstName: true, lastName: true } },
} as const;

builder.prismaObjectFields("Application", (t) => ({
  workRecord: t.field({
    type: WorkRecordRef,
    nullable: true,
    description:
      "The work record of an accepted application, for its laborer and the job's employer; null before it is accepted.",
    select: recordSelect,
    resolve: (application, _args, ctx) => {
      const row = application as unknown as WorkRecord;
      const viewerId = ctx.viewer?.id;
      if (viewerId === undefined || row.status !== "accepted") return null;
      if (row.laborerId !== viewerId && row.job.employerId !== viewerId) return null;
      return recordAt(row, ctx.notifications.queue.now(), viewerId);
    },
  }),
}));

builder.prismaObjectFields("User", (t) => ({
  upiId: t.string({
    nullable: true,
    description: "The UPI id wages are paid to; only the person themselves reads it here.",
    select: { id: true, upiId: true },
    resolve: (user, _args, ctx) => (ctx.viewer?.id === user.id ? user.upiId : null),
  }),
  paidOnTimeCount: t.exposeInt("paidOnTimeCount", {
    description: "Employers: hires whose wages were paid in full within 7 days of the last worked day.",
  }),
  paidLateCount: t.exposeInt("paidLateCount", {
    description: "Employers: hires whose wages were still owed 7 days after the last worked day.",
  }),
}));

builder.queryField("workRecord", (t) =>
  t.field({
    type: WorkRecordRef,
    description:
      "An accepted application's work record, for its laborer and the job's employer (NotFound for anyone else, " +
      "and Forbidden before the application is accepted).",
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError, ForbiddenError] },
    args: { applicationId: t.arg.id({ required: true, description: "The application's global id." }) },
    resolve: async (_root, args, ctx) => {
      const applicationId = applicationIdOf(args.applicationId);
      const viewerId = ctx.viewer!.id;
      const row = await ctx.prisma.application.findUnique({ where: { id: applicationId }, select: recordSelect });
      if (!row || (row.laborerId !== viewerId && row.job.employerId !== viewerId))
        throw new NotFoundError(WAGE_MESSAGES.notFound);
      if (row.status !== "accepted") throw new ForbiddenError(WAGE_MESSAGES.notHired);
      return recordAt(row, ctx.notifications.queue.now(), viewerId);
    },
  }),
);

const applicationIdArg = { required: true, description: "The application's global id." } as const;

/** The application's id, or NotFound. */
function applicationIdOf(id: string | number): number {
  const applicationId = databaseIdOf("Application", String(id));
  if (applicationId === null) throw new NotFoundError(WAGE_MESSAGES.notFound);
  return applicationId;
}

/** Runs a write on the record in one transaction and answers with the application as it then is. */
function onRecord(
  ctx: Context,
  query: object,
  applicationId: number,
  write: (tx: Prisma.TransactionClient) => Promise<unknown>,
) {
  return ctx.prisma.$transaction(async (tx) => {
    await write(tx);
    return tx.application.findUniqueOrThrow({ ...query, where: { id: applicationId } });
  });
}

const ERRORS = { types: [ValidationError, NotFoundError, ForbiddenError, ConflictError] };
const signedIn = { signedIn: true } as const;

builder.mutationFields((t) => ({
  markWorkDay: t.prismaField({
    type: "Application",
    description:
      "The employer marks a day the hired worker worked (full or half), in the last 30 days up to today. " +
      "Marking a day again corrects it unless she confirmed it. She is told, and it counts after 3 days unless " +
      "she disputes it.",
    authScopes: signedIn,
    errors: ERRORS,
    args: {
      applicationId: t.arg.id(applicationIdArg),
      date: t.arg({ type: "Date", required: true, description: "The day, YYYY-MM-DD." }),
      portion: t.arg({ type: WorkPortionEnum, required: true, description: "Full or half day." }),
    },
    resolve: (query, _root, args, ctx) => {
      const applicationId = applicationIdOf(args.applicationId as string);
      return onRecord(ctx, query, applicationId, (tx) =>
        markWorkDay(tx, ctx.notifications, {
          applicationId,
          viewerId: ctx.viewer!.id,
          date: dayText(args.date as Date),
          halves: args.portion,
        }),
      );
    },
  }),
  confirmWorkDay: t.prismaField({
    type: "Application",
    description: "The worker confirms a marked (or earlier disputed) day: it counts.",
    authScopes: signedIn,
    errors: ERRORS,
    args: {
      applicationId: t.arg.id(applicationIdArg),
      date: t.arg({ type: "Date", required: true, description: "The day, YYYY-MM-DD." }),
    },
    resolve: (query, _root, args, ctx) => {
      const applicationId = applicationIdOf(args.applicationId as string);
      return onRecord(ctx, query, applicationId, (tx) =>
        confirmWorkDay(tx, ctx.notifications, {
          applicationId,
          viewerId: ctx.viewer!.id,
          date: dayText(args.date as Date),
        }),
      );
    },
  }),
  disputeWorkDay: t.prismaField({
    type: "Application",
    description:
      "The worker disputes a marked day (within 3 days of its marking), with an optional note of at most 500 " +
      "characters: it does not count; the employer is told and the moderators get the record.",
    authScopes: signedIn,
    errors: ERRORS,
    args: {
      applicationId: t.arg.id(applicationIdArg),
      date: t.arg({ type: "Date", required: true, description: "The day, YYYY-MM-DD." }),
      note: t.arg.string({ description: "What was wrong with it." }),
    },
    resolve: (query, _root, args, ctx) => {
      const applicationId = applicationIdOf(args.applicationId as string);
      return onRecord(ctx, query, applicationId, (tx) =>
        disputeWorkDay(tx, ctx.notifications, {
          applicationId,
          viewerId: ctx.viewer!.id,
          date: dayText(args.date as Date),
          note: args.note,
        }),
      );
    },
  }),
  recordWagePayment: t.prismaField({
    type: "Application",
    description:
      "The employer records a payment of wages: an amount in paise (at most ₹10,00,000), cash or UPI (with its " +
      "reference). The worker is told to confirm it. At most 100 payments per record.",
    authScopes: signedIn,
    errors: ERRORS,
    args: {
      applicationId: t.arg.id(applicationIdArg),
      amountPaise: t.arg.int({ required: true, description: "The amount in paise (₹900 = 90000)." }),
      method: t.arg({ type: PaymentMethod, required: true, description: "Cash or UPI." }),
      reference: t.arg.string({ description: "UPI: the transaction reference (6-40 letters and digits)." }),
    },
    resolve: (query, _root, args, ctx) => {
      const applicationId = applicationIdOf(args.applicationId as string);
      return onRecord(ctx, query, applicationId, (tx) =>
        recordPayment(tx, ctx.notifications, {
          applicationId,
          viewerId: ctx.viewer!.id,
          amountPaise: args.amountPaise,
          method: args.method,
          reference: args.reference,
        }),
      );
    },
  }),
  confirmWagePayment: t.prismaField({
    type: "Application",
    description: "The worker confirms she received a payment (once).",
    authScopes: signedIn,
    errors: ERRORS,
    args: { paymentId: t.arg.id({ required: true, description: "The payment's global id." }) },
    resolve: (query, _root, args, ctx) => {
      const paymentId = databaseIdOf("WagePayment", String(args.paymentId));
      if (paymentId === null) throw new NotFoundError(WAGE_MESSAGES.paymentNotFound);
      return ctx.prisma.$transaction(async (tx) => {
        const applicationId = await confirmPayment(tx, ctx.notifications, paymentId, ctx.viewer!.id);
        return tx.application.findUniqueOrThrow({ ...query, where: { id: applicationId } });
      });
    },
  }),
  addWageExtra: t.prismaField({
    type: "Application",
    description: "The employer adds an agreed extra (a label of at most 60 characters and an amount in paise).",
    authScopes: signedIn,
    errors: ERRORS,
    args: {
      applicationId: t.arg.id(applicationIdArg),
      label: t.arg.string({ required: true, description: "What it is for (travel, a bonus)." }),
      amountPaise: t.arg.int({ required: true, description: "The amount in paise." }),
    },
    resolve: (query, _root, args, ctx) => {
      const applicationId = applicationIdOf(args.applicationId as string);
      return onRecord(ctx, query, applicationId, (tx) =>
        addExtra(tx, ctx.notifications, {
          applicationId,
          viewerId: ctx.viewer!.id,
          label: args.label,
          amountPaise: args.amountPaise,
        }),
      );
    },
  }),
}));
