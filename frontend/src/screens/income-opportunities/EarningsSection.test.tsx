import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/IncomeOpportunitiesScreenQuery.graphql.ts";
import { monthChoiceOf, monthPeriod } from "../../features/wages/public-period.ts";
import { renderRoute } from "../../test/render.tsx";
import IncomeOpportunitiesScreen from "./IncomeOpportunitiesScreen.tsx";

const LABORER = { userType: "laborer", firstName: "Lakshmi" };
const TODAY = "2026-06-14";
const variablesAt = (url: URL) => ({ laborer: true, ...monthPeriod(TODAY, monthChoiceOf(url.searchParams)) });

const JUNE = {
  halves: 7,
  earnedPaise: 225050,
  paidPaise: 150000,
  duePaise: 75050,
  jobs: [{ applicationId: 11 }, { applicationId: 12 }],
  byEmployer: [
    { employerName: "Suresh Gowda", jobs: 1, halves: 4, earnedPaise: 120000, paidPaise: 120000, duePaise: 0 },
    { employerName: "Kaveri Farms", jobs: 1, halves: 3, earnedPaise: 105050, paidPaise: 30000, duePaise: 75050 },
  ],
};
const EMPTY = { halves: 0, earnedPaise: 0, paidPaise: 0, duePaise: 0, jobs: [], byEmployer: [] };

function answerWith(earnings: typeof JUNE | typeof EMPTY) {
  return {
    User: () => LABORER,
    QueryMyEarningsResult: () => ({ __typename: "QueryMyEarningsSuccess" }),
    Earnings: () => earnings,
  };
}

describe("Earnings on the Income tab", () => {
  it("shows a laborer this month's days, earned, paid, due and each employer, above the income ideas", async () => {
    renderRoute(<IncomeOpportunitiesScreen />, {
      query,
      variables: variablesAt,
      answer: answerWith(JUNE),
      path: "/income-opportunities",
    });
    const section = (await screen.findByRole("heading", { level: 2, name: "Earnings" })).closest("section")!;
    expect(screen.getByTestId("earnings-days").textContent).toBe("3.5");
    expect(screen.getByTestId("earnings-earned").textContent).toBe("₹2,250.50");
    expect(screen.getByTestId("earnings-paid").textContent).toBe("₹1,500");
    expect(screen.getByTestId("earnings-due").textContent).toBe("₹750.50");
    expect(within(section).getByRole("button", { name: "This month" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(section).getByRole("button", { name: "Last month" }).getAttribute("aria-pressed")).toBe("false");

    const employers = within(within(section).getByRole("list", { name: "By employer" })).getAllByRole("listitem");
    expect(employers.map((item) => item.textContent)).toEqual([
      "Suresh Gowda1 job · 2 days workedEarned ₹1,200 · Paid ₹1,200 · Due ₹0",
      "Kaveri Farms1 job · 1.5 days workedEarned ₹1,050.50 · Paid ₹300 · Due ₹750.50",
    ]);
    expect(within(section).getByRole("link", { name: "Work statement" }).getAttribute("href")).toBe(
      "/work-statement?from=2026-06-01&to=2026-06-30",
    );
    // The income ideas stay below.
    expect(screen.getByRole("heading", { level: 2, name: "Seasonal harvest work" })).toBeTruthy();
  });

  it("switches to last month, whose statement link covers May", async () => {
    const { environment, router } = renderRoute(<IncomeOpportunitiesScreen />, {
      query,
      variables: variablesAt,
      answer: answerWith(JUNE),
      path: "/income-opportunities",
    });
    await userEvent.click(await screen.findByRole("button", { name: "Last month" }));
    expect(router.state.location.search).toBe("?period=last");
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toMatchObject({ from: "2026-05-01", to: "2026-05-31" });
    act(() => {
      environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, answerWith(EMPTY)));
    });
    expect(await screen.findByText("No work recorded in this period yet.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Last month" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("link", { name: "Work statement" }).getAttribute("href")).toBe(
      "/work-statement?from=2026-05-01&to=2026-05-31",
    );
    expect(screen.queryByTestId("earnings-earned")).toBeNull();
  });

  it("shows no earnings to an employer", async () => {
    renderRoute(<IncomeOpportunitiesScreen />, {
      query,
      variables: { laborer: false, from: "2026-06-01", to: "2026-06-30" },
      answer: { User: () => ({ userType: "employer", firstName: "Shivakumar" }) },
      path: "/income-opportunities",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Income Opportunities" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Earnings" })).toBeNull();
  });
});
