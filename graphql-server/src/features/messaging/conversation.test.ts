import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { MESSAGE_RULES, START_MESSAGES } from "../../rules/messaging.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

const LIST = `
  query List($first: Int, $after: String) {
    conversations(first: $first, after: $after) {
      edges { node {
        databaseId unreadCount lastMessageAt
        conversationPartner { databaseId firstName }
        lastMessage { databaseId content messageType isFromViewer }
        job { databaseId title }
      } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;

const THREAD = `
  query Thread($id: ID!, $first: Int, $after: String) {
    conversation(id: $id) {
      __typename
      ... on Error { message }
      ... on QueryConversationSuccess { data {
        databaseId unreadCount
        messages(first: $first, after: $after) {
          edges { node { databaseId content createdAt readAt isFromViewer sender { databaseId } } }
          pageInfo { hasNextPage endCursor }
        }
      } }
    }
  }
`;

const SEND = `
  mutation Send($conversationId: ID!, $content: String!, $messageType: MessageType) {
    sendMessage(conversationId: $conversationId, content: $content, messageType: $messageType) {
      __typename
      ... on Error { message }
      ... on MutationSendMessageSuccess { data { databaseId content messageType isFromViewer readAt sender { databaseId } } }
    }
  }
`;

const MARK_READ = `
  mutation Read($conversationId: ID!) {
    markRead(conversationId: $conversationId) {
      __typename
      ... on Error { message }
      ... on MutationMarkReadSuccess { data { databaseId unreadCount } }
    }
  }
`;

const START = `
  mutation Start($participantId: ID!, $jobId: ID) {
    startConversation(participantId: $participantId, jobId: $jobId) {
      __typename
      ... on Error { message }
      ... on MutationStartConversationSuccess { data { databaseId conversationPartner { databaseId } job { databaseId } lastMessage { content } unreadCount } }
    }
  }
