import { screen } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { ConversationRowTestQuery } from "../../__generated__/ConversationRowTestQuery.graphql.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { ConversationRow } from "./ConversationRow.tsx";

function Harness() {
  const data = useLazyLoadQuery<ConversationRowTestQuery>(
    graphql`
      query ConversationRowTestQuery @relay_test_operation {
        conversations(first: 1) {
          edges {
            node {
              ...ConversationRow_conversation
            }
          }
        }
      }
    `,
    {},
  );
  const node = data.conversations.edges[0]?.node;
  return node ? <ConversationRow conversation={node} /> : null;
}

const HOUR = 3_600_000;

function renderRow(conversation: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, { Conversation: () => ({ id: "conv-1", ...conversation }) }),
  );
  return renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { environment },
  );
}

describe("ConversationRow", () => {
  it("shows the partner, the last message labelled by its type, how long ago and the unread count, linking to the thread", async () => {
    renderRow({
      unreadCount: 3,
      lastMessageAt: new Date(Date.now() - 3 * HOUR).toISOString(),
      conversationPartner: { firstName: "Ramesh", lastName: "Gowda" },
      lastMessage: {
        content: "Can you start Monday?",
        createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
        messageType: "job_offer",
      },
    });
    const link = await screen.findByRole("link");
    expect(link.getAttribute("href")).toBe("/messages/conv-1");
    expect(link.textContent).toContain("Ramesh Gowda");
    expect(link.textContent).toContain("Job offer: Can you start Monday?");
    expect(link.textContent).toContain("3 hours ago");
    expect(screen.getByTestId("unread-count").textContent).toContain("3 unread messages");
  });

  it("shows a plain text message as it was written, with no type label, counts days, and shows no badge when all is read", async () => {
    renderRow({
      unreadCount: 0,
      lastMessageAt: new Date(Date.now() - 50 * HOUR).toISOString(),
      conversationPartner: { firstName: "Lakshmi", lastName: null },
      lastMessage: {
        content: "Thank you",
        createdAt: new Date(Date.now() - 50 * HOUR).toISOString(),
        messageType: "text",
      },
    });
    const link = await screen.findByRole("link");
    const preview = screen.getByText("Thank you");
    expect(preview.textContent).toBe("Thank you");
    expect(link.textContent).not.toContain("Review");
    expect(link.textContent).not.toContain(":");
    expect(link.textContent).toContain("2 days ago");
    expect(screen.queryByTestId("unread-count")).toBeNull();
  });

  it("labels a rate negotiation, and nothing else but offers and negotiations", async () => {
    renderRow({
      unreadCount: 1,
      lastMessageAt: new Date(Date.now() - 2 * HOUR).toISOString(),
      conversationPartner: { firstName: "Ramesh", lastName: "Gowda" },
      lastMessage: {
        content: "₹650 per day?",
        createdAt: new Date(Date.now() - 2 * HOUR).toISOString(),
        messageType: "rate_negotiation",
      },
    });
    expect((await screen.findByRole("link")).textContent).toContain("Rate negotiation: ₹650 per day?");
  });

  it("shows a training notification as its text alone", async () => {
    renderRow({
      unreadCount: 0,
      lastMessageAt: new Date(Date.now() - 2 * HOUR).toISOString(),
      conversationPartner: { firstName: "Krishi", lastName: "Kendra" },
      lastMessage: {
        content: "Your course starts on Monday",
        createdAt: new Date(Date.now() - 2 * HOUR).toISOString(),
        messageType: "training_notification",
      },
    });
    const link = await screen.findByRole("link");
    expect(screen.getByText("Your course starts on Monday").textContent).toBe("Your course starts on Monday");
    expect(link.textContent).not.toContain("Training notification");
  });

  it("says 'just now' for a message under a minute old, and minutes under an hour", async () => {
    const { unmount } = renderRow({
      unreadCount: 1,
      lastMessageAt: new Date(Date.now() - 20_000).toISOString(),
      conversationPartner: { firstName: "Ramesh", lastName: "Gowda" },
      lastMessage: { content: "Coming", createdAt: new Date(Date.now() - 20_000).toISOString(), messageType: "text" },
    });
    const link = await screen.findByRole("link");
    expect(link.textContent).toContain("just now");
    expect(link.textContent).not.toContain("0 hours ago");
    unmount();

    renderRow({
      unreadCount: 1,
      lastMessageAt: new Date(Date.now() - 5 * 60_000 - 20_000).toISOString(),
      conversationPartner: { firstName: "Ramesh", lastName: "Gowda" },
      lastMessage: {
        content: "Coming",
        createdAt: new Date(Date.now() - 5 * 60_000 - 20_000).toISOString(),
        messageType: "text",
      },
    });
    expect((await screen.findByRole("link")).textContent).toContain("5 minutes ago");
  });

  it("names a partner who deleted their account, and a conversation without messages yet", async () => {
    renderRow({
      unreadCount: 0,
      lastMessageAt: new Date(Date.now() - 15 * 24 * HOUR).toISOString(),
      conversationPartner: null,
      lastMessage: null,
    });
    const link = await screen.findByRole("link");
    expect(link.textContent).toContain("Deleted user");
    expect(link.textContent).toContain("No messages yet");
    expect(link.textContent).toContain("2 weeks ago");
  });
});
