import { i18n } from "@lingui/core";
import { screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { notify } from "../toasts/toaster.ts";
import { renderWithRelay } from "../test/render.tsx";
import { isSignedOutReply } from "./graphql-http.ts";
import { handleSignedOut, SIGNED_OUT_REDIRECT_MS } from "./signed-out.ts";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(() => vi.useRealTimers());

describe("signed out mid-session", () => {
  it("recognises a 401 and GraphQL's UNAUTHENTICATED, not other errors", () => {
    expect(isSignedOutReply({ status: 401, body: null })).toBe(true);
    expect(
      isSignedOutReply({ status: 200, body: { errors: [{ message: "x", extensions: { code: "UNAUTHENTICATED" } }] } }),
    ).toBe(true);
    expect(
      isSignedOutReply({ status: 200, body: { errors: [{ message: "x", extensions: { code: "FORBIDDEN" } }] } }),
    ).toBe(false);
    expect(isSignedOutReply({ status: 200, body: { data: {} } })).toBe(false);
  });

  it("toasts once and goes to /api/login after 500 ms", async () => {
    renderWithRelay(<div />);
    const go = vi.fn();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    handleSignedOut(go);
    handleSignedOut(go);
    notify.error("Error", "Failed to save skills"); // the failing screen's own toast must not replace it
    vi.advanceTimersByTime(SIGNED_OUT_REDIRECT_MS - 1);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith("/api/login");
    vi.useRealTimers();
    expect(await screen.findByText("You are logged out. Logging in again...")).toBeTruthy();
    expect(screen.getAllByText("Unauthorized")).toHaveLength(1);
    expect(screen.queryByText("Failed to save skills")).toBeNull();
  });
});
