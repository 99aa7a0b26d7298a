import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../generated/prisma/client.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { globalIdOf } from "../../graphql/global-id.ts";

let t: TestApp;
let laborer: User;
let employer: User;
let laborerCookie: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  laborer = await t.prisma.user.create({
    data: { mobileNumber: "9123400201", userType: "laborer", firstName: "Meena" },
  });
  employer = await t.prisma.user.create({
    data: { mobileNumber: "9123400202", userType: "employer", firstName: "Gopal", lastName: "Rao" },
  });
  laborerCookie = await t.cookieFor(laborer.mobileNumber);
});
afterAll(() => t.close());

const ACTIVITY = /* GraphQL */ `
  query($first: Int) { viewer { recentActivity(first: $first) { id kind at jobId jobTitle conversationId fromName } } }
`;

const MINUTE = 60_000;

describe("viewer.recentActivity", () => {
  it("is empty for a new laborer", async () => {
    const result = await t.graphql(ACTIVITY, {}, laborerCookie);
    expect(result.data!.viewer.recentActivity).toEqual([]);
  });

  it("lists applications made and decided and the latest message per conversation, newest first", async () => {
    const start = Date.now() - 60 * MINUTE;
    const at = (minutes: number) => new Date(start + minutes * MINUTE);
    const job = (title: string) =>
      t.prisma.job.create({
        data: {
          employerId: employer.id,
          title,
          location: "Mandya, Karnataka",
          category: "field_activities",
          dailyRate: 500,
          duration: 2,
        },
      });
    const [a, b, c] = [await job("Weeding"), await job("Sowing"), await job("Harvest")];
    await t.prisma.application.create({
      data: { jobId: a.id, laborerId: laborer.id, requestedRate: 500, createdAt: at(0), updatedAt: at(0) },
    });
    await t.prisma.application.create({
      data: {
        jobId: b.id,
        laborerId: laborer.id,
        requestedRate: 500,
        status: "accepted",
        createdAt: at(1),
        updatedAt: at(5),
      },
    });
    await t.prisma.application.create({
      data: {
        jobId: c.id,
        laborerId: laborer.id,
        requestedRate: 500,
        status: "rejected",
        createdAt: at(2),
        updatedAt: at(6),
      },
    });
    const conversation = await t.prisma.conversation.create({
      data: { participantAId: laborer.id, participantBId: employer.id, jobId: b.id },
    });
    await t.prisma.message.create({
      data: { conversationId: conversation.id, senderId: employer.id, content: "Come at 7", createdAt: at(7) },
    });
    await t.prisma.message.create({
      data: { conversationId: conversation.id, senderId: employer.id, content: "Bring a sickle", createdAt: at(8) },
    });
    // The laborer's own message is not an event for them.
    await t.prisma.message.create({
      data: { conversationId: conversation.id, senderId: laborer.id, content: "OK", createdAt: at(9) },
    });

    const result = await t.graphql(ACTIVITY, { first: 10 }, laborerCookie);
    expect(result.errors).toBeUndefined();
    const events = result.data!.viewer.recentActivity;
    expect(events.map((event: { kind: string; jobTitle: string }) => [event.kind, event.jobTitle])).toEqual([
      ["message", "Sowing"],
      ["declined", "Harvest"],
      ["accepted", "Sowing"],
      ["applied", "Harvest"],
      ["applied", "Sowing"],
      ["applied", "Weeding"],
    ]);
    expect(events[0]).toMatchObject({
      fromName: "Gopal Rao",
      conversationId: globalIdOf("Conversation", conversation.id),
      at: at(8).toISOString(),
    });
    expect(events[1].jobId).toBe(globalIdOf("Job", c.id));
    expect(new Set(events.map((event: { id: string }) => event.id)).size).toBe(events.length);

    const two = await t.graphql(ACTIVITY, { first: 2 }, laborerCookie);
    expect(two.data!.viewer.recentActivity.map((event: { id: string }) => event.id)).toEqual(
      events.slice(0, 2).map((event: { id: string }) => event.id),
    );
  });

  it("is only for the user themself", async () => {
    const result = await t.graphql(
      `query($id: ID!) { node(id: $id) { ... on User { recentActivity { id } } } }`,
      { id: globalIdOf("User", laborer.id) },
      await t.cookieFor(employer.mobileNumber),
    );
    expect(result.data!.node.recentActivity).toBeNull();
  });
});
