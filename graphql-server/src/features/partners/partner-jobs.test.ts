import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import type { Job } from "../../generated/prisma/client.ts";
import { decodeFeedCursor, encodeFeedCursor } from "./job-feed.ts";
import { feedCaughtUp } from "../../test/partners/feed-caught-up.ts";
import { type PartnerClient, partnerClient } from "../../test/partners/partner-test-client.ts";
import { PARTNER_MESSAGES } from "../../rules/partner.ts";
import { WAGE_BANDS } from "../../rules/wage-bands.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { DISTANCE_MESSAGES, distanceKm } from "../../rules/distance.ts";
import { centreOf, fillMissingCoordinates } from "../places/index.ts";

const FEED = `query ($first: Int, $after: String, $filter: OpenJobsFilter) {
  openJobs(first: $first, after: $after, filter: $filter) {
    edges { cursor node { databaseId title status updatedAt } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface FeedJob {
  databaseId: number;
  title: string;
  status: string;
  updatedAt: string;
}
interface FeedEdge {
  cursor: string;
  node: FeedJob;
}
interface FeedPage {
  edges: FeedEdge[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const ids = (edges: FeedEdge[]) => edges.map((edge) => edge.node.databaseId).sort((a, b) => a - b);
const idsOf = (jobs: Pick<Job, "id">[]) => jobs.map((job) => job.id).sort((a, b) => a - b);

let t: TestApp;
let partner: PartnerClient;
let employerId: number;
let jobNumber = 0;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  partner = await partnerClient(t);
  employerId = (await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.employer } })).id;
});
afterAll(() => t.close());

async function page(variables: Record<string, unknown>, { wait = true } = {}): Promise<FeedPage> {
  if (wait) await feedCaughtUp(t.prisma);
  const result = await partner.graphql<{ openJobs: FeedPage }>(FEED, variables);
  expect(result.errors).toBeUndefined();
  return result.data!.openJobs;
}

/** Every page of the feed from `after` to its current end. */
async function pageAll(
  filter: Record<string, unknown> = {},
  first = 7,
  after: string | null = null,
  { wait = true } = {},
) {
  const edges: FeedEdge[] = [];
  for (let pages = 0; pages < 1000; pages++) {
    const next = await page({ first, after, filter }, { wait });
    edges.push(...next.edges);
    if (!next.pageInfo.hasNextPage) return { edges, endCursor: next.pageInfo.endCursor ?? after };
    after = next.pageInfo.endCursor;
  }
  throw new Error("the feed did not end");
}

function newJob(db: Pick<TestApp["prisma"], "job"> = t.prisma, fields: Partial<Job> = {}) {
  jobNumber += 1;
  return db.job.create({
    data: {
      employerId,
      title: `Feed test job ${jobNumber}`,
      location: "Maddur, Karnataka",
      district: "Mandya",
      state: "Karnataka",
      category: "field_activities",
      dailyRate: 550,
      duration: 3,
      ...fields,
    },
  });
}

describe("openJobs access", () => {
  it("needs a partner key: 401 signed out, 403 for a signed-in user", async () => {
    const signedOut = await t.graphql(FEED, {});
    expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(signedOut.data).toBeNull();
    const cookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
    const laborer = await t.graphql(FEED, {}, cookie);
    expect(laborer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    // Both say what is missing: a partner key, in the Authorization header; in the request's language.
    expect(signedOut.errors?.[0]?.message).toBe(PARTNER_MESSAGES.partnerOnly);
    expect(laborer.errors?.[0]?.message).toBe(PARTNER_MESSAGES.partnerOnly);
    const hindi = await t.request("/graphql", {
      method: "POST",
      json: { query: FEED },
      headers: { "x-language": "hi" },
    });
    expect(hindi.status).toBe(401);
    const message = ((await hindi.json()) as { errors: { message: string }[] }).errors[0]!.message;
    expect(message).toContain("Authorization");
    expect(message).not.toBe(PARTNER_MESSAGES.partnerOnly);
    expect(message).toMatch(/[\u0900-\u097F]/);
  });
});

describe("openJobs filters", () => {
  let jobs: Job[];
  beforeAll(async () => {
    // A closed job and jobs with the place written differently, so that the filters have something to leave out.
    await newJob(t.prisma, { status: "closed", district: "Mysuru" });
    await newJob(t.prisma, { district: "MYSURU", state: "karnataka", startDate: null });
    await newJob(t.prisma, { district: "Mysore", state: "Karnataka", dailyRate: 1000 });
    await newJob(t.prisma, { district: "Anantapur", state: "Andhra Pradesh", dailyRate: 299 });
    jobs = await t.prisma.job.findMany();
  });
  const open = () => jobs.filter((job) => job.status === "active");

  it("without a filter: every open job, once, in (change, id) order", async () => {
    const { edges } = await pageAll();
    expect(ids(edges)).toEqual(idsOf(open()));
    const positions = edges.map((edge) => decodeFeedCursor(edge.cursor)!);
    const byId = new Map(jobs.map((job) => [job.id, job]));
    for (const [i, position] of positions.entries()) {
      expect(position.changeTxid).toBe(byId.get(position.id)!.changeTxid);
      if (i > 0) {
        const before = positions[i - 1]!;
        expect(
          before.changeTxid < position.changeTxid ||
            (before.changeTxid === position.changeTxid && before.id < position.id),
        ).toBe(true);
      }
    }
  });

  it("state and district: whole names, any case, old and new names of a place", async () => {
    const inState = open().filter((job) => job.state?.toLowerCase() === "karnataka");
    expect(inState.length).toBeGreaterThan(0);
    expect(inState.length).toBeLessThan(open().length);
    expect(ids((await pageAll({ state: "KARNATAKA" })).edges)).toEqual(idsOf(inState));

    const mysuru = open().filter((job) => ["mysuru", "mysore"].includes(job.district?.toLowerCase() ?? ""));
    expect(new Set(mysuru.map((job) => job.district)).size).toBeGreaterThanOrEqual(3);
    expect(ids((await pageAll({ district: "Mysore" })).edges)).toEqual(idsOf(mysuru));
    expect(ids((await pageAll({ district: "mysuru", state: "Karnataka" })).edges)).toEqual(idsOf(mysuru));
    // Equality, not a substring: "Mys" is no district.
    expect((await pageAll({ district: "Mys" })).edges).toEqual([]);
    // Taken literally: "_" and "%" are not wildcards, and a backslash is just a character.
    for (const district of ["Mysur_", "M%", "\\", "Mysuru\\"])
      expect((await pageAll({ district })).edges, district).toEqual([]);
    expect((await pageAll({ state: "Karnatak_" })).edges).toEqual([]);
  });

  it("category and wage band", async () => {
    const category = open().find((job) => job.category !== "field_activities")!.category;
    const inCategory = open().filter((job) => job.category === category);
    expect(ids((await pageAll({ category })).edges)).toEqual(idsOf(inCategory));

    for (const band of Object.keys(WAGE_BANDS) as (keyof typeof WAGE_BANDS)[]) {
      const { min, below } = WAGE_BANDS[band];
      const inBand = open().filter((job) => job.dailyRate >= min && (below === null || job.dailyRate < below));
      expect(ids((await pageAll({ wageBand: band }, 50)).edges)).toEqual(idsOf(inBand));
    }
  });

  it("start date range: both ends included, jobs without a start date left out", async () => {
    const days = [
      ...new Set(open().flatMap((job) => (job.startDate ? [job.startDate.toISOString().slice(0, 10)] : []))),
    ].sort();
    expect(days.length).toBeGreaterThanOrEqual(3);
    const from = days[1]!;
    const to = days.at(-2)!;
    const day = (job: Job) => job.startDate?.toISOString().slice(0, 10);
    const between = open().filter((job) => day(job) !== undefined && day(job)! >= from && day(job)! <= to);
    expect(ids((await pageAll({ startDateFrom: from, startDateTo: to })).edges)).toEqual(idsOf(between));
    const after = open().filter((job) => day(job) !== undefined && day(job)! >= from);
    expect(ids((await pageAll({ startDateFrom: from })).edges)).toEqual(idsOf(after));
  });

  it("includeClosed adds the closed jobs, with their status", async () => {
    const closed = jobs.filter((job) => job.status === "closed");
    expect(closed.length).toBeGreaterThan(0);
    const { edges } = await pageAll({ includeClosed: true });
    expect(ids(edges)).toEqual(idsOf(jobs));
    for (const edge of edges) {
      expect(edge.node.status).toBe(jobs.find((job) => job.id === edge.node.databaseId)!.status);
    }
    const openOnly = await pageAll({ includeClosed: false });
    expect(openOnly.edges.some((edge) => edge.node.status !== "active")).toBe(false);
  });
});

describe("openJobs near a place", () => {
  it("near and radiusKm: only jobs within the radius, open ones unless includeClosed, each with its distance", async () => {
    await newJob(t.prisma, { location: "Nanjangud, Karnataka", district: "Mysuru", status: "closed" });
    await newJob(t.prisma, { location: "Hubballi, Karnataka", district: "Dharwad" });
    await fillMissingCoordinates(t.prisma);
    const jobs = await t.prisma.job.findMany();
    expect(jobs.every((job) => job.latitude !== null)).toBe(true);
    const mysuru = centreOf("Mysore")!;
    const within = (job: Job, km: number) =>
      distanceKm(mysuru, { latitude: job.latitude!, longitude: job.longitude! }) <= km;
    const near = jobs.filter((job) => job.status === "active" && within(job, 30));
    expect(near.length).toBeGreaterThan(0);
    expect(near.length).toBeLessThan(jobs.filter((job) => job.status === "active").length);
    expect(ids((await pageAll({ near: "Mysore", radiusKm: 30 })).edges)).toEqual(idsOf(near));
    const withClosed = jobs.filter((job) => within(job, 30));
    expect(withClosed.length).toBeGreaterThan(near.length);
    expect(ids((await pageAll({ near: "ಮೈಸೂರು", radiusKm: 30, includeClosed: true })).edges)).toEqual(idsOf(withClosed));
    const result = await partner.graphql<{ openJobs: { edges: { node: { distanceKm: number } }[] } }>(
      "query ($filter: OpenJobsFilter) { openJobs(first: 100, filter: $filter) { edges { node { distanceKm } } } }",
      { filter: { latitude: mysuru.latitude, longitude: mysuru.longitude, radiusKm: 30 } },
    );
    const distances = result.data!.openJobs.edges.map((edge) => edge.node.distanceKm);
    expect(distances.length).toBe(near.length);
    expect(distances.every((km) => km <= 30)).toBe(true);
  });

  it("an unknown place or a radius out of range is a 400 with a clear message", async () => {
    for (const [filter, message] of [
      [{ near: "Qqqzzz" }, DISTANCE_MESSAGES.placeNotFound],
      [{ near: "Mysore", radiusKm: 500 }, DISTANCE_MESSAGES.radius],
    ] as const) {
      const result = await partner.graphql(FEED, { filter });
      expect(result.errors?.[0]?.message).toBe(message);
    }
  });
});

describe("openJobs change feed", () => {
  it("updatedSince: edits and skill changes count, view counts do not", async () => {
    const [viewed, edited, skilled] = await t.prisma.job.findMany({
      where: { status: "active" },
      orderBy: { id: "asc" },
      take: 3,
    });
    const since = new Date();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.prisma.job.update({ where: { id: viewed!.id }, data: { viewsCount: { increment: 3 } } });
    await t.prisma.job.update({ where: { id: edited!.id }, data: { title: `${edited!.title} (edited)` } });
    const skill = await t.prisma.skill.findFirstOrThrow({ where: { jobs: { none: { jobId: skilled!.id } } } });
    await t.prisma.jobSkill.create({ data: { jobId: skilled!.id, skillId: skill.id } });

    const { edges } = await pageAll({ updatedSince: since.toISOString() });
    expect(ids(edges)).toEqual([edited!.id, skilled!.id].sort((a, b) => a - b));
    const after = await t.prisma.job.findUniqueOrThrow({ where: { id: viewed!.id } });
    expect(after.updatedAt).toEqual(viewed!.updatedAt);
    expect(after.changeTxid).toBe(viewed!.changeTxid);
    // The changed jobs moved to the end of the feed.
    const all = await pageAll({}, 100);
    expect(ids(all.edges.slice(-2))).toEqual(ids(edges));
  });

  it("paging while jobs are inserted and updated misses nothing and repeats no version", async () => {
    const start = await t.prisma.job.findMany({ select: { id: true } });
    const inserted: number[] = [];
    const updatedAfterSeen = new Set<number>();
    const seen: { id: number; changeTxid: bigint; title: string }[] = [];
    let after: string | null = null;
    for (let round = 0; ; round++) {
      const next = await page({ first: 4, after, filter: { includeClosed: true } });
      for (const edge of next.edges) {
        seen.push({
          id: edge.node.databaseId,
          changeTxid: decodeFeedCursor(edge.cursor)!.changeTxid,
          title: edge.node.title,
        });
      }
      if (!next.pageInfo.hasNextPage) break;
      after = next.pageInfo.endCursor;
      // Between pages: a new job, an edit of a job already seen, an edit of one not seen yet, views of another.
      if (round < 12) {
        inserted.push((await newJob()).id);
        const seenIds = new Set(seen.map((row) => row.id));
        const old = seen[round]!.id;
        updatedAfterSeen.add(old);
        await t.prisma.job.update({ where: { id: old }, data: { title: `Edited after seen ${round}` } });
        const unseen = start.find((job) => !seenIds.has(job.id) && !updatedAfterSeen.has(job.id));
        if (unseen)
          await t.prisma.job.update({ where: { id: unseen.id }, data: { title: `Edited before seen ${round}` } });
        await t.prisma.job.update({ where: { id: seen.at(-1)!.id }, data: { viewsCount: { increment: 1 } } });
      }
    }
    expect(inserted.length).toBe(12);

    // Every job that existed at the start and every inserted job came.
    const seenIds = new Set(seen.map((row) => row.id));
    for (const { id } of start) expect(seenIds.has(id)).toBe(true);
    for (const id of inserted) expect(seenIds.has(id)).toBe(true);
    // No version twice, in feed order throughout.
    expect(new Set(seen.map((row) => `${row.id}:${row.changeTxid}`)).size).toBe(seen.length);
    for (let i = 1; i < seen.length; i++) {
      const [a, b] = [seen[i - 1]!, seen[i]!];
      expect(a.changeTxid < b.changeTxid || (a.changeTxid === b.changeTxid && a.id < b.id)).toBe(true);
    }
    // A job comes again only when it changed after it was seen; its last version is the current one.
    const counts = new Map<number, number>();
    for (const row of seen) counts.set(row.id, (counts.get(row.id) ?? 0) + 1);
    for (const [id, count] of counts) expect(count).toBe(updatedAfterSeen.has(id) ? 2 : 1);
    const current = await t.prisma.job.findMany({ select: { id: true, title: true } });
    const lastSeen = new Map(seen.map((row) => [row.id, row.title]));
    for (const job of current) expect(lastSeen.get(job.id)).toBe(job.title);
  });

  it("a stored endCursor returns only what changed since, and an empty page keeps no cursor", async () => {
    const { endCursor } = await pageAll({}, 50);
    expect(endCursor).not.toBeNull();
    const empty = await page({ after: endCursor });
    expect(empty).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
    const added = await newJob();
    const edited = await t.prisma.job.findFirstOrThrow({ where: { status: "active", id: { not: added.id } } });
    await t.prisma.job.update({ where: { id: edited.id }, data: { dailyRate: edited.dailyRate + 1 } });
    const since = await page({ after: endCursor });
    expect(since.edges.map((edge) => edge.node.databaseId)).toEqual([added.id, edited.id]);
  });

  it("an invalid cursor is a 400 with a clear message", async () => {
    const otherConnection = (
      await t.graphql<{ jobs: { pageInfo: { endCursor: string } } }>("{ jobs(first: 1) { pageInfo { endCursor } } }")
    ).data!.jobs.pageInfo.endCursor;
    const bad = [
      "nonsense",
      "",
      otherConnection,
      Buffer.from("jobfeed:12:x").toString("base64url"),
      Buffer.from("jobfeed:99999999999999999999:1").toString("base64url"),
      `${encodeFeedCursor({ changeTxid: 5n, id: 1 })}!`,
    ];
    for (const after of bad) {
      const response = await partner.post(FEED, { after });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0]!.extensions.code).toBe("BAD_USER_INPUT");
      expect(body.errors[0]!.message).toMatch(/cursor is not valid/);
    }
  });
});

// A transaction that is still open when pages are read: only PostgreSQL has a second connection to hold it.
if (process.env.TEST_DATABASE_URL)
  describe("openJobs with a transaction still open (PostgreSQL)", () => {
    it("does not pass a job whose transaction commits after later ones", async () => {
      const { endCursor: start } = await pageAll({}, 100);
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      let written!: () => void;
      const insertedInside = new Promise<void>((resolve) => (written = resolve));
      let slowId = 0;
      const slow = t.prisma.$transaction(
        async (tx) => {
          slowId = (await newJob(tx)).id;
          written();
          await held;
        },
        { timeout: 60_000, maxWait: 10_000 },
      );
      await insertedInside;

      // Committed after the open transaction began: a later transaction id.
      const quick = await newJob();
      const whileOpen = await pageAll({}, 2, start, { wait: false });
      expect(ids(whileOpen.edges)).not.toContain(slowId);
      expect(ids(whileOpen.edges)).not.toContain(quick.id);

      commit();
      await slow;
      const afterCommit = await pageAll({}, 2, whileOpen.endCursor);
      expect(afterCommit.edges.map((edge) => edge.node.databaseId)).toEqual([slowId, quick.id]);
    });
  });

describe("openJobs database queries", () => {
  const FIELDS = `query ($n: Int!) {
    openJobs(first: $n, filter: { includeClosed: true }) {
      totalCount
      edges { cursor node { id title district dailyRate startDate updatedAt employerName applicationsCount
        employer { id } requiredSkills { id name } } }
      pageInfo { endCursor hasNextPage }
    }
  }`;

  it("the same few statements for 1 job as for 40", async () => {
    const counts: number[] = [];
    for (const n of [1, 40]) {
      t.queries.length = 0;
      const result = await partner.graphql<{ openJobs: { edges: FeedEdge[]; totalCount: number } }>(FIELDS, { n });
      expect(result.errors).toBeUndefined();
      expect(result.data!.openJobs.edges).toHaveLength(n);
      // Signed-out rules hold for partners: the employer as a person is never there.
      expect(
        result.data!.openJobs.edges.every((edge) => (edge.node as unknown as { employer: unknown }).employer === null),
      ).toBe(true);
      counts.push(t.queries.filter((sql) => !/partnerkey/i.test(sql)).length);
    }
    expect(counts[1]).toBe(counts[0]);
    expect(counts[0]).toBeLessThanOrEqual(7);
  });
});
