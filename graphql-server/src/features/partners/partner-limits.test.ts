import { complexityFromQuery } from "@pothos/plugin-complexity";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPartnerKey, revokePartnerKey, rotatePartnerKey } from "./partner-keys.ts";
import { PARTNER_MESSAGES, PARTNER_WINDOW_SECONDS, partnerPoints } from "../../rules/partner.ts";
import { schema } from "../../app/schema.ts";
import { QUERY_LIMITS } from "../../graphql/query-limits.ts";
import { RATE_LIMITS } from "../../limits/limits.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

const RATE_LIMIT = "{ rateLimit { limit cost remaining used resetAt } }";
const jobsPage = (first: number) =>
  `{ jobs(first: ${first}) { edges { node { title dailyRate requiredSkills { name } } } } }`;

interface Answer {
  status: number;
  headers: Headers;
  body: { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
}

describe("partner keys on /graphql", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  async function send(key: string | null, body: Record<string, unknown>): Promise<Answer> {
    const headers: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
    const res = await t.request("/graphql", { method: "POST", json: body, headers });
    return { status: res.status, headers: res.headers, body: await res.json() };
  }
  const query = (key: string | null, text: string, variables: Record<string, unknown> = {}) =>
    send(key, { query: text, variables });

  const headersOf = (answer: Answer) => ({
    limit: Number(answer.headers.get("x-ratelimit-limit")),
    remaining: Number(answer.headers.get("x-ratelimit-remaining")),
    used: Number(answer.headers.get("x-ratelimit-used")),
    reset: Number(answer.headers.get("x-ratelimit-reset")),
  });
  const expectedCost = (text: string) => partnerPoints(complexityFromQuery(text, { schema }).complexity);

  it("runs a query with a live key, charges its cost and reports the window in headers and rateLimit", async () => {
    const { key } = await createPartnerKey(t.prisma, { name: "Headers NGO", pointsPerHour: 1000 });
    const before = Date.now();
    const jobs = await query(key, jobsPage(10));
    expect(jobs.status).toBe(200);
    expect(jobs.body.errors).toBeUndefined();
    expect(jobs.body.data.jobs.edges.length).toBeGreaterThan(0);
    const cost = expectedCost(jobsPage(10));
    expect(headersOf(jobs)).toMatchObject({ limit: 1000, used: cost, remaining: 1000 - cost });
    const reset = headersOf(jobs).reset;
    expect(reset).toBeGreaterThanOrEqual(Math.floor(before / 1000) + PARTNER_WINDOW_SECONDS);
    expect(reset).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + PARTNER_WINDOW_SECONDS);

    const limits = await query(key, RATE_LIMIT);
    const rateCost = expectedCost(RATE_LIMIT);
    expect(limits.body.data.rateLimit).toMatchObject({
      limit: 1000,
      cost: rateCost,
      used: cost + rateCost,
      remaining: 1000 - cost - rateCost,
    });
    // The header is in whole seconds, rounded up.
    expect(Math.ceil(Date.parse(limits.body.data.rateLimit.resetAt) / 1000)).toBe(reset);
    const row = await t.prisma.partnerKey.findFirstOrThrow({ where: { name: "Headers NGO" } });
    expect(row.lastUsedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("charges more for a bigger page", async () => {
    const { key } = await createPartnerKey(t.prisma, { name: "Pages NGO" });
    const small = headersOf(await query(key, jobsPage(5))).used;
    const big = headersOf(await query(key, jobsPage(100))).used - small;
    expect(small).toBe(expectedCost(jobsPage(5)));
    expect(big).toBe(expectedCost(jobsPage(100)));
    expect(big).toBeGreaterThan(small);
  });

  it("charges a refused answer one point and reports the headers: a syntax error, an operation over the complexity limit", async () => {
    const { key } = await createPartnerKey(t.prisma, { name: "Errors NGO", pointsPerHour: 300 });
    const broken = await query(key, "{ jobs(first: ");
    expect(broken.body.errors?.[0]?.message).toMatch(/Syntax Error/);
    expect(headersOf(broken)).toMatchObject({ limit: 300, used: 1, remaining: 299 });
    const page =
      "jobs(first: 100) { edges { node { title requiredSkills { id name category databaseId description } } } }";
    const tooBigText = `{ ${Array.from({ length: 12 }, (_, i) => `a${i}: ${page}`).join(" ")} }`;
    expect(complexityFromQuery(tooBigText, { schema }).complexity).toBeGreaterThan(QUERY_LIMITS.maxCost);
    const tooBig = await query(key, tooBigText);
    expect(tooBig.body.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_EXPENSIVE");
    expect(headersOf(tooBig)).toMatchObject({ limit: 300, used: 2, remaining: 298 });
    const invalid = await query(key, "{ jobs(first: 5) { edges { node { noSuchField } } } }");
    expect(invalid.body.errors?.[0]?.message).toMatch(/noSuchField/);
    expect(headersOf(invalid)).toMatchObject({ used: 3, remaining: 297 });
  });

  it("answers 429 to every request once the points are spent, malformed and invalid ones included", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T12:00:00Z"));
    const { key, row } = await createPartnerKey(t.prisma, { name: "Exhausted NGO", pointsPerHour: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await query(key, "{ jobs(first: ")).status);
    // Three syntax errors are answered (with their errors, 200 to application/json) and paid for; then the key
    // has nothing left, and no text is even parsed.
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    const refused = await query(key, "{ noSuchField }");
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    expect(refused.headers.get("retry-after")).toBe(String(PARTNER_WINDOW_SECONDS));
    expect(headersOf(refused)).toMatchObject({ limit: 3, used: 3, remaining: 0 });
    expect((await t.prisma.partnerKey.findUniqueOrThrow({ where: { id: row.id } })).pointsUsed).toBe(3);
  });

  it("limits requests with unknown keys per client address: 401, then 429 with Retry-After", async () => {
    const limit = RATE_LIMITS.unknownPartnerKeyPerAddress.windows[0]!.max;
    const guess = (i: number, ip: string) =>
      t.request("/graphql", {
        method: "POST",
        json: { query: RATE_LIMIT },
        headers: { authorization: `Bearer ksp_guess${i}` },
        ip,
      });
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push((await guess(i, "203.0.113.7")).status);
    expect(statuses).toEqual([...Array<number>(limit).fill(401), 429]);
    const limited = await guess(99, "203.0.113.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).errors?.[0]).toMatchObject({
      message: PARTNER_MESSAGES.tooManyInvalidKeys,
      extensions: { code: "RATE_LIMITED" },
    });
    // Another address, and a live key from the limited one, are not affected.
    expect((await guess(100, "203.0.113.8")).status).toBe(401);
    const { key } = await createPartnerKey(t.prisma, { name: "Shared address NGO" });
    const live = await t.request("/graphql", {
      method: "POST",
      json: { query: RATE_LIMIT },
      headers: { authorization: `Bearer ${key}` },
      ip: "203.0.113.7",
    });
    expect(live.status).toBe(200);
  });

  it("refuses a mutation with 403, running nothing", async () => {
    const { key } = await createPartnerKey(t.prisma, { name: "Writer NGO" });
    const before = await t.prisma.otpChallenge.count();
    const res = await query(key, 'mutation { sendOtp(mobileNumber: "9876512345") { __typename } }');
    expect(res.status).toBe(403);
    expect(res.body.errors?.[0]).toMatchObject({
      message: PARTNER_MESSAGES.readOnly,
      extensions: { code: "READ_ONLY_KEY" },
    });
    expect(res.body.data ?? null).toBeNull();
    expect(await t.prisma.otpChallenge.count()).toBe(before);
    // Like any refused request, it pays its first point.
    expect(headersOf(res).used).toBe(1);
  });

  it("spends the points, then answers 429 with Retry-After without running, then resets after the window", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-24T10:00:00Z"));
    const cost = expectedCost(RATE_LIMIT);
    const { key } = await createPartnerKey(t.prisma, { name: "Busy NGO", pointsPerHour: cost * 3 });
    for (let i = 1; i <= 3; i++) {
      const ok = await query(key, RATE_LIMIT);
      expect(ok.status).toBe(200);
      expect(ok.body.data.rateLimit.remaining).toBe(cost * (3 - i));
    }
    vi.setSystemTime(new Date("2026-11-24T10:40:00Z"));
    const refused = await query(key, RATE_LIMIT);
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]).toMatchObject({
      message: PARTNER_MESSAGES.pointsUsedUp,
      extensions: { code: "RATE_LIMITED" },
    });
    expect(refused.body.data ?? null).toBeNull();
    expect(refused.headers.get("retry-after")).toBe(String(20 * 60));
    const resetAt = Date.parse("2026-11-24T10:00:00Z") / 1000 + PARTNER_WINDOW_SECONDS;
    expect(headersOf(refused)).toEqual({ limit: cost * 3, used: cost * 3, remaining: 0, reset: resetAt });

    vi.setSystemTime(new Date((resetAt + 1) * 1000));
    const again = await query(key, RATE_LIMIT);
    expect(again.status).toBe(200);
    expect(again.body.data.rateLimit).toMatchObject({ used: cost, remaining: cost * 2 });
    expect(headersOf(again).reset).toBe(resetAt + 1 + PARTNER_WINDOW_SECONDS);
  });

  it("works until rotated or revoked, then answers 401 with the message", async () => {
    const { key, row } = await createPartnerKey(t.prisma, { name: "Rotating NGO" });
    expect((await query(key, RATE_LIMIT)).status).toBe(200);
    const rotated = await rotatePartnerKey(t.prisma, row.id);
    const old = await query(key, RATE_LIMIT);
    expect(old.status).toBe(401);
    expect(old.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(old.body.errors?.[0]).toMatchObject({
      message: PARTNER_MESSAGES.invalidKey,
      extensions: { code: "INVALID_API_KEY" },
    });
    expect((await query(rotated!.key, RATE_LIMIT)).status).toBe(200);
    await revokePartnerKey(t.prisma, row.id);
    expect((await query(rotated!.key, RATE_LIMIT)).status).toBe(401);
  });

  it("has no rateLimit and no headers without a key", async () => {
    const res = await query(null, RATE_LIMIT);
    expect(res.body.data?.rateLimit ?? null).toBeNull();
    expect(res.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(res.body.errors?.[0]?.message).toBe(PARTNER_MESSAGES.partnerOnly);
    expect(res.headers.get("x-ratelimit-limit")).toBeNull();
  });
});
