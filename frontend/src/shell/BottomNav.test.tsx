import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../test/render.tsx";
import { BottomNav, NAV_ITEMS } from "./BottomNav.tsx";
import { BOTTOM_NAV_HEIGHT_VAR } from "./bottomNavHeight.ts";

describe("BottomNav", () => {
  it.each(Object.keys(NAV_ITEMS) as (keyof typeof NAV_ITEMS)[])("links the %s bar to its five routes", async (role) => {
    renderWithRelay(<BottomNav userType={role} />);
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const hrefs = within(nav)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(NAV_ITEMS[role].map((item) => item.to));
  });

  it("marks the current route", async () => {
    renderWithRelay(<BottomNav userType="laborer" />, { path: "/jobs" });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByText("Jobs").closest("[aria-current]")?.getAttribute("aria-current")).toBe("page");
  });

  it("keeps its height on <html> for the toasts while shown, and clears it when gone", async () => {
    const { unmount } = renderWithRelay(<BottomNav userType="employer" />);
    await screen.findByRole("navigation", { name: "Main" });
    expect(document.documentElement.style.getPropertyValue(BOTTOM_NAV_HEIGHT_VAR)).toMatch(/^\d+(\.\d+)?px$/);
    unmount();
    expect(document.documentElement.style.getPropertyValue(BOTTOM_NAV_HEIGHT_VAR)).toBe("");
  });
});
