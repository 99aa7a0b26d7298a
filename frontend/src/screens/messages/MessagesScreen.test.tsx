import { screen } from "@testing-library/react";
import { loadQuery, type PreloadedQuery } from "react-relay";
import type { LoaderFunctionArgs } from "react-router";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it, vi } from "vitest";
import query, { type MessagesScreenQuery } from "../../__generated__/MessagesScreenQuery.graphql.ts";
import { renderWithRelay } from "../../test/render.tsx";
import MessagesScreen from "./MessagesScreen.tsx";
import { loader } from "./MessagesScreen.loader.ts";

const route = vi.hoisted(() => ({ ref: null as unknown }));
vi.mock("../../relay/useRouteQuery.ts", () => ({ useRouteQuery: () => route.ref }));

function conversation(i: number, unreadCount = 0) {
  return {
    cursor: `c${i}`,
    node: {
      __typename: "Conversation",
      id: `conv-${i}`,
      unreadCount,
      lastMessageAt: new Date(Date.now() - i * 3_600_000).toISOString(),
      conversationPartner: { firstName: `Partner${i}`, lastName: "K" },
      lastMessage: { content: `Hello ${i}`, createdAt: new Date(Date.now() - i * 3_600_000).toISOString(), messageType: "text" },
    },
  };
}

function renderScreen(edges: ReturnType<typeof conversation>[]) {
  const environment = createMockEnvironment();
  route.ref = loadQuery<MessagesScreenQuery>(environment, query, {}) as PreloadedQuery<MessagesScreenQuery>;
  environment.mock.resolveMostRecentOperation((op) =>
    MockPayloadGenerator.generate(op, {
      QueryConversationsConnection: () => ({ edges, pageInfo: { hasNextPage: false, endCursor: null } }),
    }),
  );
  return renderWithRelay(<MessagesScreen />, { environment, path: "/messages" });
}

describe("MessagesScreen", () => {
  it("lists the conversations in the server's order (most recent first), each linking to its thread", async () => {
    renderScreen([conversation(1, 2), conversation(2), conversation(3)]);
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" })).toBeTruthy();
    const threads = screen.getAllByRole("link").filter((a) => a.getAttribute("href")?.startsWith("/messages/"));
    expect(threads.map((a) => a.getAttribute("href"))).toEqual(["/messages/conv-1", "/messages/conv-2", "/messages/conv-3"]);
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
    const args = { request: new Request("http://app.test/messages?conversation=Q29udmVyc2F0aW9uOjc="), params: {}, context: {} } as LoaderFunctionArgs;
    const response = (await loader(args)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/messages/Q29udmVyc2F0aW9uOjc%3D");
  });
});
