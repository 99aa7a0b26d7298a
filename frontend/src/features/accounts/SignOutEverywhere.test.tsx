import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toaster } from "../../toasts/toaster.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { SignOutEverywhere } from "./SignOutEverywhere.tsx";

afterEach(() => {
  act(() => toaster.remove());
});

describe("SignOutEverywhere", () => {
  it("asks first, then ends every session and signs this browser out", async () => {
    const go = vi.fn();
    const user = userEvent.setup();
    const { environment } = renderWithRelay(<SignOutEverywhere go={go} />);
    await user.click(screen.getByRole("button", { name: "Log out everywhere" }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Yes, log out everywhere" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("SignOutEverywhereLogoutMutation");
    act(() => {
      environment.mock.resolve(op, { data: { logoutEverywhere: true } });
    });
    expect(go).toHaveBeenCalledWith("/api/logout");
  });

  it("Cancel goes back without logging out", async () => {
    const user = userEvent.setup();
    const { environment } = renderWithRelay(<SignOutEverywhere go={vi.fn()} />);
    await user.click(screen.getByRole("button", { name: "Log out everywhere" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Log out everywhere" })).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("says so when it fails, and stays signed in", async () => {
    const go = vi.fn();
    const user = userEvent.setup();
    const { environment } = renderWithRelay(<SignOutEverywhere go={go} />);
    await user.click(screen.getByRole("button", { name: "Log out everywhere" }));
    await user.click(screen.getByRole("button", { name: "Yes, log out everywhere" }));
    act(() => {
      environment.mock.rejectMostRecentOperation(new Error("500: boom"));
    });
    expect(await screen.findByText("Failed to log out everywhere. Please try again.")).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });
});
