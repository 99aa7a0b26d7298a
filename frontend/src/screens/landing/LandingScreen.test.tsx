import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { formatRupees } from "../../format/money.ts";
import { LOCALES } from "../../i18n/locales.ts";
import { item } from "../../test/items.ts";
import { renderWithRelay } from "../../test/render.tsx";
import LandingScreen from "./LandingScreen.tsx";
import { SELECTED_ROLE_KEY } from "../../features/roles/index.ts";

/** The three role cards. */
const ROLE_NAMES = ["Agricultural Laborer", "Employer/Farmer", "Training Provider"];

describe("LandingScreen", () => {
  it("labels Get Started and Join Now 'Select Role First' (aria-disabled, no alert yet) until a role is chosen", async () => {
    const user = userEvent.setup();
    renderWithRelay(<LandingScreen go={vi.fn()} />);

    const locked = screen.getAllByRole("button", { name: "Select Role First" });
    expect(locked).toHaveLength(2);
    expect(locked.map((b) => b.getAttribute("aria-disabled"))).toEqual(["true", "true"]);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button", { name: "Get Started" })).toBeNull();

    await user.click(screen.getByRole("button", { name: /Agricultural Laborer/ }));
    expect(screen.queryByRole("button", { name: "Select Role First" })).toBeNull();
    expect(screen.getByRole("button", { name: "Get Started" }).getAttribute("aria-disabled")).toBe("false");
    expect(screen.getByRole("button", { name: "Join Now" }).getAttribute("aria-disabled")).toBe("false");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it.each([0, 1])(
    "pressing start button %i without a role shows the alert right above it and goes nowhere",
    async (index) => {
      const user = userEvent.setup();
      const go = vi.fn();
      renderWithRelay(<LandingScreen go={go} />);
      const pressed = item(screen.getAllByRole("button", { name: "Select Role First" }), index);
      await user.click(pressed);
      const alert = screen.getByRole("alert");
      expect(alert.textContent).toBe("Please select your role first");
      expect(alert.nextElementSibling).toBe(pressed);
      expect(go).not.toHaveBeenCalled();
      expect(localStorage.getItem(SELECTED_ROLE_KEY)).toBeNull();

      await user.click(screen.getByRole("button", { name: /Employer\/Farmer/ }));
      expect(screen.queryByRole("alert")).toBeNull();
    },
  );

  it("marks exactly the chosen role card as pressed", async () => {
    const user = userEvent.setup();
    renderWithRelay(<LandingScreen go={vi.fn()} />);
    for (const role of ROLE_NAMES.slice(1)) {
      await user.click(screen.getByRole("button", { name: new RegExp(role) }));
      const pressed = ROLE_NAMES.filter(
        (label) => screen.getByRole("button", { name: new RegExp(label) }).getAttribute("aria-pressed") === "true",
      );
      expect(pressed).toEqual([role]);
    }
  });

  it.each([
    ["Get Started", "Employer/Farmer", "employer"],
    ["Join Now", "Training Provider", "training_provider"],
    ["Get Started", "Agricultural Laborer", "laborer"],
  ])("%s with %s stores selectedRole and goes to the login route", async (button, label, role) => {
    const user = userEvent.setup();
    const go = vi.fn();
    renderWithRelay(<LandingScreen go={go} />);
    await user.click(screen.getByRole("button", { name: new RegExp(label) }));
    await user.click(screen.getByRole("button", { name: button }));
    expect(localStorage.getItem(SELECTED_ROLE_KEY)).toBe(role);
    expect(go).toHaveBeenCalledWith(`/api/login?role=${role}`);
  });

  it("navigates the browser itself by default", async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    renderWithRelay(<LandingScreen />);
    await user.click(screen.getByRole("button", { name: /Employer\/Farmer/ }));
    await user.click(screen.getByRole("button", { name: "Get Started" }));
    expect(assign).toHaveBeenCalledWith("/api/login?role=employer");
    assign.mockRestore();
  });

  it("shows the marketing figures in rupees and offers the four languages", () => {
    renderWithRelay(<LandingScreen go={vi.fn()} />);
    const figures = screen.getByRole("heading", { name: "Why KhetSetu" }).closest("section")!;
    const text = figures.textContent ?? "";
    for (const amount of [15000, 50000, 800, 2500]) expect(text).toContain(formatRupees(amount));
    expect(text).toContain("300+");
    expect(text).toContain("50+");

    const select = screen.getByRole("combobox", { name: "Language" }) as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(LOCALES.map((l) => l.nativeName));
    expect(select.value).toBe("en");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });
});
