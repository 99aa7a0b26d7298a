import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockPayloadGenerator, type MockEnvironment } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import query from "../../__generated__/NotificationsScreenQuery.graphql.ts";
import { NotificationBell } from "../../features/notifications/index.ts";
import { renderRoute } from "../../test/render.tsx";
import { toaster } from "../../toasts/toaster.ts";
import NotificationsScreen from "./NotificationsScreen.tsx";

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const HIRED = {
  id: "Tm90aWZpY2F0aW9uOjM=",
  title: "You are hired",
  body: "Your application for Paddy harvest was accepted",
  link: "/my-applications",
  createdAt: hoursAgo(3),
  readAt: null,
};
const MESSAGE = {
  id: "Tm90aWZpY2F0aW9uOjI=",
  title: "New message",
  body: "Suresh Patil: Come at 7 tomorrow",
  link: "/messages/Q29udmVyc2F0aW9uOjE=",
  createdAt: hoursAgo(5),
  readAt: null,
};
const RATED = {
  id: "Tm90aWZpY2F0aW9uOjE=",
  title: "New rating",
  body: "Suresh Patil rated you 5 of 5",
  link: "/profile",
  createdAt: hoursAgo(50),
  readAt: hoursAgo(40),
};

type Item = typeof HIRED | typeof RATED;

/** Answers the operation named `name` once it is sent (the screen's query, the bell's count, the next page). */
async function answer(
  environment: MockEnvironment,
  name: string,
  data: Parameters<typeof MockPayloadGenerator.generate>[1],
) {
  const operation = await waitFor(() => {
    const sent = environment.mock.getAllOperations().find((op) => op.request.node.params.name === name);
    if (!sent) throw new Error(`${name} was not sent`);
    return sent;
  });
  act(() => environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, data)));
  return operation;
}

/** The list (newest first) with the bell beside it, both answered; `hasNextPage` offers 'Load more'. */
async function renderList(items: Item[], { unread = 2, hasNextPage = false } = {}) {
  const utils = renderRoute(
    <>
      <NotificationBell />
      <NotificationsScreen />
    </>,
    { query, path: "/notifications" },
  );
  await answer(utils.environment, "NotificationsScreenQuery", {
    Query: () => ({ unreadNotificationCount: unread }),
    QueryNotificationsConnection: () => ({ edges: items.map((node) => ({ cursor: node.id, node })) }),
    PageInfo: () => ({ hasNextPage, endCursor: items.at(-1)?.id ?? null }),
  });
  await answer(utils.environment, "useUnreadNotificationCountQuery", {
    Query: () => ({ unreadNotificationCount: unread }),
  });
  await screen.findByRole("heading", { level: 1, name: "Notifications" });
  return utils;
}

const rowOf = (title: string) => screen.getByRole("link", { name: new RegExp(title) });

afterEach(() => {
  act(() => toaster.remove());
});

