import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../test/render.tsx";
import { BOTTOM_NAV_HEIGHT_VAR } from "./bottomNavHeight.ts";

describe("Toaster", () => {
  it("names its live region in the active language only (not the library's English 'Notifications, top (alt+T)')", async () => {
    renderWithRelay(<p>screen</p>);
    expect((await screen.findByRole("region")).getAttribute("aria-label")).toBe("Notifications");
  });

  it("places toasts at the bottom, the bottom bar's height plus a margin above the screen's edge", async () => {
    renderWithRelay(<p>screen</p>);
    const region = await screen.findByRole("region");
    expect(region.getAttribute("data-placement")).toBe("bottom");
    expect(region.style.getPropertyValue("--viewport-offset-bottom")).toBe(`calc(var(${BOTTOM_NAV_HEIGHT_VAR}, 0px) + 1rem)`);
  });
});