`;

const gid = (type: string, id: number) => encodeGlobalID(type, String(id));

describe("conversations (GraphQL)", () => {
  let t: TestApp;
  let laborer: string;
  let laborerId: number;
  let outsider: string;
  let outsiderId: number;

  const userId = async (mobileNumber: string) =>
    (await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber } })).id;
  const unreadFor = (conversationId: number, viewerId: number) =>
    t.prisma.message.count({ where: { conversationId, readAt: null, senderId: { not: viewerId } } });

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    laborer = await t.cookieFor(DEMO_ACCOUNTS.laborer);
    laborerId = await userId(DEMO_ACCOUNTS.laborer);
    // An employer with no conversation with the demo laborer.
    outsider = await t.cookieFor("9876500107");
    outsiderId = await userId("9876500107");
  });
  afterAll(() => t.close());

  /** One of the demo laborer's conversations, with its partner's id. */
  const laborersConversation = async () => {
    const c = await t.prisma.conversation.findFirstOrThrow({
      where: { OR: [{ participantAId: laborerId }, { participantBId: laborerId }], messages: { some: {} } },
      orderBy: { id: "asc" },
    });
    const partnerId = c.participantAId === laborerId ? c.participantBId! : c.participantAId!;
    return { id: c.id, partnerId };
  };

  describe("the list", () => {
    it("shows partner, last message and unread count from the database, most recent first", async () => {
      const { data, errors } = await t.graphql(LIST, { first: 50 }, laborer);
      expect(errors).toBeUndefined();
      const expected = await t.prisma.conversation.findMany({
        where: { OR: [{ participantAId: laborerId }, { participantBId: laborerId }] },
        orderBy: [{ lastMessageAt: "desc" }, { id: "desc" }],
        include: { messages: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1 } },
      });
      expect(expected.length).toBeGreaterThan(1);
      const nodes = data!.conversations.edges.map((e: any) => e.node);
      expect(nodes.map((n: any) => n.databaseId)).toEqual(expected.map((c) => c.id));
      for (const [i, c] of expected.entries()) {
        const partnerId = c.participantAId === laborerId ? c.participantBId : c.participantAId;
        expect(nodes[i].conversationPartner.databaseId).toBe(partnerId);
        expect(nodes[i].lastMessage.databaseId).toBe(c.messages[0]!.id);
        expect(nodes[i].lastMessage.isFromViewer).toBe(c.messages[0]!.senderId === laborerId);
        expect(nodes[i].unreadCount).toBe(await unreadFor(c.id, laborerId));
        expect(nodes[i].job?.databaseId ?? null).toBe(c.jobId);
      }
      expect(nodes.some((n: any) => n.unreadCount > 0)).toBe(true);
    });

    it("loads a page with a fixed number of queries, whatever its size (no N+1)", async () => {
      const countFor = async (first: number) => {
        t.queries.length = 0;
        const { errors } = await t.graphql(LIST, { first }, laborer);
        expect(errors).toBeUndefined();
        return t.queries.filter((sql) => /select/i.test(sql)).length;
      };
      const small = await countFor(1);
      const large = await countFor(50);
      expect(large).toBe(small);
    });

    it("is for signed-in users", async () => {
      const { errors } = await t.graphql(LIST, { first: 5 });
      expect(errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    });
  });

  describe("privacy", () => {
    it("hides a conversation from anyone who is not in it", async () => {
      const { id } = await laborersConversation();
      const thread = await t.graphql(THREAD, { id: gid("Conversation", id), first: 5 }, outsider);
      expect(thread.data!.conversation).toEqual({ __typename: "NotFoundError", message: "Conversation not found" });

      const viaNode = await t.graphql(
        `query($id: ID!) { node(id: $id) { ... on Conversation { messages(first: 5) { edges { node { content } } } } } }`,
        { id: gid("Conversation", id) },
        outsider,
      );
      expect(viaNode.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect(JSON.stringify(viaNode.data ?? {})).not.toMatch(/content/);

      const before = await t.prisma.message.count({ where: { conversationId: id } });
      const send = await t.graphql(SEND, { conversationId: gid("Conversation", id), content: "hello" }, outsider);
      expect(send.data!.sendMessage.__typename).toBe("NotFoundError");
      expect(await t.prisma.message.count({ where: { conversationId: id } })).toBe(before);

      const unread = await t.prisma.message.count({ where: { conversationId: id, readAt: null } });
      const read = await t.graphql(MARK_READ, { conversationId: gid("Conversation", id) }, outsider);
      expect(read.data!.markRead.__typename).toBe("NotFoundError");
      expect(await t.prisma.message.count({ where: { conversationId: id, readAt: null } })).toBe(unread);

      const signedOut = await t.graphql(THREAD, { id: gid("Conversation", id), first: 5 });
      expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    });
  });

  describe("a thread", () => {
    it("pages its messages newest first", async () => {
      const { id } = await laborersConversation();
      const expected = await t.prisma.message.findMany({
        where: { conversationId: id },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      });
      expect(expected.length).toBeGreaterThan(2);
      const first = await t.graphql(THREAD, { id: gid("Conversation", id), first: 2 }, laborer);
      const page1 = first.data!.conversation.data.messages;
      expect(page1.pageInfo.hasNextPage).toBe(true);
      const second = await t.graphql(
        THREAD,
        { id: gid("Conversation", id), first: 100, after: page1.pageInfo.endCursor },
        laborer,
      );
      const ids = [...page1.edges, ...second.data!.conversation.data.messages.edges].map((e: any) => e.node.databaseId);
      expect(ids).toEqual(expected.map((m) => m.id));
    });
  });

  describe("sendMessage and markRead", () => {
    it("sends, moves the conversation to the top, and counts as unread for the partner until read", async () => {
      const { id, partnerId } = await laborersConversation();
      const partner = await t.cookieFor(
        (await t.prisma.user.findUniqueOrThrow({ where: { id: partnerId } })).mobileNumber,
      );
      const sent = await t.graphql(
        SEND,
        {
          conversationId: gid("Conversation", id),
          content: "  Can we start at 7 am?  ",
          messageType: "rate_negotiation",
        },
        laborer,
      );
      expect(sent.data!.sendMessage).toMatchObject({
        __typename: "MutationSendMessageSuccess",
        data: {
          content: "Can we start at 7 am?",
          messageType: "rate_negotiation",
          isFromViewer: true,
          readAt: null,
          sender: { databaseId: laborerId },
        },
      });
      const message = await t.prisma.message.findUniqueOrThrow({
        where: { id: sent.data!.sendMessage.data.databaseId },
      });
      const conversation = await t.prisma.conversation.findUniqueOrThrow({ where: { id } });
      expect(conversation.lastMessageAt.getTime()).toBe(message.createdAt.getTime());

      const partnerList = await t.graphql(LIST, { first: 1 }, partner);
      const top = partnerList.data!.conversations.edges[0].node;
      expect(top.databaseId).toBe(id);
      expect(top.lastMessage).toMatchObject({ content: "Can we start at 7 am?", isFromViewer: false });
      const unread = await unreadFor(id, partnerId);
      expect(unread).toBeGreaterThan(0);
      expect(top.unreadCount).toBe(unread);

      const read = await t.graphql(MARK_READ, { conversationId: gid("Conversation", id) }, partner);
      expect(read.data!.markRead).toEqual({
        __typename: "MutationMarkReadSuccess",
        data: { databaseId: id, unreadCount: 0 },
      });
      expect(await unreadFor(id, partnerId)).toBe(0);
      expect((await t.prisma.message.findUniqueOrThrow({ where: { id: message.id } })).readAt).not.toBeNull();
    });

    it("defaults to text and rejects empty or over-long messages", async () => {
      const { id } = await laborersConversation();
      const text = await t.graphql(SEND, { conversationId: gid("Conversation", id), content: "ok" }, laborer);
      expect(text.data!.sendMessage.data.messageType).toBe("text");
      const before = await t.prisma.message.count({ where: { conversationId: id } });
      for (const [content, message] of [
        ["   ", MESSAGE_RULES.empty],
        ["x".repeat(2001), MESSAGE_RULES.tooLong],
      ]) {
        const res = await t.graphql(SEND, { conversationId: gid("Conversation", id), content }, laborer);
        expect(res.data!.sendMessage).toMatchObject({ __typename: "ValidationError", message });
      }
      expect(await t.prisma.message.count({ where: { conversationId: id } })).toBe(before);
    });
  });

  it("refuses a message to someone who deleted their account, and shows no partner", async () => {
    const orphan = await t.prisma.conversation.create({ data: { participantAId: laborerId, participantBId: null } });
    const res = await t.graphql(SEND, { conversationId: gid("Conversation", orphan.id), content: "hello?" }, laborer);
    expect(res.data!.sendMessage).toEqual({ __typename: "ConflictError", message: MESSAGE_RULES.partnerGone });
    expect(await t.prisma.message.count({ where: { conversationId: orphan.id } })).toBe(0);
    const thread = await t.graphql(
      `query($id: ID!) { conversation(id: $id) { ... on QueryConversationSuccess { data { conversationPartner { databaseId } } } } }`,
      { id: gid("Conversation", orphan.id) },
      laborer,
    );
    expect(thread.data!.conversation.data.conversationPartner).toBeNull();
    await t.prisma.conversation.delete({ where: { id: orphan.id } });
  });

  describe("startConversation", () => {
    it("starts one conversation per pair and returns it again afterwards, even when asked twice at once", async () => {
      const [a, b] = await Promise.all([
        t.graphql(START, { participantId: gid("User", laborerId) }, outsider),
        t.graphql(START, { participantId: gid("User", laborerId) }, outsider),
      ]);
      expect(a.data!.startConversation.__typename).toBe("MutationStartConversationSuccess");
      expect(a.data!.startConversation.data).toMatchObject({
        conversationPartner: { databaseId: laborerId },
        job: null,
        lastMessage: null,
        unreadCount: 0,
      });
      expect(b.data!.startConversation.data.databaseId).toBe(a.data!.startConversation.data.databaseId);
      const fromOtherSide = await t.graphql(START, { participantId: gid("User", outsiderId) }, laborer);
      expect(fromOtherSide.data!.startConversation.data.databaseId).toBe(a.data!.startConversation.data.databaseId);
      const rows = await t.prisma.conversation.count({
        where: {
          participantAId: Math.min(laborerId, outsiderId),
          participantBId: Math.max(laborerId, outsiderId),
          jobId: null,
        },
      });
      expect(rows).toBe(1);
    });

    it("starts a separate conversation about one of the employer's jobs with an applicant", async () => {
      const job = await t.prisma.job.findFirstOrThrow({ where: { employerId: outsiderId } });
      const res = await t.graphql(
        START,
        { participantId: gid("User", laborerId), jobId: gid("Job", job.id) },
        outsider,
      );
      expect(res.data!.startConversation.data).toMatchObject({
        job: { databaseId: job.id },
        conversationPartner: { databaseId: laborerId },
      });
      const again = await t.graphql(
        START,
        { participantId: gid("User", outsiderId), jobId: gid("Job", job.id) },
        laborer,
      );
      expect(again.data!.startConversation.data.databaseId).toBe(res.data!.startConversation.data.databaseId);
    });

    it("refuses yourself, unknown people and jobs, and a job neither of you posted", async () => {
      const self = await t.graphql(START, { participantId: gid("User", laborerId) }, laborer);
      expect(self.data!.startConversation).toEqual({ __typename: "ValidationError", message: START_MESSAGES.self });
      const unknown = await t.graphql(START, { participantId: gid("User", 999_999) }, laborer);
      expect(unknown.data!.startConversation).toEqual({
        __typename: "NotFoundError",
        message: START_MESSAGES.userNotFound,
      });
      const noJob = await t.graphql(
        START,
        { participantId: gid("User", outsiderId), jobId: gid("Job", 999_999) },
        laborer,
      );
      expect(noJob.data!.startConversation).toEqual({
        __typename: "NotFoundError",
        message: START_MESSAGES.jobNotFound,
      });
      const othersJob = await t.prisma.job.findFirstOrThrow({
        where: { employerId: { notIn: [outsiderId, laborerId] } },
      });
      const notTheirs = await t.graphql(
        START,
        { participantId: gid("User", outsiderId), jobId: gid("Job", othersJob.id) },
        laborer,
      );
      expect(notTheirs.data!.startConversation).toEqual({
        __typename: "ValidationError",
        message: START_MESSAGES.jobNotTheirs,
      });
      const signedOut = await t.graphql(START, { participantId: gid("User", laborerId) });
      expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    });
  });

  describe("floods and ordering", () => {
    it("limits each account to 20 messages a minute: the 21st is a RateLimitError and is not stored", async () => {
      const sender = await t.cookieFor("9876500003");
      const senderId = await userId("9876500003");
      const { id } = await t.graphql(START, { participantId: gid("User", outsiderId) }, sender).then((res) => ({
        id: res.data!.startConversation.data.databaseId as number,
      }));
      const results = await Promise.all(
        Array.from({ length: 21 }, (_, i) =>
          t
            .graphql(SEND, { conversationId: gid("Conversation", id), content: `flood ${i}` }, sender)
            .then((res) => res.data!.sendMessage.__typename),
        ),
      );
      expect(results.filter((typename) => typename === "MutationSendMessageSuccess")).toHaveLength(20);
      expect(results.filter((typename) => typename === "RateLimitError")).toHaveLength(1);
      expect(await t.prisma.message.count({ where: { senderId, content: { startsWith: "flood" } } })).toBe(20);
      const rest = await t.request(`/api/conversations/${id}/messages`, {
        method: "POST",
        json: { content: "one more" },
        cookie: sender,
      });
      expect(rest.status).toBe(429);
      expect(Number(rest.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("limits how many new conversations an account starts", async () => {
      const starter = await t.cookieFor("9876500004");
      const others = await t.prisma.user.findMany({
        where: { mobileNumber: { not: "9876500004" } },
        orderBy: { id: "asc" },
        take: 12,
      });
      const outcomes: string[] = [];
      for (const other of others)
        outcomes.push(
          (await t.graphql(START, { participantId: gid("User", other.id) }, starter)).data!.startConversation
            .__typename,
        );
      expect(outcomes.slice(0, 10).every((typename) => typename === "MutationStartConversationSuccess")).toBe(true);
      expect(outcomes.slice(10)).toEqual(["RateLimitError", "RateLimitError"]);
      // An existing conversation opens as before.
      const again = await t.graphql(START, { participantId: gid("User", others[0]!.id) }, starter);
      expect(again.data!.startConversation.__typename).toBe("MutationStartConversationSuccess");
    });

    it("never moves lastMessageAt backwards", async () => {
      const { id } = await laborersConversation();
      const later = new Date(Date.now() + 60 * 60 * 1000);
      await t.prisma.conversation.update({ where: { id }, data: { lastMessageAt: later } });
      const res = await t.graphql(
        SEND,
        { conversationId: gid("Conversation", id), content: "An older clock" },
        laborer,
      );
      expect(res.data!.sendMessage.__typename).toBe("MutationSendMessageSuccess");
      expect((await t.prisma.conversation.findUniqueOrThrow({ where: { id } })).lastMessageAt).toEqual(later);
    });
  });
});
