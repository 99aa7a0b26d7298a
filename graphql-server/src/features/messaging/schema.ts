import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  ValidationError,
} from "../../errors/app-errors.ts";
import { MessageType } from "../../generated/prisma/enums.ts";
import { isParticipant, participantWhere } from "./participants.ts";
import { sendMessage } from "./send-message.ts";
import { startConversation } from "./start-conversation.ts";
import { CONVERSATION_NOT_FOUND, MESSAGE_RULES, START_MESSAGES } from "../../rules/messaging.ts";
import { databaseIdOf } from "../../graphql/global-id.ts";
import { UserNode } from "../accounts/index.ts";

builder.enumType(MessageType, {
  name: "MessageType",
  description: "What a message is: text (a plain chat message), rate_negotiation, job_offer or training_notification.",
});

const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] as const;

const MessageRef = builder.prismaObject("Message", {
  description: "A message in a conversation. Read through its conversation, so only the participants see it.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The plain numeric id (the REST shim's `id`)." }),
    content: t.exposeString("content", { description: "The text, 1-2000 characters." }),
    messageType: t.expose("messageType", { type: MessageType, description: "What kind of message it is." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was sent." }),
    flaggedMoneyRequest: t.exposeBoolean("flaggedMoneyRequest", {
      description:
        "Whether the text seemed to ask for money (a fee, a deposit, an advance for a job) when it was written: it " +
        "is delivered all the same, and the app shows its reader a warning under it.",
    }),
    readAt: t.expose("readAt", {
      type: "DateTime",
      nullable: true,
      description: "When the recipient read it; null while unread.",
    }),
    sender: t.relation("sender", { description: "Who wrote it." }),
    isFromViewer: t.boolean({
      description: "Whether the signed-in user wrote it.",
      resolve: (message, _args, ctx) => message.senderId === ctx.viewer?.id,
    }),
  }),
});

builder.prismaNode("Conversation", {
  description:
    "A two-person conversation, optionally about a job. Only its two participants can read it; anyone else gets an error.",
  id: { field: "id" },
  // Also guards `node(id:)`: a conversation someone else is in fails as a whole.
  runScopesOnType: true,
  authScopes: (conversation, ctx) => isParticipant(conversation, ctx.viewer?.id),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The plain numeric id (the REST shim's `id`)." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the conversation was started." }),
    lastMessageAt: t.expose("lastMessageAt", {
      type: "DateTime",
      description: "When the newest message was sent (the start time while there are none); lists sort on it.",
    }),
    conversationPartner: t.field({
      type: UserNode,
      nullable: true,
      description: "The other participant; null if they deleted their account.",
      select: (_args, _ctx, nestedSelection) => ({
        participantA: nestedSelection(true),
        participantB: nestedSelection(true),
      }),
      resolve: (conversation, _args, ctx) =>
        conversation.participantAId === ctx.viewer?.id ? conversation.participantB : conversation.participantA,
    }),
    lastMessage: t.field({
      type: MessageRef,
      nullable: true,
      description: "The newest message, or null before the first one.",
      select: (_args, _ctx, nestedSelection) => ({
        messages: nestedSelection({ take: 1, orderBy: [...NEWEST_FIRST] }),
      }),
      resolve: (conversation) => conversation.messages[0] ?? null,
    }),
    job: t.relation("job", { nullable: true, description: "The job the conversation is about, if any." }),
    unreadCount: t.relationCount("messages", {
      description: "Messages from the other participant that the viewer has not read yet.",
      where: (_args, ctx) => ({ readAt: null, senderId: { not: ctx.viewer?.id ?? 0 } }),
    }),
    messages: t.relatedConnection("messages", {
      cursor: "id",
      defaultSize: 20,
      maxSize: 100,
      description:
        "The messages, NEWEST FIRST: the first page is the latest messages, and `after` loads older ones " +
        "(a chat screen shows them bottom-up).",
      query: { orderBy: [...NEWEST_FIRST] },
    }),
  }),
});

const conversationId = (id: string | number) => {
  const value = databaseIdOf("Conversation", String(id));
  if (value === null) throw new NotFoundError(CONVERSATION_NOT_FOUND);
  return value;
};

