// The messaging feature's REST paths: the conversation list, a thread, starting a conversation, sending and
// marking read. Signed in only; someone else's conversation is 404.
import { graphql } from "../../generated/graphql/index.ts";
import type { RestConversationFragment, RestMessageFragment } from "../../generated/graphql/graphql.ts";
import { MessageType } from "../../generated/prisma/enums.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { restRow } from "../../http/rest/rest-row.ts";

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
    databaseId content messageType flaggedMoneyRequest createdAt readAt isFromViewer
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

/** Lists answer with the first page of the largest size the schema allows. */
const PAGE = 100;

const MESSAGE_TYPES = Object.values(MessageType);

/** A REST conversation: id, conversationPartner {id, firstName, lastName, profileImageUrl}, lastMessage, unreadCount. */
function toRestConversation(conversation: RestConversationFragment) {
  const { databaseId, conversationPartner: partner, lastMessage, unreadCount, lastMessageAt, job } = conversation;
  return {
    id: databaseId,
    conversationPartner: partner
      ? {
          id: partner.databaseId,
          firstName: partner.firstName,
          lastName: partner.lastName,
          profileImageUrl: partner.profileImageUrl,
        }
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

export const MESSAGING_ROWS = [
  restRow({
    method: "GET",
    path: "/conversations",
    who: "signed in",
    operation: LIST,
    variables: () => ({ first: PAGE }),
    answer: (conversations) => conversations.edges.map((edge) => toRestConversation(edge.node)),
  }),
  // Returns the existing conversation for the pair (and job) if there is one: 200 either way.
  restRow({
    method: "POST",
    path: "/conversations",
    who: "signed in",
    operation: START,
    variables: ({ body }) => {
      const jobId = body.raw("jobId");
      return {
        participantId: globalIdOf("User", body.raw("participantId")),
        jobId: jobId === undefined || jobId === null || jobId === "" ? null : globalIdOf("Job", jobId),
      };
    },
    answer: toRestConversation,
  }),
  // The newest 100 messages, newest first (the same order as the GraphQL connection).
  restRow({
    method: "GET",
    path: "/conversations/:id/messages",
    who: "participant",
    operation: MESSAGES,
    variables: ({ param }) => ({ id: globalIdOf("Conversation", param("id")), first: PAGE }),
    answer: (conversation) => conversation.messages.edges.map((edge) => toRestMessage(edge.node)),
  }),
  restRow({
    method: "POST",
    path: "/conversations/:id/messages",
    who: "participant",
    operation: SEND,
    variables: ({ param, body }) => {
      const content = body.text("content") ?? "";
      const messageType = body.oneOf("messageType", MESSAGE_TYPES);
      body.check();
      return {
        conversationId: globalIdOf("Conversation", param("id")),
        content,
        ...(messageType ? { messageType } : {}),
      };
    },
    answer: toRestMessage,
    status: 201,
  }),
  restRow({
    method: "POST",
    path: "/conversations/:id/read",
    who: "participant",
    operation: MARK_READ,
    variables: ({ param }) => ({ conversationId: globalIdOf("Conversation", param("id")) }),
    answer: toRestConversation,
  }),
];
