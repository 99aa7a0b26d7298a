import { i18n } from "@lingui/core";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/IncomeOpportunitiesScreenQuery.graphql.ts";
import { formatRupees } from "../../format/money.ts";
import type { UserType } from "../../session/session.ts";
import { item } from "../../test/items.ts";
import { renderRoute } from "../../test/render.tsx";
import { INCOME_CONTENT } from "./incomeContent.ts";
import IncomeOpportunitiesScreen from "./IncomeOpportunitiesScreen.tsx";

function renderFor(viewer: { userType: UserType | null; firstName: string }) {
  return renderRoute(<IncomeOpportunitiesScreen />, {
    query,
    // Earnings are a laborer's own (EarningsSection.test.tsx); these cases leave them out.
    variables: { laborer: false, from: "2026-06-01", to: "2026-06-30" },
    answer: { User: () => viewer },
    path: "/income-opportunities",
  });
}

const sectionTitles = (role: UserType) => INCOME_CONTENT[role].sections.map((s) => i18n._(s.title));
const roles = Object.keys(INCOME_CONTENT) as UserType[];

describe("IncomeOpportunitiesScreen", () => {
  it.each(roles)("shows only the %s content to a viewer of that role", async (userType) => {
    renderFor({ userType, firstName: "Ravi" });
    expect(await screen.findByRole("heading", { level: 1, name: "Income Opportunities" })).toBeTruthy();
    expect(screen.getByText("Namaste, Ravi!")).toBeTruthy();
    for (const title of sectionTitles(userType)) {
      expect(screen.getByRole("heading", { level: 2, name: title })).toBeTruthy();
    }
    for (const other of roles.filter((r) => r !== userType)) {
      for (const title of sectionTitles(other).filter((t) => !sectionTitles(userType).includes(t))) {
        expect(screen.queryByRole("heading", { level: 2, name: title })).toBeNull();
      }
    }
  });

  it("shows laborer work with rupee day rates to a laborer, not employer content", async () => {
    renderFor({ userType: "laborer", firstName: "Manjunath" });
    const harvest = INCOME_CONTENT.laborer.sections.find((s) => s.key === "seasonal")!;
    const first = item(harvest.items, 0);
    const card = await screen.findByRole("article", { name: i18n._(first.title) });
    expect(card.textContent).toContain(
      `${formatRupees(first.earnings.min)} – ${formatRupees(first.earnings.max)} per day`,
    );
    expect(screen.getByRole("heading", { name: "Seasonal harvest work" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Equipment rental income" })).toBeNull();
    expect(screen.getByRole("link", { name: "Browse Jobs" }).getAttribute("href")).toBe("/jobs");
  });

  it("shows equipment rental and contract farming to an employer, not laborer content", async () => {
    renderFor({ userType: "employer", firstName: "Shivakumar" });
    const rental = INCOME_CONTENT.employer.sections.find((s) => s.key === "rental")!;
    const tractor = rental.items.find((i) => i.key === "tractor")!;
    const card = await screen.findByRole("article", { name: i18n._(tractor.title) });
    expect(card.textContent).toContain(
      `${formatRupees(tractor.earnings.min)} – ${formatRupees(tractor.earnings.max)} per hour`,
    );
    expect(screen.getByRole("heading", { name: "Contract farming" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Seasonal harvest work" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Daily wage ranges" })).toBeNull();
  });

  it("has a Back link to home", async () => {
    renderFor({ userType: "training_provider", firstName: "Lakshmi" });
    expect((await screen.findByRole("link", { name: "Back" })).getAttribute("href")).toBe("/");
  });

  it("asks a viewer without a role to choose one", async () => {
    renderFor({ userType: null, firstName: "Asha" });
    expect((await screen.findByRole("link", { name: "Choose Role" })).getAttribute("href")).toBe(
      "/user-type-selection",
    );
    expect(screen.queryAllByRole("article")).toHaveLength(0);
  });
});
