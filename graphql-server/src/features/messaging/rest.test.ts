import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { MESSAGE_RULES, START_MESSAGES } from "../../rules/messaging.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

/** A POST without a body needs this header (CSRF guard). */
const noBody = { "x-requested-with": "fetch" };

describe("conversation REST paths", () => {
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
    outsider = await t.cookieFor("9876500107");
    outsiderId = await userId("9876500107");
  });
  afterAll(() => t.close());

  /** The demo laborer's conversation with the most unread messages for them. */
  const unreadConversation = async () => {
    const mine = await t.prisma.conversation.findMany({
      where: { OR: [{ participantAId: laborerId }, { participantBId: laborerId }] },
      include: { _count: { select: { messages: { where: { readAt: null, senderId: { not: laborerId } } } } } },
    });
    return mine.sort((a, b) => b._count.messages - a._count.messages)[0]!;
  };

  describe("GET /api/conversations", () => {
    it("lists the viewer's conversations in the REST shape, with unread counts from the database", async () => {
      const res = await t.request("/api/conversations", { cookie: laborer });
      expect(res.status).toBe(200);
      const body = await res.json();
      const expected = await t.prisma.conversation.findMany({
        where: { OR: [{ participantAId: laborerId }, { participantBId: laborerId }] },
        orderBy: [{ lastMessageAt: "desc" }, { id: "desc" }],
        include: {
          participantA: true,
          participantB: true,
          messages: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1 },
        },
      });
      expect(body.map((c: any) => c.id)).toEqual(expected.map((c) => c.id));
      const first = expected[0]!;
      const partner = first.participantAId === laborerId ? first.participantB! : first.participantA!;
      const last = first.messages[0]!;
      expect(body[0]).toMatchObject({
        id: first.id,
        conversationPartner: {
          id: partner.id,
          firstName: partner.firstName,
          lastName: partner.lastName,
          profileImageUrl: partner.profileImageUrl,
        },
        lastMessage: { content: last.content, createdAt: last.createdAt.toISOString(), messageType: last.messageType },
        unreadCount: await unreadFor(first.id, laborerId),
      });
      const total = body.reduce((sum: number, c: any) => sum + c.unreadCount, 0);
      expect(total).toBe(
        await t.prisma.message.count({
          where: {
            readAt: null,
            senderId: { not: laborerId },
            conversation: { OR: [{ participantAId: laborerId }, { participantBId: laborerId }] },
          },
        }),
      );
    });

    it("is 401 signed out", async () => {
      const res = await t.request("/api/conversations");
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: "Unauthorized" });
    });
  });

  describe("GET /api/conversations/:id/messages", () => {
    it("gives a participant the messages, newest first", async () => {
      const conversation = await unreadConversation();
      const res = await t.request(`/api/conversations/${conversation.id}/messages`, { cookie: laborer });
      expect(res.status).toBe(200);
      const body = await res.json();
      const expected = await t.prisma.message.findMany({
        where: { conversationId: conversation.id },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      });
      expect(body.map((m: any) => m.id)).toEqual(expected.map((m) => m.id));
      expect(body[0]).toEqual({
        id: expected[0]!.id,
        senderId: expected[0]!.senderId,
        content: expected[0]!.content,
        messageType: expected[0]!.messageType,
        flaggedMoneyRequest: expected[0]!.flaggedMoneyRequest,
        createdAt: expected[0]!.createdAt.toISOString(),
        readAt: expected[0]!.readAt?.toISOString() ?? null,
        isFromViewer: expected[0]!.senderId === laborerId,
      });
    });

    it("is 404 for someone who is not in the conversation, and for a bad id", async () => {
      const conversation = await unreadConversation();
      const res = await t.request(`/api/conversations/${conversation.id}/messages`, { cookie: outsider });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Conversation not found" });
      expect((await t.request("/api/conversations/abc/messages", { cookie: laborer })).status).toBe(404);
    });
  });

  describe("POST /api/conversations", () => {
    it("starts a conversation and returns the same one when asked again", async () => {
      const res = await t.request("/api/conversations", {
        method: "POST",
        cookie: outsider,
        json: { participantId: laborerId },
      });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ conversationPartner: { id: laborerId }, lastMessage: null, unreadCount: 0 });
      const again = await t.request("/api/conversations", {
        method: "POST",
        cookie: laborer,
        json: { participantId: String(outsiderId) },
      });
      expect((await again.json()).id).toBe(body.id);
      expect(await t.prisma.conversation.count({ where: { id: body.id } })).toBe(1);
    });

    it("is 400 for yourself, 404 for an unknown user, 401 signed out", async () => {
      const self = await t.request("/api/conversations", {
        method: "POST",
        cookie: laborer,
        json: { participantId: laborerId },
      });
      expect(self.status).toBe(400);
      expect(await self.json()).toEqual({
        message: START_MESSAGES.self,
        errors: { participantId: START_MESSAGES.self },
      });
      const unknown = await t.request("/api/conversations", {
        method: "POST",
        cookie: laborer,
        json: { participantId: 999999 },
      });
      expect(unknown.status).toBe(404);
      const signedOut = await t.request("/api/conversations", { method: "POST", json: { participantId: laborerId } });
      expect(signedOut.status).toBe(401);
    });
  });

  describe("POST /api/conversations/:id/messages", () => {
    it("sends a message (201) and updates the conversation's last message time", async () => {
      const conversation = await unreadConversation();
      const res = await t.request(`/api/conversations/${conversation.id}/messages`, {
        method: "POST",
        cookie: laborer,
        json: { content: "I will come with 3 others.", messageType: "job_offer" },
      });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body).toMatchObject({
        senderId: laborerId,
        content: "I will come with 3 others.",
        messageType: "job_offer",
        flaggedMoneyRequest: false,
        isFromViewer: true,
        readAt: null,
      });
      const stored = await t.prisma.message.findUniqueOrThrow({ where: { id: body.id } });
      const updated = await t.prisma.conversation.findUniqueOrThrow({ where: { id: conversation.id } });
      expect(updated.lastMessageAt.getTime()).toBe(stored.createdAt.getTime());
    });

    it("is 400 for an empty message or an unknown type, and 404 for a non-participant", async () => {
      const conversation = await unreadConversation();
      const before = await t.prisma.message.count({ where: { conversationId: conversation.id } });
      const empty = await t.request(`/api/conversations/${conversation.id}/messages`, {
        method: "POST",
        cookie: laborer,
        json: { content: "  " },
      });
      expect(empty.status).toBe(400);
      expect((await empty.json()).message).toBe(MESSAGE_RULES.empty);
      const badType = await t.request(`/api/conversations/${conversation.id}/messages`, {
        method: "POST",
        cookie: laborer,
        json: { content: "hi", messageType: "gossip" },
      });
      expect(badType.status).toBe(400);
      expect((await badType.json()).errors).toHaveProperty("messageType");
      const outsiderSend = await t.request(`/api/conversations/${conversation.id}/messages`, {
        method: "POST",
        cookie: outsider,
        json: { content: "hi" },
      });
      expect(outsiderSend.status).toBe(404);
      expect(await t.prisma.message.count({ where: { conversationId: conversation.id } })).toBe(before);
    });
  });

  describe("POST /api/conversations/:id/read", () => {
    it("marks the partner's messages read and answers unreadCount 0", async () => {
      const conversation = await unreadConversation();
      expect(await unreadFor(conversation.id, laborerId)).toBeGreaterThan(0);
      const outsiderRead = await t.request(`/api/conversations/${conversation.id}/read`, {
        method: "POST",
        cookie: outsider,
        headers: noBody,
      });
      expect(outsiderRead.status).toBe(404);
      expect(await unreadFor(conversation.id, laborerId)).toBeGreaterThan(0);

      const res = await t.request(`/api/conversations/${conversation.id}/read`, {
        method: "POST",
        cookie: laborer,
        headers: noBody,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ id: conversation.id, unreadCount: 0 });
      expect(await unreadFor(conversation.id, laborerId)).toBe(0);
      const list = await (await t.request("/api/conversations", { cookie: laborer })).json();
      expect(list.find((c: any) => c.id === conversation.id).unreadCount).toBe(0);
    });
  });
});
