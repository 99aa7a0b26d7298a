// The work-and-wages REST paths: a hire's work record, marking and answering its days, payments, a laborer's
// earnings and a statement's public check. Amounts are rupees with two decimals ("900.00"), as UPI writes them.
import { graphql } from "../../generated/graphql/index.ts";
import { PaymentMethod } from "../../generated/prisma/enums.ts";
import type { RestWorkRecordFragment } from "../../generated/graphql/graphql.ts";
import { parseCalendarDate } from "../../graphql/calendar-date.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { refuse } from "../../http/rest/refuse.ts";
import type { RestRequest } from "../../http/rest/rest-row.ts";
import { restRow } from "../../http/rest/rest-row.ts";
import { WAGE_MESSAGES, amountProblem, indiaDate, paiseOf, rupeesText } from "../../rules/wages.ts";

graphql(`
  fragment RestWorkRecord on WorkRecord {
    ratePaise duePaise paidPaise balancePaise halvesWorked overdue lastWorkedDay upiPayLink
    days { date portion status counts autoConfirmsAt note }
    extras { label amountPaise }
    payments { databaseId amountPaise method reference paidAt confirmedAt }
  }
`);

const WORK_RECORD = graphql(`
  query RestWorkRecord($applicationId: ID!) {
    workRecord(applicationId: $applicationId) {
      __typename
      ...RestError
      ... on QueryWorkRecordSuccess { data { ...RestWorkRecord } }
    }
  }
`);

const MARK_DAY = graphql(`
  mutation RestMarkWorkDay($applicationId: ID!, $date: Date!, $portion: WorkPortion!) {
    markWorkDay(applicationId: $applicationId, date: $date, portion: $portion) {
      __typename
      ...RestError
      ... on MutationMarkWorkDaySuccess { data { workRecord { ...RestWorkRecord } } }
    }
  }
`);

const CONFIRM_DAY = graphql(`
  mutation RestConfirmWorkDay($applicationId: ID!, $date: Date!) {
    confirmWorkDay(applicationId: $applicationId, date: $date) {
      __typename
      ...RestError
      ... on MutationConfirmWorkDaySuccess { data { workRecord { ...RestWorkRecord } } }
    }
  }
`);

const DISPUTE_DAY = graphql(`
  mutation RestDisputeWorkDay($applicationId: ID!, $date: Date!, $note: String) {
    disputeWorkDay(applicationId: $applicationId, date: $date, note: $note) {
      __typename
      ...RestError
      ... on MutationDisputeWorkDaySuccess { data { workRecord { ...RestWorkRecord } } }
    }
  }
`);

const RECORD_PAYMENT = graphql(`
  mutation RestRecordWagePayment($applicationId: ID!, $amountPaise: Int!, $method: PaymentMethod!, $reference: String) {
    recordWagePayment(applicationId: $applicationId, amountPaise: $amountPaise, method: $method, reference: $reference) {
      __typename
      ...RestError
      ... on MutationRecordWagePaymentSuccess { data { workRecord { ...RestWorkRecord } } }
    }
  }
`);

const CONFIRM_PAYMENT = graphql(`
  mutation RestConfirmWagePayment($paymentId: ID!) {
    confirmWagePayment(paymentId: $paymentId) {
      __typename
      ...RestError
      ... on MutationConfirmWagePaymentSuccess { data { workRecord { ...RestWorkRecord } } }
    }
  }
`);

const EARNINGS = graphql(`
  query RestEarnings($from: Date!, $to: Date!) {
    myEarnings(from: $from, to: $to) {
      __typename
      ...RestError
      ... on QueryMyEarningsSuccess {
        data {
          from to halves earnedPaise paidPaise duePaise
          byEmployer { employerName jobs halves earnedPaise paidPaise duePaise }
        }
      }
    }
  }
`);

const STATEMENT = graphql(`
  query RestWorkStatement($code: String!) {
    workStatement(code: $code) {
      __typename
      ...RestError
      ... on QueryWorkStatementSuccess {
        data { code from to jobs halves earnedPaise paidPaise duePaise issuedAt workerName }
      }
    }
  }
`);

/** The documented record: days with their portion (1 or 0.5), amounts in rupees. */
function toRestRecord(record: RestWorkRecordFragment | null | undefined) {
  if (!record) return null;
  return {
    rate: rupeesText(record.ratePaise),
    days: record.days.map((day) => ({
      date: day.date,
      portion: day.portion === "full" ? 1 : 0.5,
      status: day.status,
      counts: day.counts,
      autoConfirmsAt: day.autoConfirmsAt,
      note: day.note,
    })),
    extras: record.extras.map((extra) => ({ label: extra.label, amount: rupeesText(extra.amountPaise) })),
    daysWorked: record.halvesWorked / 2,
    due: rupeesText(record.duePaise),
    paid: rupeesText(record.paidPaise),
    balance: rupeesText(record.balancePaise),
    overdue: record.overdue,
    lastWorkedDay: record.lastWorkedDay,
    upiPayLink: record.upiPayLink,
    payments: record.payments.map((payment) => ({
      id: payment.databaseId,
      amount: rupeesText(payment.amountPaise),
      method: payment.method,
      reference: payment.reference,
      paidAt: payment.paidAt,
      confirmedAt: payment.confirmedAt,
    })),
  };
}

