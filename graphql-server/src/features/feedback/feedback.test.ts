import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { FEEDBACK_LIMITS, FEEDBACK_REQUIRED, FEEDBACK_SENT } from "./schema.ts";

const SUBMIT = `
  mutation Submit($input: FeedbackInput!) {
    submitFeedback(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { fieldErrors { field message } }
      ... on MutationSubmitFeedbackSuccess { data { message databaseId } }
    }
  }
`;

describe("submitFeedback (GraphQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  const form = { category: "bug_report", subject: "  Apply button  ", message: "  Apply does nothing on my phone.  " };

  it("stores feedback sent signed out, trimmed, with no user and contact off by default", async () => {
    const { data } = await t.graphql(SUBMIT, { input: { ...form, contactEmail: "" } });
    expect(data!.submitFeedback).toMatchObject({
      __typename: "MutationSubmitFeedbackSuccess",
      data: { message: FEEDBACK_SENT },
    });
    const stored = await t.prisma.feedback.findUniqueOrThrow({ where: { id: data!.submitFeedback.data.databaseId } });
    expect(stored).toMatchObject({
      userId: null,
      category: "bug_report",
      subject: "Apply button",
      message: "Apply does nothing on my phone.",
      rating: null,
      contactEmail: null,
      allowContact: false,
    });
  });

  it("links feedback to the signed-in user and keeps rating and contact details", async () => {
    const cookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
    const user = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } });
    const input = { ...form, category: "suggestion", rating: 4, contactEmail: "ramesh@example.in", allowContact: true };
    const { data } = await t.graphql(SUBMIT, { input }, cookie);
    const stored = await t.prisma.feedback.findUniqueOrThrow({ where: { id: data!.submitFeedback.data.databaseId } });
    expect(stored).toMatchObject({
      userId: user.id,
      category: "suggestion",
      rating: 4,
      contactEmail: "ramesh@example.in",
      allowContact: true,
    });
  });

  it("answers the one required-fields message when category, subject or message is missing or blank", async () => {
    const before = await t.prisma.feedback.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: form.subject, message: form.message }, "category"],
      [{ ...form, subject: "   " }, "subject"],
      [{ category: form.category, subject: form.subject }, "message"],
      [{}, "category"],
    ];
    for (const [input, field] of cases) {
      const { data } = await t.graphql(SUBMIT, { input });
      expect(data!.submitFeedback).toMatchObject({ __typename: "ValidationError", message: FEEDBACK_REQUIRED });
      expect(data!.submitFeedback.fieldErrors).toContainEqual({ field, message: FEEDBACK_REQUIRED });
    }
    expect(await t.prisma.feedback.count()).toBe(before);
  });

  it("checks the optional fields and caps the text", async () => {
    const before = await t.prisma.feedback.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...form, rating: 0 }, FEEDBACK_LIMITS.rating],
      [{ ...form, rating: 6 }, FEEDBACK_LIMITS.rating],
      [{ ...form, contactEmail: "not-an-email" }, FEEDBACK_LIMITS.contactEmail],
      [{ ...form, subject: "s".repeat(FEEDBACK_LIMITS.subject + 1) }, FEEDBACK_LIMITS.subjectTooLong],
      [{ ...form, message: "m".repeat(FEEDBACK_LIMITS.message + 1) }, FEEDBACK_LIMITS.messageTooLong],
    ];
    for (const [input, message] of cases) {
      const { data } = await t.graphql(SUBMIT, { input });
      expect(data!.submitFeedback).toMatchObject({ __typename: "ValidationError", message });
    }
    expect(await t.prisma.feedback.count()).toBe(before);
  });
});
