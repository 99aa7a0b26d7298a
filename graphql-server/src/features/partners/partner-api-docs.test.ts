// docs/partner-api.md, followed as a partner follows it: its runnable examples (each marked
// `<!-- example: <file> -->` above its code block) are written to files and run with bash or node against
// the real app on a real port, in production mode, with a key made as the docs' command makes it.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type ServerType, serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../app/create-app.ts";
import { DEFAULT_HTTP_POLICY } from "../../http/request-origin.ts";
import { logger } from "../../log/logger.ts";
import { createServices } from "../../app/services.ts";
import { createTestDatabase, type TestDatabase } from "../../test/database.ts";
import { TEST_SESSION_SECRET } from "../../test/app.ts";
import { freePort } from "../../test/free-port.ts";
import { parsePartnerArgs } from "./partner-cli-args.ts";
import { feedCaughtUp } from "../../test/partners/feed-caught-up.ts";
import { createPartnerKey } from "./partner-keys.ts";

const run = promisify(execFile);
const DOCS = path.resolve(import.meta.dirname, "../../../../docs/partner-api.md");
const docs = fs.readFileSync(DOCS, "utf8");

/** The docs' runnable examples by file name. */
function examples(): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of docs.matchAll(/<!-- example: (\S+) -->\n```\w*\n([\s\S]*?)\n```/g))
    found.set(match[1]!, `${match[2]!}\n`);
  return found;
}

let t: TestDatabase;
let server: ServerType;
let url: string;
let dir: string;
const files = examples();

beforeAll(async () => {
  t = await createTestDatabase({ demo: true });
  const services = createServices(
    t.prisma,
    { sessionSecret: TEST_SESSION_SECRET, production: true, otpDemo: false },
    logger,
  );
  const app = createApp({ services, policy: { ...DEFAULT_HTTP_POLICY, production: true } });
  const port = await freePort();
  server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  url = `http://127.0.0.1:${port}`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "khetsetu-partner-docs-"));
  for (const [name, code] of files) fs.writeFileSync(path.join(dir, name), code);
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs one of the docs' examples as a partner would, with the two environment variables the docs set. */
async function example(name: string, key: string, env: Record<string, string> = {}): Promise<string> {
  const interpreter = name.endsWith(".mjs") ? process.execPath : "bash";
  const { stdout } = await run(interpreter, [name], {
    cwd: dir,
    env: { ...process.env, KHETSETU_URL: url, KHETSETU_KEY: key, ...env },
  });
  return stdout;
}

