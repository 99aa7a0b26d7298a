import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "../relay/environment.ts";
import { SIGNED_OUT_REDIRECT_MS } from "../relay/sign-in-again.ts";
import { RootError } from "./RootError.tsx";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A route whose screen throws `error` while rendering, as a screen does when its query fails. */
function renderFailing(error: unknown, go: (url: string) => void) {
  const Failing = () => {
    throw error;
  };
  const router = createMemoryRouter([{ path: "/", Component: Failing, ErrorBoundary: () => <RootError go={go} /> }]);
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe("RootError", () => {
  it("says the person is logged out and goes to sign in when the session has ended (a 401)", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const go = vi.fn();
    renderFailing(new HttpError(401, "Unauthorized"), go);
    expect(screen.getByRole("status").textContent).toBe("You are logged out. Logging in again...");
    expect(screen.queryByText("Something went wrong")).toBeNull();
    expect(screen.queryByText("Please check your connection and try again.")).toBeNull();
    act(() => vi.advanceTimersByTime(SIGNED_OUT_REDIRECT_MS - 1));
    expect(go).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith("/api/login");
  });

  it("keeps the connection message and Try again for other failures, without leaving", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const go = vi.fn();
    renderFailing(new HttpError(500, "Internal Server Error"), go);
    expect(screen.getByText("Something went wrong")).toBeTruthy();
    expect(screen.getByText("Please check your connection and try again.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    act(() => vi.advanceTimersByTime(SIGNED_OUT_REDIRECT_MS * 4));
    expect(go).not.toHaveBeenCalled();
  });
});