describe("NotificationsScreen", () => {
  it("lists the notifications newest first with title, sentence and how long ago, the unread ones marked", async () => {
    await renderList([HIRED, MESSAGE, RATED]);
    const rows = within(screen.getByRole("list")).getAllByRole("link");
    expect(rows.map((row) => row.getAttribute("href"))).toEqual([
      "/my-applications",
      "/messages/Q29udmVyc2F0aW9uOjE=",
      "/profile",
    ]);
    expect(rows[0]!.textContent).toContain("Your application for Paddy harvest was accepted");
    expect(rows[0]!.textContent).toContain("3 hours ago");
    expect(rows[2]!.textContent).toContain("2 days ago");
    // Unread: named so and tinted; read: neither.
    expect(rowOf("You are hired").textContent).toMatch(/^Unread:/);
    expect(rowOf("You are hired").querySelector("[data-unread]")).not.toBeNull();
    expect(rowOf("New rating").textContent).not.toMatch(/Unread/);
    expect(rowOf("New rating").querySelector("[data-unread]")).toBeNull();
    expect(screen.getByRole("link", { name: "Notifications, 2 unread" })).toBeTruthy();
  });

  it("opening one marks it read (the bell drops at once) and goes to its link", async () => {
    const user = userEvent.setup();
    const { environment, router } = await renderList([HIRED, MESSAGE, RATED]);
    await user.click(rowOf("You are hired"));

    expect(router.state.location.pathname).toBe("/my-applications");
    const mark = environment.mock.getMostRecentOperation();
    expect(mark.request.node.params.name).toBe("useMarkNotificationsReadMutation");
    expect(mark.request.variables).toEqual({ ids: [HIRED.id] });
    expect(screen.getByRole("link", { name: "Notifications, 1 unread" })).toBeTruthy();
    expect(rowOf("You are hired").textContent).not.toMatch(/Unread/);

    act(() =>
      environment.mock.resolve(mark, {
        data: {
          markNotificationsRead: {
            __typename: "MutationMarkNotificationsReadSuccess",
            data: { unreadCount: 1, notifications: [{ id: HIRED.id, readAt: new Date().toISOString() }] },
          },
        },
      }),
    );
    expect(screen.getByRole("link", { name: "Notifications, 1 unread" })).toBeTruthy();
    expect(rowOf("New message").textContent).toMatch(/^Unread:/);
  });

  it("opening a read one goes to its link without marking anything", async () => {
    const user = userEvent.setup();
    const { environment, router } = await renderList([HIRED, RATED]);
    await user.click(rowOf("New rating"));
    expect(router.state.location.pathname).toBe("/profile");
    expect(environment.mock.getAllOperations().map((op) => op.request.node.params.name)).not.toContain(
      "useMarkNotificationsReadMutation",
    );
  });

  it("'Mark all read' marks every one read: the rows and the bell at once, then as the server says", async () => {
    const user = userEvent.setup();
    const { environment } = await renderList([HIRED, MESSAGE, RATED]);
    await user.click(screen.getByRole("button", { name: "Mark all read" }));

    const mark = environment.mock.getMostRecentOperation();
    expect(mark.request.node.params.name).toBe("useMarkNotificationsReadMutation");
    expect(mark.request.variables).toEqual({ ids: null });
    expect(screen.getByRole("link", { name: "Notifications" })).toBeTruthy();
    expect(screen.queryByTestId("unread-notifications")).toBeNull();
    expect(screen.queryByText("Unread:", { exact: false })).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark all read" })).toBeNull();

    const now = new Date().toISOString();
    act(() =>
      environment.mock.resolve(mark, {
        data: {
          markNotificationsRead: {
            __typename: "MutationMarkNotificationsReadSuccess",
            data: { unreadCount: 0, notifications: [HIRED, MESSAGE].map(({ id }) => ({ id, readAt: now })) },
          },
        },
      }),
    );
    expect(screen.getByRole("link", { name: "Notifications" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark all read" })).toBeNull();
  });

  it("puts the marks back and says so when marking fails", async () => {
    const user = userEvent.setup();
    const { environment } = await renderList([HIRED, MESSAGE, RATED]);
    await user.click(screen.getByRole("button", { name: "Mark all read" }));
    act(() => environment.mock.rejectMostRecentOperation(new Error("500: boom")));
    expect(await screen.findByText("Could not mark as read. Please try again.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Notifications, 2 unread" })).toBeTruthy();
    expect(rowOf("You are hired").textContent).toMatch(/^Unread:/);
  });

  it("has no 'Mark all read' when nothing is unread", async () => {
    await renderList([RATED], { unread: 0 });
    expect(screen.queryByRole("button", { name: "Mark all read" })).toBeNull();
  });

  it("loads the next page with 'Load more'", async () => {
    const user = userEvent.setup();
    const { environment } = await renderList([HIRED, MESSAGE], { hasNextPage: true });
    await user.click(screen.getByRole("button", { name: "Load more" }));
    const next = await answer(environment, "NotificationListPaginationQuery", {
      QueryNotificationsConnection: () => ({ edges: [{ cursor: RATED.id, node: RATED }] }),
      PageInfo: () => ({ hasNextPage: false, endCursor: RATED.id }),
    });
    expect(next.request.variables).toMatchObject({ count: 20, cursor: MESSAGE.id });
    expect(await screen.findByRole("link", { name: /New rating/ })).toBeTruthy();
    expect(within(screen.getByRole("list")).getAllByRole("link")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says 'No notifications yet' when there are none", async () => {
    await renderList([], { unread: 0 });
    expect(screen.getByText("No notifications yet")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });
});
