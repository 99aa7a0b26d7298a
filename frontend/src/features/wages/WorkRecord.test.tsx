import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { WAGE_MESSAGES, indiaDate } from "@rules/wages.ts";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { WorkRecordTestQuery } from "../../__generated__/WorkRecordTestQuery.graphql.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { toaster } from "../../toasts/toaster.ts";
import { WorkRecord } from "./WorkRecord.tsx";

function Harness() {
  const data = useLazyLoadQuery<WorkRecordTestQuery>(
    graphql`
      query WorkRecordTestQuery @relay_test_operation {
        node(id: "app-1") {
          ...WorkRecord_application @alias(as: "application")
        }
      }
    `,
    {},
  );
  const application = data.node?.application;
  return application ? <WorkRecord application={application} /> : null;
}

const UPI_LINK = "upi://pay?pa=lakshmi%40okaxis&pn=Lakshmi%20Naik&am=900.00&cu=INR&tn=KhetSetu%3A%20Weeding";

/** A record of one full day confirmed, a half day waiting for the worker and one disputed: 1.5 days at ₹600. */
const RECORD = {
  viewerIsEmployer: false,
  ratePaise: 60000,
  days: [
    { date: "2026-11-25", portion: "full", status: "confirmed", counts: true, autoConfirmsAt: null, note: null },
    {
      date: "2026-11-26",
      portion: "half",
      status: "confirmed",
      counts: true,
      autoConfirmsAt: null,
      note: null,
    },
    {
      date: "2026-11-27",
      portion: "full",
      status: "marked",
      counts: false,
      autoConfirmsAt: "2026-11-30T10:00:00.000Z",
      note: null,
    },
    {
      date: "2026-11-28",
      portion: "full",
      status: "disputed",
      counts: false,
      autoConfirmsAt: null,
      note: "I was not called that day",
    },
  ],
  extras: [{ label: "Travel", amountPaise: 5000 }],
  payments: [
    {
      id: "pay-1",
      databaseId: 1,
      amountPaise: 5000,
      method: "upi",
      reference: "123456789012",
      paidAt: "2026-11-28T06:00:00.000Z",
      confirmedAt: null,
    },
  ],
  halvesWorked: 3,
  duePaise: 95000,
  paidPaise: 5000,
  balancePaise: 90000,
  lastWorkedDay: "2026-11-27",
  dueBy: "2026-12-04T18:30:00.000Z",
  overdue: false,
  workerHasUpiId: true,
  upiPayLink: null,
};

const EMPLOYER_RECORD = { ...RECORD, viewerIsEmployer: true, upiPayLink: UPI_LINK };

async function renderRecord(workRecord: Record<string, unknown> | null) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, { Node: () => ({ __typename: "Application", id: "app-1", workRecord }) }),
    );
  });
  await waitFor(() => expect(screen.queryByText("loading")).toBeNull());
  return { ...utils, user: userEvent.setup() };
}

/** The mutation's answer: the application with its record changed by `change`. */
function saved(mutation: string, change: Record<string, unknown>) {
  const successType = `Mutation${mutation[0]!.toUpperCase()}${mutation.slice(1)}Success`;
  return {
    data: {
      [mutation]: { __typename: successType, data: { id: "app-1", workRecord: { ...EMPLOYER_RECORD, ...change } } },
    },
  };
}

const day = (name: string) => screen.getByRole("listitem", { name });

afterEach(() => {
  act(() => toaster.remove());
});

