import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

const SEND = `
  mutation ($conversationId: ID!, $content: String!) {
    sendMessage(conversationId: $conversationId, content: $content) {
      __typename
      ... on MutationSendMessageSuccess { data { databaseId flaggedMoneyRequest } }
    }
  }
`;

const THREAD = `
  query ($id: ID!) {
    conversation(id: $id) {
      ... on QueryConversationSuccess { data { messages(first: 10) { edges { node { content flaggedMoneyRequest } } } } }
    }
  }
`;

let t: TestApp;
let employer: string;
let laborer: string;
let conversationId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  employer = await t.cookieFor(DEMO_ACCOUNTS.employer);
  laborer = await t.cookieFor(DEMO_ACCOUNTS.laborer);
  const [employerRow, laborerRow] = await Promise.all([
    t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.employer } }),
    t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } }),
  ]);
  const [a, b] = [employerRow.id, laborerRow.id].sort((x, y) => x - y);
  const conversation = await t.prisma.conversation.create({ data: { participantAId: a!, participantBId: b! } });
  conversationId = conversation.id;
});
afterAll(() => t.close());

const send = async (content: string) => {
  const result = await t.graphql(
    SEND,
    { conversationId: encodeGlobalID("Conversation", String(conversationId)), content },
    employer,
  );
  expect(result.data!.sendMessage.__typename).toBe("MutationSendMessageSuccess");
  return result.data!.sendMessage.data as { databaseId: number; flaggedMoneyRequest: boolean };
};

describe("a message that asks for money", () => {
  it("is delivered, marked for its reader, and flagged for moderation in the same write", async () => {
    const sent = await send("Your job is confirmed. Send ₹500 registration fee on PhonePe today.");
    expect(sent.flaggedMoneyRequest).toBe(true);
    const stored = await t.prisma.message.findUniqueOrThrow({ where: { id: sent.databaseId } });
    expect(stored.flaggedMoneyRequest).toBe(true);
    const flags = await t.prisma.moderationFlag.findMany({
      where: { targetType: "message", targetId: sent.databaseId },
    });
    expect(flags).toMatchObject([{ reason: "money_request" }]);

    const thread = await t.graphql(THREAD, { id: encodeGlobalID("Conversation", String(conversationId)) }, laborer);
    expect(thread.data!.conversation.data.messages.edges[0].node).toEqual({
      content: "Your job is confirmed. Send ₹500 registration fee on PhonePe today.",
      flaggedMoneyRequest: true,
    });
    const rest = await t.request(`/api/conversations/${conversationId}/messages`, { cookie: laborer });
    const [newest] = (await rest.json()) as { id: number; flaggedMoneyRequest: boolean }[];
    expect(newest).toMatchObject({ id: sent.databaseId, flaggedMoneyRequest: true });
  });

  it("leaves an ordinary message unmarked and unflagged", async () => {
    const sent = await send("₹680 a day and I will send the tractor-trolley to pick you up.");
    expect(sent.flaggedMoneyRequest).toBe(false);
    expect(await t.prisma.moderationFlag.count({ where: { targetType: "message", targetId: sent.databaseId } })).toBe(
      0,
    );
  });
});
