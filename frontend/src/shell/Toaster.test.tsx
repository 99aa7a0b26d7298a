import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../test/render.tsx";
import { BOTTOM_NAV_HEIGHT_VAR } from "./bottomNavHeight.ts";
import { notify, toaster } from "../toasts/toaster.ts";

describe("Toaster", () => {
  it("shows a toast asked for before its region has loaded, then replaces it with the next one", async () => {
    renderWithRelay(<p>screen</p>);
    act(() => notify.info("First"));
    expect(toaster.getCount()).toBe(1);
    // The first toast waits for the region's chunk.
    expect(await screen.findByText("First")).toBeTruthy();
    act(() => notify.error("Second"));
    expect(await screen.findByText("Second")).toBeTruthy();
    expect(toaster.getCount()).toBe(1);
  });

  it("names its live region in the active language only (not the library's English 'Notifications, top (alt+T)')", async () => {
    renderWithRelay(<p>screen</p>);
    act(() => notify.info("Saved"));
    expect((await screen.findByRole("region")).getAttribute("aria-label")).toBe("Notifications");
  });

  it("places toasts at the bottom, the bottom bar's height plus a margin above the screen's edge", async () => {
    renderWithRelay(<p>screen</p>);
    act(() => notify.info("Saved"));
    const region = await screen.findByRole("region");
    expect(region.getAttribute("data-placement")).toBe("bottom");
    expect(region.style.getPropertyValue("--viewport-offset-bottom")).toBe(
      `calc(var(${BOTTOM_NAV_HEIGHT_VAR}, 0px) + 1rem)`,
    );
  });
});