/** A path or body day (YYYY-MM-DD), or a 400 naming `field`. */
function dayOf(value: unknown, field: string): string {
  if (!parseCalendarDate(value)) refuse({ [field]: WAGE_MESSAGES.date });
  return value as string;
}

const applicationId = (request: RestRequest) => globalIdOf("Application", request.param("id"));

/** A period's days from ?from=&to=; by default the current India month up to today. */
function periodOf(request: RestRequest): { from: string; to: string } {
  const today = indiaDate(new Date());
  const from = request.query("from") || `${today.slice(0, 8)}01`;
  const to = request.query("to") || today;
  if (!parseCalendarDate(from) || !parseCalendarDate(to)) refuse({ from: WAGE_MESSAGES.period });
  return { from, to };
}

const PAYMENT_METHODS = Object.values(PaymentMethod);

const money = (paise: number) => rupeesText(paise);

export const WAGE_ROWS = [
  // A hire's work record (its laborer and the job's employer).
  restRow({
    method: "GET",
    path: "/applications/:id/work",
    who: "the hire's laborer or employer",
    operation: WORK_RECORD,
    variables: (request) => ({ applicationId: applicationId(request) }),
    answer: toRestRecord,
  }),
  // The employer marks a day: body {date, portion: 1 | 0.5}.
  restRow({
    method: "POST",
    path: "/applications/:id/work-days",
    who: "the job's employer",
    operation: MARK_DAY,
    variables: (request) => {
      const date = dayOf(request.body.raw("date"), "date");
      const portion = request.body.raw("portion");
      if (portion !== 1 && portion !== 0.5 && portion !== "1" && portion !== "0.5")
        refuse({ portion: WAGE_MESSAGES.portion });
      return { applicationId: applicationId(request), date, portion: Number(portion) === 1 ? "full" : "half" } as const;
    },
    answer: (application) => toRestRecord(application.workRecord),
    status: 201,
  }),
  // The laborer confirms a day.
  restRow({
    method: "POST",
    path: "/applications/:id/work-days/:date/confirm",
    who: "the hired laborer",
    operation: CONFIRM_DAY,
    variables: (request) => ({ applicationId: applicationId(request), date: dayOf(request.param("date"), "date") }),
    answer: (application) => toRestRecord(application.workRecord),
  }),
  // The laborer disputes a day: body {note?}.
  restRow({
    method: "POST",
    path: "/applications/:id/work-days/:date/dispute",
    who: "the hired laborer",
    operation: DISPUTE_DAY,
    variables: (request) => ({
      applicationId: applicationId(request),
      date: dayOf(request.param("date"), "date"),
      note: request.body.text("note") ?? null,
    }),
    answer: (application) => toRestRecord(application.workRecord),
  }),
  // The employer records a payment: body {amount, method: "cash" | "upi", reference?}.
  restRow({
    method: "POST",
    path: "/applications/:id/payments",
    who: "the job's employer",
    operation: RECORD_PAYMENT,
    variables: (request) => {
      const sent = request.body.raw("amount");
      // Rupees as a number or as digits ("900", "900.50"); anything else is not an amount.
      const amount =
        typeof sent === "number" || (typeof sent === "string" && /^\d+(\.\d+)?$/.test(sent))
          ? Number(sent)
          : Number.NaN;
      const problem = amountProblem(amount);
      if (problem) refuse({ amount: problem });
      const method = PAYMENT_METHODS.find((known) => known === request.body.raw("method"));
      if (!method) refuse({ method: WAGE_MESSAGES.method });
      return {
        applicationId: applicationId(request),
        amountPaise: paiseOf(amount),
        method,
        reference: request.body.text("reference") ?? null,
      };
    },
    answer: (application) => toRestRecord(application.workRecord),
    status: 201,
  }),
  // The laborer confirms she received a payment.
  restRow({
    method: "POST",
    path: "/payments/:id/confirm",
    who: "the hired laborer",
    operation: CONFIRM_PAYMENT,
    variables: (request) => ({ paymentId: globalIdOf("WagePayment", request.param("id")) }),
    answer: (application) => toRestRecord(application.workRecord),
  }),
  // A laborer's earnings for ?from=&to= (YYYY-MM-DD; this month by default).
  restRow({
    method: "GET",
    path: "/earnings",
    who: "laborer",
    operation: EARNINGS,
    variables: periodOf,
    answer: (earnings) => ({
      from: earnings.from,
      to: earnings.to,
      days: earnings.halves / 2,
      earned: money(earnings.earnedPaise),
      paid: money(earnings.paidPaise),
      due: money(earnings.duePaise),
      byEmployer: earnings.byEmployer.map((employer) => ({
        employerName: employer.employerName,
        jobs: employer.jobs,
        days: employer.halves / 2,
        earned: money(employer.earnedPaise),
        paid: money(employer.paidPaise),
        due: money(employer.duePaise),
      })),
    }),
  }),
  // A statement's totals by its code (anyone).
  restRow({
    method: "GET",
    path: "/statements/:code",
    who: "anyone",
    operation: STATEMENT,
    variables: (request) => ({ code: request.param("code") }),
    answer: (statement) => ({
      code: statement.code,
      from: statement.from,
      to: statement.to,
      workerName: statement.workerName,
      jobs: statement.jobs,
      days: statement.halves / 2,
      earned: money(statement.earnedPaise),
      paid: money(statement.paidPaise),
      due: money(statement.duePaise),
      issuedAt: statement.issuedAt,
    }),
  }),
];
