import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import query from "../../__generated__/WorkStatementScreenQuery.graphql.ts";
import { renderRoute } from "../../test/render.tsx";
import WorkStatementScreen from "./WorkStatementScreen.tsx";

const PERIOD = { from: "2026-06-01", to: "2026-06-30" };
const EARNINGS = {
  halves: 3,
  earnedPaise: 105050,
  paidPaise: 50000,
  duePaise: 55050,
  jobs: [
    {
      applicationId: 12,
      jobTitle: "Sugarcane harvest",
      employerName: "Kaveri Farms",
      ratePaise: 70000,
      halves: 3,
      earnedPaise: 105050,
      paidPaise: 50000,
      duePaise: 55050,
      payments: [{ amountPaise: 50000, method: "upi", paidAt: "2026-06-10T06:30:00.000Z" }],
    },
  ],
};

function renderStatement() {
  return renderRoute(<WorkStatementScreen />, {
    query,
    variables: { laborer: true, ...PERIOD },
    path: "/work-statement?from=2026-06-01&to=2026-06-30",
    answer: {
      data: {
        viewer: { id: "VXNlcjox", firstName: "Lakshmi", lastName: "Devi" },
        myEarnings: { __typename: "QueryMyEarningsSuccess", data: EARNINGS },
      },
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("WorkStatementScreen", () => {
  it("shows the worker, period, each job with its payments and the totals, then the code it issued once", async () => {
    const { environment } = renderStatement();
    expect(await screen.findByRole("heading", { level: 1, name: "Work statement" })).toBeTruthy();
    expect(screen.getByText("Lakshmi Devi")).toBeTruthy();
    expect(screen.getByText("Period: 1 Jun 2026 to 30 Jun 2026")).toBeTruthy();

    const table = within(screen.getByRole("region", { name: "Jobs in this statement" }));
    const [, job, total] = table.getAllByRole("row");
    expect(
      within(job!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Sugarcane harvest", "Kaveri Farms", "1.5", "₹700", "₹1,050.50", "₹500 · UPI · 10 Jun 2026", "₹550.50"]);
    expect(total!.textContent).toBe("Total1.5₹1,050.50Paid ₹500₹550.50");

    const issue = environment.mock.getMostRecentOperation();
    expect(issue.request.node.params.name).toBe("StatementVerificationIssueMutation");
    expect(issue.request.variables).toEqual(PERIOD);
    act(() => {
      environment.mock.resolve(issue, {
        data: {
          createWorkStatement: {
            __typename: "MutationCreateWorkStatementSuccess",
            data: { code: "ABCDE-23456", issuedAt: "2026-06-30T10:00:00.000Z" },
          },
        },
      });
    });
    expect((await screen.findByTestId("statement-code")).textContent).toBe("ABCDE-23456");
    expect(screen.getByText(`Check this statement at ${window.location.origin}/statements/ABCDE-23456`)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("prints with the Print button", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    renderStatement();
    await userEvent.click(await screen.findByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("opens another period from the From and To fields, and refuses one that ends before it starts", async () => {
    const { router } = renderStatement();
    const from = await screen.findByLabelText("From");
    const to = screen.getByLabelText("To");
    await userEvent.clear(from);
    await userEvent.type(from, "2026-05-01");
    await userEvent.clear(to);
    await userEvent.type(to, "2026-04-30");
    await userEvent.click(screen.getByRole("button", { name: "Show statement" }));
    expect(screen.getByText("Choose a period of at most a year, its start before its end")).toBeTruthy();
    expect(router.state.location.search).toBe("?from=2026-06-01&to=2026-06-30");

    await userEvent.clear(to);
    await userEvent.type(to, "2026-05-31");
    await userEvent.click(screen.getByRole("button", { name: "Show statement" }));
    expect(router.state.location.search).toBe("?from=2026-05-01&to=2026-05-31");
  });
});
