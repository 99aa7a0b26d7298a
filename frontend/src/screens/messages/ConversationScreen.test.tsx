import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { OperationDescriptor } from "relay-runtime";
import { type MockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import query from "../../__generated__/ConversationScreenQuery.graphql.ts";
import type { Session } from "../../session/session.ts";
import { expectLength, item } from "../../test/items.ts";
import { renderRoute } from "../../test/render.tsx";
import ConversationScreen from "./ConversationScreen.tsx";
import { POLL_INTERVAL_MS } from "./MessageThread.tsx";

// The viewer, as the root route's session gives it (the partner is someone else).
const session = vi.hoisted(() => ({ value: { viewer: { id: "me", userType: "laborer" } } as Session }));
vi.mock("../../session/session.ts", async (original) => ({
  ...(await original<typeof import("../../session/session.ts")>()),
  useSession: () => session.value,
}));

type Msg = { content: string; messageType?: string; isFromViewer?: boolean; flaggedMoneyRequest?: boolean };

/** The server's page: newest first. */
function messagePage(newestFirst: Msg[], hasNextPage = false) {
  return {
    edges: newestFirst.map((m, i) => ({
      cursor: `m${i}`,
      node: {
        databaseId: 100 - i,
        content: m.content,
        messageType: m.messageType ?? "text",
        isFromViewer: m.isFromViewer ?? false,
        flaggedMoneyRequest: m.flaggedMoneyRequest ?? false,
        createdAt: new Date(Date.now() - (i + 1) * 3_600_000).toISOString(),
      },
    })),
    pageInfo: { hasNextPage, endCursor: `m${newestFirst.length - 1}` },
  };
}

function renderThread(newestFirst: Msg[], unreadCount = 0) {
  const answer = {
    Conversation: () => ({
      id: "conv-1",
      unreadCount,
      conversationPartner: { id: "partner-7", viewerHasBlocked: false, firstName: "Ramesh", lastName: "Gowda" },
    }),
    ConversationMessagesConnection: () => messagePage(newestFirst),
  };
  return {
    user: userEvent.setup(),
    ...renderRoute(<ConversationScreen />, {
      query,
      variables: { id: "conv-1", count: 20 },
      answer,
      path: "/messages/conv-1",
    }),
  };
}

function operations(environment: MockEnvironment, name: string): OperationDescriptor[] {
  return environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name);
}

function sendResult(content: string, databaseId: number) {
  return {
    data: {
      sendMessage: {
        __typename: "MutationSendMessageSuccess",
        data: {
          databaseId,
          content,
          messageType: "text",
          isFromViewer: true,
          flaggedMoneyRequest: false,
          createdAt: new Date().toISOString(),
        },
      },
    },
  };
}

function bubbleTexts() {
  return within(screen.getByRole("list", { name: "Messages" }))
    .getAllByRole("listitem")
    .map((li) => li.textContent ?? "");
}

afterEach(() => {
  vi.useRealTimers();
});

