import { render, screen, within } from "@testing-library/react";
import { ChakraProvider } from "@chakra-ui/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { system } from "../../shell/theme.ts";
import { expectLength } from "../../test/items.ts";
import BusinessPlanScreen from "./BusinessPlanScreen.tsx";

function renderScreen() {
  i18n.loadAndActivate({ locale: "en", messages: {} });
  return render(
    <MemoryRouter>
      <I18nProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <BusinessPlanScreen />
        </ChakraProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe("BusinessPlanScreen", () => {
  it("has the page title and one section each for the problem, who pays, revenue, costs and milestones", () => {
    renderScreen();
    expect(screen.getByRole("heading", { level: 1, name: "Business Plan and Revenue Model" })).toBeTruthy();
    const sections = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual(["The problem", "Who pays", "Revenue streams", "Costs", "Milestones"]);
    for (const name of sections) {
      expect(screen.getByRole("region", { name: name! })).toBeTruthy();
    }
  });

  it("lists the revenue streams with who pays and a price in rupees", () => {
    renderScreen();
    const table = within(screen.getByRole("region", { name: "Revenue streams" })).getByRole("table");
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      const [, , amount] = expectLength(within(row).getAllByRole("cell"), 3);
      expect(amount.textContent).toMatch(/₹\s?[\d,]+/);
    }
    expect(within(table).getByText("Employers")).toBeTruthy();
    // Laborers never pay.
    expect(within(table).queryByText(/laborer/i)).toBeNull();
  });
});