/** Open jobs in Karnataka, by id, read straight from the database. */
async function karnatakaOpenJobIds(): Promise<number[]> {
  const rows = await t.prisma.job.findMany({
    where: { status: "active", state: { equals: "Karnataka", mode: "insensitive" } },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  return rows.map((row) => row.id);
}

describe("docs/partner-api.md", () => {
  it("has the runnable examples this test runs", () => {
    expect([...files.keys()].sort()).toEqual([
      "daily-sync.mjs",
      "first-request.sh",
      "karnataka-jobs.mjs",
      "karnataka-jobs.sh",
      "rate-limit.sh",
    ]);
  });

  it("gives the operator's create command as the CLI reads it", () => {
    const command = /npm run partner -- (create .+)/.exec(docs)![1]!;
    const args = [...command.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
    expect(parsePartnerArgs(args)).toEqual({ kind: "create", name: "Grama Seva Trust", pointsPerHour: 5000 });
  });

  it("first request: a key answers, and the answer holds open jobs without any person", async () => {
    const { key } = await createPartnerKey(t.prisma, { name: "Docs: first request" });
    const answer = JSON.parse(await example("first-request.sh", key));
    expect(answer.errors).toBeUndefined();
    expect(answer.data.openJobs.edges).toHaveLength(3);
    expect(answer.data.openJobs.totalCount).toBe(await t.prisma.job.count({ where: { status: "active" } }));
  });

  for (const script of ["karnataka-jobs.sh", "karnataka-jobs.mjs"]) {
    it(`${script} pages through every open job in Karnataka, each once`, async () => {
      const { key } = await createPartnerKey(t.prisma, { name: `Docs: ${script}` });
      const expected = await karnatakaOpenJobIds();
      expect(expected.length).toBeGreaterThan(7);
      // Pages of 7, so the loop has to follow endCursor several times.
      const lines = (await example(script, key, { PAGE_SIZE: "7" })).trim().split("\n");
      const ids = lines.map((line) => (JSON.parse(line) as { databaseId: number }).databaseId);
      expect(ids).toHaveLength(expected.length);
      expect([...ids].sort((a, b) => a - b)).toEqual(expected);
    });
  }

  it("daily-sync.mjs copies the open jobs, then brings over only what changed since", async () => {
    const { key } = await createPartnerKey(t.prisma, { name: "Docs: daily sync" });
    const expected = await karnatakaOpenJobIds();
    fs.rmSync(path.join(dir, "jobs.json"), { force: true });
    fs.rmSync(path.join(dir, "sync-state.json"), { force: true });

    const first = await example("daily-sync.mjs", key);
    expect(first).toContain(`${expected.length} open jobs kept`);
    const copy = () =>
      JSON.parse(fs.readFileSync(path.join(dir, "jobs.json"), "utf8")) as Record<string, { title: string }>;
    expect(
      Object.keys(copy())
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(expected);

    const again = await example("daily-sync.mjs", key);
    expect(again).toContain(`0 jobs added or changed, 0 dropped, ${expected.length} open jobs kept`);

    // A day passes: one job is edited, one closes, one is viewed (not a change).
    const [edited, closed, viewed] = expected;
    await t.prisma.job.update({ where: { id: edited! }, data: { title: "Sugarcane cutting, 12 workers" } });
    await t.prisma.job.update({ where: { id: closed! }, data: { status: "closed" } });
    await t.prisma.job.update({ where: { id: viewed! }, data: { viewsCount: { increment: 1 } } });
    await feedCaughtUp(t.prisma);

    const next = await example("daily-sync.mjs", key);
    expect(next).toContain(`1 jobs added or changed, 1 dropped, ${expected.length - 1} open jobs kept`);
    expect(copy()[String(edited)]?.title).toBe("Sugarcane cutting, 12 workers");
    expect(copy()[String(closed)]).toBeUndefined();
  });

  it("states the cost of a page of the Karnataka query as the server counts it", async () => {
    const { key } = await createPartnerKey(t.prisma, { name: "Docs: cost" });
    const stated = Number(/100 jobs with eight fields each, costs (\d+) points/.exec(docs)?.[1]);
    const query = /QUERY='(query KarnatakaJobs[\s\S]*?)'\n/
      .exec(files.get("karnataka-jobs.sh")!)![1]!
      .replace(/\n}$/, "\n  rateLimit { cost }\n}");
    const response = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ query, variables: { first: 100, after: null } }),
    });
    const answer = await response.json();
    expect(answer.errors).toBeUndefined();
    // rateLimit's own cost (1 point of complexity) is inside the same rounding.
    expect(answer.data.rateLimit.cost).toBe(stated);
  });

  it("rate-limit.sh shows the headers; past the points the answer is 429 with Retry-After", async () => {
    const { key } = await createPartnerKey(t.prisma, { name: "Docs: limits", pointsPerHour: 2 });
    const first = await example("rate-limit.sh", key);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(first).toMatch(/^x-ratelimit-limit: 2\r?$/m);
    expect(first).toMatch(/^x-ratelimit-remaining: 1\r?$/m);
    expect(first).toMatch(/^x-ratelimit-used: 1\r?$/m);
    const reset = Number(/^x-ratelimit-reset: (\d+)\r?$/m.exec(first)?.[1]);
    expect(reset * 1000).toBeGreaterThan(Date.now());
    expect(first).toContain('"remaining":1');

    await example("rate-limit.sh", key);
    const refused = await example("rate-limit.sh", key);
    expect(refused).toMatch(/^HTTP\/1\.1 429/);
    expect(refused).toMatch(/^x-ratelimit-remaining: 0\r?$/m);
    const retryAfter = Number(/^retry-after: (\d+)\r?$/m.exec(refused)?.[1]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused).toContain("RATE_LIMITED");
  });

  it("without a key, a production server refuses query text but lets GraphiQL load the schema", async () => {
    const post = (query: string) =>
      fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query }),
      });
    const refused = await post("{ openJobs(first: 1) { totalCount } }");
    expect(refused.status).toBe(403);
    expect((await refused.json()).errors[0].extensions.code).toBe("PERSISTED_QUERY_ONLY");
    const schema = await post('{ __type(name: "OpenJobsFilter") { inputFields { name description } } }');
    expect(schema.status).toBe(200);
    const fields = (await schema.json()).data.__type.inputFields as { name: string; description: string }[];
    expect(fields.map((field) => field.name).sort()).toEqual([
      "category",
      "district",
      "includeClosed",
      "latitude",
      "longitude",
      "near",
      "radiusKm",
      "startDateFrom",
      "startDateTo",
      "state",
      "updatedSince",
      "wageBand",
    ]);
    for (const field of fields) expect(field.description.length).toBeGreaterThan(10);
  });
});
