import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import { NotificationBell } from "./NotificationBell.tsx";

/** Answers the bell's pending read of the unread count. */
function answerCount(environment: ReturnType<typeof renderWithRelay>["environment"], count: number) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe("useUnreadNotificationCountQuery");
  act(() => environment.mock.resolve(operation, { data: { unreadNotificationCount: count } }));
}

describe("NotificationBell", () => {
  it("links to /notifications with the unread count as a badge and in its name", async () => {
    const { environment } = renderWithRelay(<NotificationBell />);
    answerCount(environment, 3);
    const bell = await screen.findByRole("link", { name: "Notifications, 3 unread" });
    expect(bell.getAttribute("href")).toBe("/notifications");
    expect(screen.getByTestId("unread-notifications").textContent).toBe("3");
  });

  it("is just 'Notifications', without a badge, when nothing is unread", async () => {
    const { environment } = renderWithRelay(<NotificationBell />);
    answerCount(environment, 0);
    expect(await screen.findByRole("link", { name: "Notifications" })).toBeTruthy();
    expect(screen.queryByTestId("unread-notifications")).toBeNull();
  });

  it("says 1 unread, and 99+ on the badge past 99", async () => {
    const { environment } = renderWithRelay(<NotificationBell />);
    answerCount(environment, 1);
    expect(await screen.findByRole("link", { name: "Notifications, 1 unread" })).toBeTruthy();
    fireEvent.focus(window);
    answerCount(environment, 120);
    expect(await screen.findByRole("link", { name: "Notifications, 120 unread" })).toBeTruthy();
    expect(screen.getByTestId("unread-notifications").textContent).toBe("99+");
  });

  it("reads the count again when the screen changes and when the window regains focus, not otherwise", async () => {
    const { environment, router } = renderWithRelay(<NotificationBell />, { path: "/jobs" });
    answerCount(environment, 2);
    expect(await screen.findByRole("link", { name: "Notifications, 2 unread" })).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await act(() => router.navigate("/messages"));
    answerCount(environment, 4);
    expect(await screen.findByRole("link", { name: "Notifications, 4 unread" })).toBeTruthy();

    fireEvent.focus(window);
    answerCount(environment, 0);
    expect(await screen.findByRole("link", { name: "Notifications" })).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
