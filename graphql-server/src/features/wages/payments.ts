// Money on a work record. The employer records a payment (cash, or UPI with its reference) and agreed extras;
// the laborer confirms each payment she received. A payment that settles the balance before it is overdue makes
// the work "paid on time". Each record holds at most WAGE_LIMITS payments and extras.
import type { Prisma } from "../../generated/prisma/client.ts";
import type { PaymentMethod } from "../../generated/prisma/enums.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../errors/app-errors.ts";
import {
  MAX_AMOUNT_PAISE,
  UPI_REFERENCE_PATTERN,
  WAGE_LIMITS,
  WAGE_MESSAGES,
  WAGE_TEXT_LIMITS,
} from "../../rules/wages.ts";
import { type Notifier, notify } from "../notifications/index.ts";
import { LABORER_RECORD_LINK, NAME_SELECT, nameOf } from "./work-days.ts";
import { judgePaymentTiming, workRecordFor } from "./work-record.ts";

type Tx = Prisma.TransactionClient;

/** A whole number of paise above 0 and at most MAX_AMOUNT_PAISE, or the refusal. */
function checkAmount(amountPaise: number) {
  if (!Number.isInteger(amountPaise) || amountPaise <= 0)
    throw new ValidationError(WAGE_MESSAGES.amount, { amount: WAGE_MESSAGES.amount });
  if (amountPaise > MAX_AMOUNT_PAISE)
    throw new ValidationError(WAGE_MESSAGES.amountTooLarge, { amount: WAGE_MESSAGES.amountTooLarge });
}

export interface PaymentInput {
  applicationId: number;
  viewerId: number;
  amountPaise: number;
  method: PaymentMethod;
  reference?: string | null;
}

/** Records a payment; tells the laborer to confirm it; judges whether the work was paid on time. */
export async function recordPayment(tx: Tx, notifier: Notifier, input: PaymentInput): Promise<number> {
  checkAmount(input.amountPaise);
  const reference = input.reference?.trim() || null;
  if (input.method === "upi" && !(reference && UPI_REFERENCE_PATTERN.test(reference)))
    throw new ValidationError(WAGE_MESSAGES.reference, { reference: WAGE_MESSAGES.reference });
  const { row, party } = await workRecordFor(tx, input.applicationId, input.viewerId, WAGE_MESSAGES.notHired);
  if (party !== "employer") throw new ForbiddenError(WAGE_MESSAGES.onlyEmployer);
  if (row.payments.length >= WAGE_LIMITS.paymentsPerApplication) throw new ConflictError(WAGE_MESSAGES.tooManyPayments);
  const now = notifier.queue.now();
  const payment = await tx.wagePayment.create({
    data: {
      applicationId: row.id,
      amountPaise: input.amountPaise,
      method: input.method,
      reference: input.method === "upi" ? reference : null,
      paidAt: now,
    },
  });
  await judgePaymentTiming(tx, { ...row, payments: [...row.payments, payment] }, now);
  const employer = await tx.user.findUnique({ where: { id: input.viewerId }, select: NAME_SELECT });
  await notify(tx, notifier, {
    userId: row.laborerId,
    event: "payment_recorded",
    actorId: input.viewerId,
    values: { name: nameOf(employer), job: row.job.title },
    formatted: { money: { amount: input.amountPaise } },
    link: LABORER_RECORD_LINK,
  });
  return payment.id;
}

/** The laborer confirms she received a payment (once). Someone else's payment is as unknown as a missing one. */
export async function confirmPayment(tx: Tx, notifier: Notifier, paymentId: number, viewerId: number): Promise<number> {
  const payment = await tx.wagePayment.findUnique({
    where: { id: paymentId },
    select: { applicationId: true, confirmedAt: true, application: { select: { laborerId: true, job: true } } },
  });
  if (!payment) throw new NotFoundError(WAGE_MESSAGES.paymentNotFound);
  const { laborerId, job } = payment.application;
  if (laborerId !== viewerId) {
    if (job.employerId === viewerId) throw new ForbiddenError(WAGE_MESSAGES.onlyLaborer);
    throw new NotFoundError(WAGE_MESSAGES.paymentNotFound);
  }
  // Two confirmations at once: only the one that finds it unconfirmed writes.
  const { count } = await tx.wagePayment.updateMany({
    where: { id: paymentId, confirmedAt: null },
    data: { confirmedAt: notifier.queue.now() },
  });
  if (count === 0) throw new ConflictError(WAGE_MESSAGES.paymentConfirmed);
  return payment.applicationId;
}

export interface ExtraInput {
  applicationId: number;
  viewerId: number;
  label: string;
  amountPaise: number;
}

/** The employer adds an agreed extra (travel, a bonus): it adds to what is due. */
export async function addExtra(tx: Tx, notifier: Notifier, input: ExtraInput): Promise<void> {
  const label = input.label.trim();
  if (!label || label.length > WAGE_TEXT_LIMITS.label)
    throw new ValidationError(WAGE_MESSAGES.label, { label: WAGE_MESSAGES.label });
  checkAmount(input.amountPaise);
  const { row, party } = await workRecordFor(tx, input.applicationId, input.viewerId, WAGE_MESSAGES.notHired);
  if (party !== "employer") throw new ForbiddenError(WAGE_MESSAGES.onlyEmployer);
  if (row.extras.length >= WAGE_LIMITS.extrasPerApplication) throw new ConflictError(WAGE_MESSAGES.tooManyExtras);
  await tx.wageExtra.create({
    data: { applicationId: row.id, label, amountPaise: input.amountPaise, createdAt: notifier.queue.now() },
  });
}
