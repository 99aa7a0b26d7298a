import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../db/seed/demo-accounts.ts";
import { type TestApp, createTestApp } from "../test/app.ts";

const CREATE = `mutation ($d: Date) {
  createJob(input: { title: "Sowing", location: "Mandya", category: field_activities, dailyRate: 500, duration: 3, startDate: $d }) {
    ... on MutationCreateJobSuccess { data { startDate } }
  }
}`;

describe("Date scalar", () => {
  let t: TestApp;
  let employer: string;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    employer = await t.cookieFor(DEMO_ACCOUNTS.employer);
  });
  afterAll(() => t.close());

  it("round-trips a real date as YYYY-MM-DD", async () => {
    const year = new Date().getUTCFullYear() + 1;
    const result = await t.graphql(CREATE, { d: `${year}-02-28` }, employer);
    expect(result.data?.createJob.data.startDate).toBe(`${year}-02-28`);
  });

  it("refuses dates that do not exist and other formats", async () => {
    const year = new Date().getUTCFullYear() + 1;
    for (const [value, message] of [
      [`${year}-02-30`, "is not a real calendar date"],
      [`${year}-13-01`, "ISO-8601"],
      ["01/03/2027", "YYYY-MM-DD"],
    ] as const) {
      const result = await t.graphql(CREATE, { d: value }, employer);
      expect(result.errors?.[0]?.message).toContain(message);
    }
  });
});
