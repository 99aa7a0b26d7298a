import { screen } from "@testing-library/react";
import type { LoaderFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/MessagesScreenQuery.graphql.ts";
import { renderRoute } from "../../test/render.tsx";
import MessagesScreen from "./MessagesScreen.tsx";
import { loader } from "./MessagesScreen.loader.ts";

function conversation(i: number, unreadCount = 0) {
  return {
    cursor: `c${i}`,
    node: {
      __typename: "Conversation",
      id: `conv-${i}`,
      unreadCount,
      lastMessageAt: new Date(Date.now() - i * 3_600_000).toISOString(),
      conversationPartner: { firstName: `Partner${i}`, lastName: "K" },
      lastMessage: {
        content: `Hello ${i}`,
        createdAt: new Date(Date.now() - i * 3_600_000).toISOString(),
        messageType: "text",
      },
    },
  };
}

function renderScreen(edges: ReturnType<typeof conversation>[]) {
  const answer = { QueryConversationsConnection: () => ({ edges, pageInfo: { hasNextPage: false, endCursor: null } }) };
  return renderRoute(<MessagesScreen />, { query, answer, path: "/messages" });
}

describe("MessagesScreen", () => {
  it("lists the conversations in the server's order (most recent first), each linking to its thread", async () => {
    renderScreen([conversation(1, 2), conversation(2), conversation(3)]);
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" })).toBeTruthy();
    const threads = screen.getAllByRole("link").filter((a) => a.getAttribute("href")?.startsWith("/messages/"));
    expect(threads.map((a) => a.getAttribute("href"))).toEqual([
      "/messages/conv-1",
      "/messages/conv-2",
      "/messages/conv-3",
    ]);
    expect(screen.getAllByTestId("unread-count")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/");
  });

  it("says when there are none", async () => {
    renderScreen([]);
    expect(await screen.findByText("No conversations yet")).toBeTruthy();
    expect(screen.getByText("Start applying for jobs to begin conversations")).toBeTruthy();
  });
});

describe("MessagesScreen loader", () => {
  it("opens the thread a screen asked for with ?conversation=<id>", async () => {
    const args = {
      request: new Request("http://app.test/messages?conversation=Q29udmVyc2F0aW9uOjc="),
      params: {},
      context: {},
    } as LoaderFunctionArgs;
    const response = (await loader(args)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/messages/Q29udmVyc2F0aW9uOjc%3D");
  });
});
