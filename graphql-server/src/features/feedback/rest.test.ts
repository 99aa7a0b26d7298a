import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { FEEDBACK_LIMITS, FEEDBACK_REQUIRED, FEEDBACK_SENT } from "./schema.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

describe("POST /api/feedback/submit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  const form = {
    category: "feature_request",
    subject: "Kannada voice notes",
    message: "Please let us send voice messages.",
    rating: 5,
    contactEmail: "",
    allowContact: false,
  };
  const submit = (json: unknown, cookie?: string) =>
    t.request("/api/feedback/submit", { method: "POST", json, cookie });

  it("stores the form signed out and answers 201 with 'Feedback Sent!'", async () => {
    const res = await submit(form);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ message: FEEDBACK_SENT, id: expect.any(Number) });
    expect(await t.prisma.feedback.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({
      userId: null,
      category: "feature_request",
      subject: form.subject,
      rating: 5,
      contactEmail: null,
      allowContact: false,
    });
  });

  it("links the feedback to a signed-in user (the authorization case: the session decides, not the body)", async () => {
    const user = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.employer } });
    const res = await submit(
      { ...form, userId: 1, rating: "3", allowContact: true, contactEmail: "suresh@example.in" },
      await t.cookieFor(DEMO_ACCOUNTS.employer),
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(await t.prisma.feedback.findUniqueOrThrow({ where: { id } })).toMatchObject({
      userId: user.id,
      rating: 3,
      allowContact: true,
      contactEmail: "suresh@example.in",
    });
  });

  it("answers 400 with the exact required-fields message when a required field is missing", async () => {
    const before = await t.prisma.feedback.count();
    for (const missing of ["category", "subject", "message"]) {
      const res = await submit({ ...form, [missing]: "" });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.message).toBe(FEEDBACK_REQUIRED);
      expect(body.errors).toEqual({ [missing]: FEEDBACK_REQUIRED });
    }
    expect(await t.prisma.feedback.count()).toBe(before);
  });

  it("answers 400 for a bad rating, e-mail or category", async () => {
    const before = await t.prisma.feedback.count();
    expect(await (await submit({ ...form, rating: 9 })).json()).toMatchObject({ message: FEEDBACK_LIMITS.rating });
    expect(await (await submit({ ...form, contactEmail: "ramesh@" })).json()).toMatchObject({
      message: FEEDBACK_LIMITS.contactEmail,
    });
    const category = await submit({ ...form, category: "complaint" });
    expect(category.status).toBe(400);
    expect((await category.json()).errors).toHaveProperty("category");
    expect(await t.prisma.feedback.count()).toBe(before);
  });

  it("takes at most 5 forms from one address in 10 minutes, then 429 with Retry-After", async () => {
    const from = (ip: string) =>
      t.request("/api/feedback/submit", { method: "POST", json: { ...form, subject: `Flood ${ip}` }, ip });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await from("198.51.100.23")).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const refused = await from("198.51.100.23");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/try again in/);
    expect(await t.prisma.feedback.count({ where: { subject: "Flood 198.51.100.23" } })).toBe(5);
    // Another address is not affected.
    expect((await from("198.51.100.24")).status).toBe(201);
  });
});