describe("ConversationScreen", () => {
  it("shows the partner and the messages oldest first, offers and rate negotiations as cards", async () => {
    renderThread([
      { content: "Newest hello", isFromViewer: true },
      { content: "₹700 a day?", messageType: "rate_negotiation" },
      { content: "Oldest offer", messageType: "job_offer" },
    ]);
    expect(await screen.findByRole("heading", { level: 1, name: "Ramesh Gowda" })).toBeTruthy();
    const texts = bubbleTexts();
    expect(texts).toHaveLength(3);
    expect(texts[0]).toContain("Oldest offer");
    expect(texts[2]).toContain("Newest hello");
    const cards = screen.getAllByRole("article");
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringContaining("Job offer"),
      expect.stringContaining("Rate negotiation"),
    ]);
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/messages");
  });

  it("warns the reader under a message that asks for money, and not its sender", async () => {
    const warning = "This message asks for money. Never pay anyone to get a job.";
    renderThread([
      { content: "Send the registration fee today", flaggedMoneyRequest: true },
      { content: "Pay ₹500 deposit first", messageType: "job_offer", flaggedMoneyRequest: true },
      { content: "I will not pay any fee", isFromViewer: true, flaggedMoneyRequest: true },
      { content: "Can you come on Monday?" },
    ]);
    await screen.findByRole("heading", { level: 1, name: "Ramesh Gowda" });
    const texts = bubbleTexts();
    expect(texts.filter((text) => text.includes(warning))).toHaveLength(2);
    expect(texts.find((text) => text.includes("Send the registration fee today"))).toContain(warning);
    expect(texts.find((text) => text.includes("Pay ₹500 deposit first"))).toContain(warning);
    expect(texts.find((text) => text.includes("I will not pay any fee"))).not.toContain(warning);
    expect(texts.find((text) => text.includes("Can you come on Monday?"))).not.toContain(warning);
  });

  it("marks the thread read when it opens with unread messages, and not when all is read", async () => {
    const unread = renderThread([{ content: "Hi" }], 2);
    await screen.findByRole("heading", { level: 1, name: "Ramesh Gowda" });
    const [mark] = expectLength(operations(unread.environment, "MessageThreadMarkReadMutation"), 1);
    expect(mark.request.variables).toEqual({ conversationId: "conv-1" });
    unread.unmount();

    const read = renderThread([{ content: "Hi" }], 0);
    await screen.findByRole("heading", { level: 1, name: "Ramesh Gowda" });
    expect(operations(read.environment, "MessageThreadMarkReadMutation")).toHaveLength(0);
  });

  it("shows a sent message at once, and keeps it at the bottom when the server confirms it", async () => {
    const { user, environment } = renderThread([{ content: "Hi" }]);
    await user.type(await screen.findByRole("textbox", { name: "Message" }), "On my way");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(bubbleTexts().at(-1)).toContain("On my way");
    expect(bubbleTexts().at(-1)).toContain("Sending…");
    const op = item(operations(environment, "useSendMessagesMutation"), 0);
    expect(op.request.variables).toEqual({ conversationId: "conv-1", content: "On my way" });
    act(() => environment.mock.resolve(op, sendResult("On my way", 200)));
    const texts = bubbleTexts();
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain("On my way");
    expect(texts[1]).not.toContain("Sending…");
  });

  it("offers Retry on a failed message and sends it only once however often Retry is tapped", async () => {
    const { user, environment } = renderThread([{ content: "Hi" }]);
    await user.type(await screen.findByRole("textbox", { name: "Message" }), "Are you there?");
    await user.click(screen.getByRole("button", { name: "Send" }));
    const first = item(operations(environment, "useSendMessagesMutation"), 0);
    act(() => environment.mock.reject(first, new Error("500: Internal Server Error")));
    const retry = await screen.findByRole("button", { name: "Retry" });
    expect(bubbleTexts().at(-1)).toContain("Not sent");

    // Two taps before the screen has updated (a bouncy finger on a slow phone).
    act(() => {
      retry.click();
      retry.click();
    });
    // The failed one is done; only the retry is on the wire.
    const [resend] = expectLength(operations(environment, "useSendMessagesMutation"), 1);
    expect(resend).not.toBe(first);
    expect(resend.request.variables).toEqual({ conversationId: "conv-1", content: "Are you there?" });
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();

    act(() => environment.mock.resolve(resend, sendResult("Are you there?", 201)));
    expect(operations(environment, "useSendMessagesMutation")).toHaveLength(0);
    const texts = bubbleTexts();
    expect(texts.filter((t) => t.includes("Are you there?"))).toHaveLength(1);
    expect(texts.at(-1)).not.toContain("Not sent");
  });

  it("asks the server for new messages every 5 seconds while open, and stops when the screen closes", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { environment, unmount } = renderThread([{ content: "Hi" }]);
    await screen.findByRole("heading", { level: 1, name: "Ramesh Gowda" });
    expect(operations(environment, "ConversationScreenQuery")).toHaveLength(0);

    act(() => vi.advanceTimersByTime(POLL_INTERVAL_MS));
    const [poll] = expectLength(operations(environment, "ConversationScreenQuery"), 1);
    expect(poll.request.variables).toEqual({ id: "conv-1", count: 20 });

    act(() =>
      environment.mock.resolve(
        poll,
        MockPayloadGenerator.generate(poll, {
          Conversation: () => ({
            id: "conv-1",
            unreadCount: 0,
            conversationPartner: { id: "partner-7", viewerHasBlocked: false, firstName: "Ramesh", lastName: "Gowda" },
          }),
          ConversationMessagesConnection: () => messagePage([{ content: "A new one" }, { content: "Hi" }]),
        }),
      ),
    );
    expect(bubbleTexts().at(-1)).toContain("A new one");

    unmount();
    act(() => vi.advanceTimersByTime(3 * POLL_INTERVAL_MS));
    expect(operations(environment, "ConversationScreenQuery")).toHaveLength(0);
  });

  it("pauses polling while the tab is hidden", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const { environment } = renderThread([{ content: "Hi" }]);
    await screen.findByRole("heading", { level: 1, name: "Ramesh Gowda" });
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    act(() => vi.advanceTimersByTime(3 * POLL_INTERVAL_MS));
    expect(operations(environment, "ConversationScreenQuery")).toHaveLength(0);

    visibility.mockReturnValue("visible");
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    expect(operations(environment, "ConversationScreenQuery")).toHaveLength(1);
    visibility.mockRestore();
  });

  it("says so when the conversation is not the viewer's", async () => {
    const answer = { data: { conversation: { __typename: "NotFoundError" } } };
    renderRoute(<ConversationScreen />, {
      query,
      variables: { id: "other", count: 20 },
      answer,
      path: "/messages/other",
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Conversation not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Messages" }).getAttribute("href")).toBe("/messages");
  });

  it("reports the conversation, and offers to block the other person", async () => {
    const { user, environment } = renderThread([{ content: "Pay 500 to register" }]);
    expect(await screen.findByRole("heading", { level: 1, name: "Ramesh Gowda" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Block" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Report" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Report to KhetSetu" }));
    await user.click(dialog.getByRole("radio", { name: "Asks workers for money" }));
    await user.click(dialog.getByRole("button", { name: "Send report" }));
    const [report] = operations(environment, "ReportDialogMutation");
    expect(report?.request.variables).toEqual({
      targetType: "conversation",
      targetId: "conv-1",
      reason: "asks_for_money",
      details: null,
    });
  });
});
