import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/NotificationLinkScreenQuery.graphql.ts";
import { notificationGlobalId } from "../../features/notifications/index.ts";
import { renderRoute } from "../../test/render.tsx";
import NotificationLinkScreen from "./NotificationLinkScreen.tsx";

const ID = "Tm90aWZpY2F0aW9uOjQy"; // Notification:42

function open(node: Record<string, unknown> | null) {
  return renderRoute(<NotificationLinkScreen />, {
    query,
    path: "/n/42",
    variables: { id: ID },
    answer: { data: { node } },
  });
}

describe("NotificationLinkScreen (/n/:id)", () => {
  it("reads the notification by the global id of its number", () => {
    expect(notificationGlobalId("42")).toBe(ID);
    // Anything but a number names no notification.
    expect(atob(notificationGlobalId("42abc"))).toBe("Notification:0");
    expect(atob(notificationGlobalId(undefined))).toBe("Notification:0");
  });

  it("marks an unread notification read and opens its link in this page's place", async () => {
    const { environment, router } = open({
      __typename: "Notification",
      id: ID,
      link: "/my-applications",
      readAt: null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/my-applications"));
    expect(router.state.historyAction).toBe("REPLACE");
    const mark = environment.mock.getMostRecentOperation();
    expect(mark.request.node.params.name).toBe("useMarkNotificationsReadMutation");
    expect(mark.request.variables).toEqual({ ids: [ID] });
  });

  it("opens a read one without marking it again", async () => {
    const { environment, router } = open({
      __typename: "Notification",
      id: ID,
      link: "/job/Sm9iOjc=",
      readAt: "2026-11-20T04:00:00.000Z",
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/job/Sm9iOjc="));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("opens the list instead of a link that is not an app path", async () => {
    const { router } = open({ __typename: "Notification", id: ID, link: "https://example.com/x", readAt: null });
    await waitFor(() => expect(router.state.location.pathname).toBe("/notifications"));
  });

  it("says 'Notification not found' for a number that is not one of the person's", async () => {
    const { router } = open(null);
    expect(await screen.findByRole("heading", { name: "Notification not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Notifications" }).getAttribute("href")).toBe("/notifications");
    expect(router.state.location.pathname).toBe("/n/42");
  });
});
