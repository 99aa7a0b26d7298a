import { Hono } from "hono";
import { RestInput } from "./input.ts";
import { graphql } from "../generated/graphql/index.ts";
import type { RestConversationFragment, RestMessageFragment } from "../generated/graphql/graphql.ts";
import { MessageType } from "../generated/prisma/enums.ts";
import type { GraphQLServer } from "../http/graphql.ts";
import { globalIdOf } from "../schema/global-id.ts";
import { readJsonBody } from "./body.ts";
import { runOperation } from "./operation.ts";
import { outcome } from "./respond.ts";

graphql(`
  fragment RestConversation on Conversation {
    databaseId lastMessageAt unreadCount
    conversationPartner { databaseId firstName lastName profileImageUrl }
    lastMessage { content createdAt messageType }
    job { databaseId title }
  }
`);

graphql(`
  fragment RestMessage on Message {
    databaseId content messageType createdAt readAt isFromViewer
    sender { databaseId }
  }
`);

const LIST = graphql(`
  query RestConversations($first: Int!) {
    conversations(first: $first) { edges { node { ...RestConversation } } }
  }
`);

const MESSAGES = graphql(`
  query RestConversationMessages($id: ID!, $first: Int!) {
    conversation(id: $id) {
      __typename
      ...RestError
      ... on QueryConversationSuccess { data { messages(first: $first) { edges { node { ...RestMessage } } } } }
    }
  }
`);

const START = graphql(`
  mutation RestStartConversation($participantId: ID!, $jobId: ID) {
    startConversation(participantId: $participantId, jobId: $jobId) {
      __typename
      ...RestError
      ... on MutationStartConversationSuccess { data { ...RestConversation } }
    }
  }
`);

const SEND = graphql(`
  mutation RestSendMessage($conversationId: ID!, $content: String!, $messageType: MessageType) {
    sendMessage(conversationId: $conversationId, content: $content, messageType: $messageType) {
      __typename
      ...RestError
      ... on MutationSendMessageSuccess { data { ...RestMessage } }
    }
  }
`);

const MARK_READ = graphql(`
  mutation RestMarkRead($conversationId: ID!) {
    markRead(conversationId: $conversationId) {
      __typename
      ...RestError
      ... on MutationMarkReadSuccess { data { ...RestConversation } }
    }
  }
`);

/** Lists answer with the first page of the largest size the schema allows (a variable: see rest/courses.ts). */
const PAGE = 100;

const MESSAGE_TYPES = Object.values(MessageType);

/** A REST conversation: id, conversationPartner {id, firstName, lastName, profileImageUrl}, lastMessage, unreadCount. */
function toRestConversation(conversation: RestConversationFragment) {
  const { databaseId, conversationPartner: partner, lastMessage, unreadCount, lastMessageAt, job } = conversation;
  return {
    id: databaseId,
    conversationPartner: partner
      ? { id: partner.databaseId, firstName: partner.firstName, lastName: partner.lastName, profileImageUrl: partner.profileImageUrl }
      : null,
    lastMessage,
    unreadCount,
    lastMessageAt,
    job: job ? { id: job.databaseId, title: job.title } : null,
  };
}

function toRestMessage(message: RestMessageFragment) {
  const { databaseId, sender, ...rest } = message;
  return { id: databaseId, senderId: sender.databaseId, ...rest };
}

/**
 * Conversations: GET /api/conversations lists them; the thread, start, send and mark-read paths
 * complete the messages screen. Signed in only; someone else's conversation is 404.
 */
export function conversationRoutes(server: GraphQLServer) {
  const app = new Hono();

  app.get("/conversations", async (c) => {
    const listed = outcome(c, await runOperation(c, server, LIST, { first: PAGE }), "conversations");
    if (!listed.ok) return listed.response;
    return c.json(listed.value.edges.map((edge) => toRestConversation(edge.node)));
  });

  // The newest 100 messages, newest first (the same order as the GraphQL connection).
  app.get("/conversations/:id/messages", async (c) => {
    const id = globalIdOf("Conversation", c.req.param("id"));
    const found = outcome(c, await runOperation(c, server, MESSAGES, { id, first: PAGE }), "conversation");
    if (!found.ok) return found.response;
    return c.json(found.value.messages.edges.map((edge) => toRestMessage(edge.node)));
  });

  // Returns the existing conversation for the pair (and job) if there is one: 200 either way.
  app.post("/conversations", async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const { participantId, jobId } = parsed.body;
    const result = await runOperation(c, server, START, {
      participantId: globalIdOf("User", participantId),
      jobId: jobId === undefined || jobId === null || jobId === "" ? null : globalIdOf("Job", jobId),
    });
    const started = outcome(c, result, "startConversation");
    if (!started.ok) return started.response;
    return c.json(toRestConversation(started.value));
  });

  app.post("/conversations/:id/messages", async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const body = new RestInput(parsed.body);
    const content = body.text("content") ?? "";
    const messageType = body.oneOf("messageType", MESSAGE_TYPES);
    const failure = body.failure(c);
    if (failure) return failure;
    const result = await runOperation(c, server, SEND, {
      conversationId: globalIdOf("Conversation", c.req.param("id")),
      content,
      ...(messageType ? { messageType } : {}),
    });
    const sent = outcome(c, result, "sendMessage");
    if (!sent.ok) return sent.response;
    return c.json(toRestMessage(sent.value), 201);
  });

  app.post("/conversations/:id/read", async (c) => {
    const conversationId = globalIdOf("Conversation", c.req.param("id"));
    const marked = outcome(c, await runOperation(c, server, MARK_READ, { conversationId }), "markRead");
    if (!marked.ok) return marked.response;
    return c.json(toRestConversation(marked.value));
  });

  return app;
}