describe("WorkRecord", () => {
  it("shows nothing without a work record (not hired, or not a party)", async () => {
    await renderRecord(null);
    expect(screen.queryByRole("region", { name: "Work and wages" })).toBeNull();
  });

  it("shows the worker the figures, the days with their answers, extras and payments", async () => {
    await renderRecord(RECORD);
    const section = screen.getByRole("region", { name: "Work and wages" });
    expect(within(section).getByRole("heading", { level: 3, name: "Work and wages" })).toBeTruthy();
    expect(within(section).getByText("₹600 a day")).toBeTruthy();
    expect(screen.getByTestId("days-worked").textContent).toBe("1.5");
    expect(screen.getByTestId("wage-due").textContent).toBe("₹950");
    expect(screen.getByTestId("wage-paid").textContent).toBe("₹50");
    expect(screen.getByTestId("wage-balance").textContent).toBe("₹900");
    expect(within(day("27 Nov 2026")).getByText("Waiting for the worker")).toBeTruthy();
    expect(within(day("27 Nov 2026")).getByText("Counts as worked on 30 Nov 2026 unless disputed")).toBeTruthy();
    expect(within(day("26 Nov 2026")).getByText("Half day")).toBeTruthy();
    expect(within(day("28 Nov 2026")).getByText("Worker's note: I was not called that day")).toBeTruthy();
    expect(screen.getByText("Travel")).toBeTruthy();
    expect(screen.getByText("₹50 by UPI on 28 Nov 2026")).toBeTruthy();
    expect(screen.getByText("Reference: 123456789012")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("lets the worker confirm or dispute a day waiting for her, and confirm a disputed day; the employer cannot", async () => {
    await renderRecord(RECORD);
    expect(within(day("27 Nov 2026")).getByRole("button", { name: "Confirm" })).toBeTruthy();
    expect(within(day("27 Nov 2026")).getByRole("button", { name: "Dispute" })).toBeTruthy();
    expect(within(day("28 Nov 2026")).getByRole("button", { name: "Confirm" })).toBeTruthy();
    expect(within(day("28 Nov 2026")).queryByRole("button", { name: "Dispute" })).toBeNull();
    expect(within(day("25 Nov 2026")).queryByRole("button")).toBeNull();
    expect(screen.getByRole("button", { name: "I received it" })).toBeTruthy();
    expect(screen.queryByRole("form", { name: "Mark a day worked" })).toBeNull();
    expect(screen.queryByRole("form", { name: "Record a payment" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Pay with UPI" })).toBeNull();
  });

  it("shows the employer no Confirm or Dispute, but the forms and the server's Pay with UPI link", async () => {
    await renderRecord(EMPLOYER_RECORD);
    expect(screen.queryByRole("button", { name: "Confirm" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Dispute" })).toBeNull();
    expect(screen.queryByRole("button", { name: "I received it" })).toBeNull();
    expect(screen.getByRole("link", { name: "Pay with UPI" }).getAttribute("href")).toBe(UPI_LINK);
    expect(screen.getByRole("form", { name: "Mark a day worked" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Record a payment" })).toBeTruthy();
    expect(screen.getByRole("form", { name: "Add an extra" })).toBeTruthy();
    expect(screen.getByRole("radiogroup", { name: "Portion" })).toBeTruthy();
    expect(screen.getByRole("radiogroup", { name: "Paid by" })).toBeTruthy();
    expect(screen.queryByText("The worker has not added a UPI id yet")).toBeNull();
  });

  it("tells the employer when the worker has no UPI id, and when the balance is overdue", async () => {
    await renderRecord({ ...EMPLOYER_RECORD, upiPayLink: null, workerHasUpiId: false, overdue: true });
    expect(screen.queryByRole("link", { name: "Pay with UPI" })).toBeNull();
    expect(screen.getByText("The worker has not added a UPI id yet")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Overdue: ₹900 unpaid since 27 Nov 2026");
  });

  it("records a payment in paise, prefilled with the balance, and shows the saved record", async () => {
    const { user, environment } = await renderRecord(EMPLOYER_RECORD);
    const amount = screen.getByRole("textbox", { name: "Amount (₹)" }) as HTMLInputElement;
    expect(amount.value).toBe("900");
    await user.clear(amount);
    await user.type(amount, "900");
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("RecordPaymentFormMutation");
    expect(operation.request.variables).toEqual({
      applicationId: "app-1",
      amountPaise: 90000,
      method: "cash",
      reference: null,
    });
    act(() => {
      environment.mock.resolve(
        operation,
        saved("recordWagePayment", { paidPaise: 95000, balancePaise: 0, upiPayLink: null }),
      );
    });
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(screen.getByTestId("wage-balance").textContent).toBe("₹0");
    expect((screen.getByRole("textbox", { name: "Amount (₹)" }) as HTMLInputElement).value).toBe("");
  });

  it("asks for the UPI reference of a UPI payment and refuses a bad amount before sending", async () => {
    const { user, environment } = await renderRecord(EMPLOYER_RECORD);
    expect(screen.queryByRole("textbox", { name: "UPI reference" })).toBeNull();
    await user.click(screen.getByRole("radio", { name: "UPI" }));
    const amount = screen.getByRole("textbox", { name: "Amount (₹)" });
    await user.clear(amount);
    await user.type(amount, "12.345");
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    expect(await screen.findByText(WAGE_MESSAGES.amount)).toBeTruthy();
    expect(screen.getByText(WAGE_MESSAGES.reference)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, "900.50");
    await user.type(screen.getByRole("textbox", { name: "UPI reference" }), "412345678901");
    await user.click(screen.getByRole("button", { name: "Record payment" }));
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      amountPaise: 90050,
      method: "upi",
      reference: "412345678901",
    });
  });

  it("marks today as a full day by default, or the day and portion chosen", async () => {
    const { user, environment } = await renderRecord(EMPLOYER_RECORD);
    const dayWorked = screen.getByLabelText("Day worked") as HTMLInputElement;
    expect(dayWorked.value).toBe(indiaDate(new Date()));
    expect((screen.getByRole("radio", { name: "Full day" }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole("radio", { name: "Half day" }));
    await user.click(screen.getByRole("button", { name: "Mark day" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("MarkDayFormMutation");
    expect(operation.request.variables).toEqual({
      applicationId: "app-1",
      date: indiaDate(new Date()),
      portion: "half",
    });
  });

  it("adds an extra in paise", async () => {
    const { user, environment } = await renderRecord(EMPLOYER_RECORD);
    await user.type(screen.getByRole("textbox", { name: "What for" }), " Bus fare ");
    await user.type(screen.getByRole("textbox", { name: "Extra amount (₹)" }), "40");
    await user.click(screen.getByRole("button", { name: "Add extra" }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      applicationId: "app-1",
      label: "Bus fare",
      amountPaise: 4000,
    });
  });

  it("sends the worker's dispute with her note, and keeps the note when the server refuses it", async () => {
    const { user, environment } = await renderRecord(RECORD);
    await user.click(within(day("27 Nov 2026")).getByRole("button", { name: "Dispute" }));
    const note = within(day("27 Nov 2026")).getByRole("textbox", { name: "What was wrong (optional)" });
    await user.type(note, "Only half a day");
    await user.click(within(day("27 Nov 2026")).getByRole("button", { name: "Send dispute" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      applicationId: "app-1",
      date: "2026-11-27",
      note: "Only half a day",
    });
    act(() => {
      environment.mock.resolve(operation, {
        data: {
          disputeWorkDay: {
            __typename: "ConflictError",
            __isError: "ConflictError",
            message: WAGE_MESSAGES.dayCounts,
          },
        },
      });
    });
    expect(await screen.findByText(WAGE_MESSAGES.dayCounts)).toBeTruthy();
    expect((note as HTMLTextAreaElement).value).toBe("Only half a day");
  });

  it("confirms a day and a payment for the worker", async () => {
    const { user, environment } = await renderRecord(RECORD);
    await user.click(within(day("27 Nov 2026")).getByRole("button", { name: "Confirm" }));
    const confirmDay = environment.mock.getMostRecentOperation();
    expect(confirmDay.request.node.params.name).toBe("WorkDayItemConfirmMutation");
    expect(confirmDay.request.variables).toEqual({ applicationId: "app-1", date: "2026-11-27" });
    act(() => {
      environment.mock.resolve(confirmDay, {
        data: {
          confirmWorkDay: {
            __typename: "MutationConfirmWorkDaySuccess",
            data: {
              id: "app-1",
              workRecord: {
                ...RECORD,
                days: RECORD.days.map((d) =>
                  d.date === "2026-11-27" ? { ...d, status: "confirmed", counts: true, autoConfirmsAt: null } : d,
                ),
                halvesWorked: 5,
              },
            },
          },
        },
      });
    });
    expect(await screen.findByText("Saved")).toBeTruthy();
    expect(screen.getByTestId("days-worked").textContent).toBe("2.5");
    expect(within(day("27 Nov 2026")).queryByRole("button", { name: "Confirm" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "I received it" }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ paymentId: "pay-1" });
  });
});