builder.queryFields((t) => ({
  conversations: t.prismaConnection({
    type: "Conversation",
    cursor: "id",
    defaultSize: 20,
    maxSize: 100,
    description: "The signed-in user's conversations, most recent activity first.",
    authScopes: { signedIn: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.conversation.findMany({
        ...query,
        where: participantWhere(ctx.viewer!.id),
        orderBy: [{ lastMessageAt: "desc" }, { id: "desc" }],
      }),
  }),

  conversation: t.prismaField({
    type: "Conversation",
    description: "One of the signed-in user's conversations. Someone else's is NotFound.",
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError] },
    args: { id: t.arg.id({ required: true, description: "The conversation's global id." }) },
    resolve: async (query, _root, args, ctx) => {
      const conversation = await ctx.prisma.conversation.findFirst({
        ...query,
        where: { id: conversationId(args.id), ...participantWhere(ctx.viewer!.id) },
      });
      if (!conversation) throw new NotFoundError(CONVERSATION_NOT_FOUND);
      return conversation;
    },
  }),
}));

builder.mutationFields((t) => ({
  startConversation: t.prismaField({
    type: "Conversation",
    description:
      "Opens a conversation with another user (a directory contact, or an applicant), optionally about a job " +
      "whose employer is one of the two. Returns the existing conversation when the pair (and job) already has one.",
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError, RateLimitError] },
    args: {
      participantId: t.arg.id({ required: true, description: "The other user's global id." }),
      jobId: t.arg.id({ required: false, description: "The job it is about (global id), if any." }),
    },
    resolve: async (query, _root, args, ctx) => {
      const otherId = databaseIdOf("User", String(args.participantId));
      if (otherId === null) throw new NotFoundError(START_MESSAGES.userNotFound);
      let jobId: number | null = null;
      if (args.jobId != null) {
        jobId = databaseIdOf("Job", String(args.jobId));
        if (jobId === null) throw new NotFoundError(START_MESSAGES.jobNotFound);
      }
      return startConversation(ctx.prisma, ctx.viewer!.id, otherId, jobId, (db, id) =>
        db.conversation.findUniqueOrThrow({ ...query, where: { id } }),
      );
    },
  }),

  sendMessage: t.prismaField({
    type: "Message",
    description:
      "Sends a message in one of the signed-in user's conversations. Limited to 20 messages a minute per account " +
      "(RateLimitError with retryAfterSeconds beyond that).",
    authScopes: { signedIn: true },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError, ConflictError, RateLimitError] },
    args: {
      conversationId: t.arg.id({ required: true, description: "The conversation's global id." }),
      content: t.arg.string({
        required: true,
        description: "The text, 1-2000 characters after trimming.",
        validate: z.string().trim().min(1, MESSAGE_RULES.empty).max(MESSAGE_RULES.maxLength, MESSAGE_RULES.tooLong),
      }),
      messageType: t.arg({
        type: MessageType,
        required: false,
        defaultValue: "text",
        description: "What kind of message it is (default text).",
      }),
    },
    resolve: async (query, _root, args, ctx) => {
      return sendMessage(
        ctx.prisma,
        ctx.notifications,
        ctx.viewer!.id,
        conversationId(args.conversationId),
        args.content,
        args.messageType ?? "text",
        (tx, id) => tx.message.findUniqueOrThrow({ ...query, where: { id } }),
      );
    },
  }),

  markRead: t.prismaField({
    type: "Conversation",
    description: "Marks the other participant's messages in a conversation as read; returns it (unreadCount 0).",
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError] },
    args: { conversationId: t.arg.id({ required: true, description: "The conversation's global id." }) },
    resolve: async (query, _root, args, ctx) => {
      const viewerId = ctx.viewer!.id;
      const id = conversationId(args.conversationId);
      return ctx.prisma.$transaction(async (tx) => {
        const mine = await tx.conversation.findFirst({
          where: { id, ...participantWhere(viewerId) },
          select: { id: true },
        });
        if (!mine) throw new NotFoundError(CONVERSATION_NOT_FOUND);
        await tx.message.updateMany({
          where: { conversationId: id, senderId: { not: viewerId }, readAt: null },
          data: { readAt: new Date() },
        });
        return tx.conversation.findUniqueOrThrow({ ...query, where: { id } });
      });
    },
  }),
}));
