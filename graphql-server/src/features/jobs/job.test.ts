import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import type { Job, User } from "../../generated/prisma/client.ts";
import { dateInIndia } from "../../i18n/india-date.ts";
import { JOB_MESSAGES } from "../../rules/job.ts";
import {
  idsOf,
  JOBS,
  type JobsPage,
  matchesPlace,
  matchesText,
  newestFirst,
  sameText,
} from "../../test/job-expectations.ts";
import { WAGE_BAND_NAMES, WAGE_BANDS } from "../../rules/wage-bands.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { globalIdOf } from "../../graphql/global-id.ts";

let t: TestApp;
let laborer: User;
let employer: User;
let otherEmployer: User;
let laborerCookie: string;
let employerCookie: string;
let otherEmployerCookie: string;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  laborer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } });
  employer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.employer } });
  otherEmployer = await t.prisma.user.findFirstOrThrow({ where: { userType: "employer", id: { not: employer.id } } });
  laborerCookie = await t.cookieFor(laborer.mobileNumber);
  employerCookie = await t.cookieFor(employer.mobileNumber);
  otherEmployerCookie = await t.cookieFor(otherEmployer.mobileNumber);
});
afterAll(() => t.close());

async function jobs(variables: Record<string, unknown>, cookie?: string): Promise<JobsPage> {
  const result = await t.graphql<{ jobs: JobsPage }>(JOBS, variables, cookie);
  expect(result.errors).toBeUndefined();
  return result.data!.jobs;
}

/** Every page, following endCursor, as job ids. */
async function allIds(variables: Record<string, unknown>, cookie?: string, pageSize = 7): Promise<number[]> {
  const ids: number[] = [];
  let after: string | null = null;
  for (;;) {
    const page = await jobs({ ...variables, first: pageSize, after }, cookie);
    ids.push(...page.edges.map((edge) => edge.node.databaseId));
    if (!page.pageInfo.hasNextPage) return ids;
    after = page.pageInfo.endCursor;
  }
}

const activeJobs = async () => (await t.prisma.job.findMany({ where: { status: "active" } })) as Job[];
const expectedIds = async (keep: (job: Job) => boolean) => idsOf(newestFirst((await activeJobs()).filter(keep)));

describe("jobs: filters", () => {
  it("lists only active jobs, newest first, with a total count", async () => {
    const expected = await expectedIds(() => true);
    expect(await allIds({})).toEqual(expected);
    const page = await jobs({});
    expect(page.totalCount).toBe(expected.length);
    expect(page.edges).toHaveLength(Math.min(20, expected.length)); // default page size
    const closed = await t.prisma.job.count({ where: { status: "closed" } });
    expect(closed).toBeGreaterThan(0);
  });

  it("free text over title, description, location, district and state, case-insensitive, every word", async () => {
    for (const search of [
      "paddy",
      "HARVEST",
      "maddur",
      "mango harvest",
      "coffee picking",
      "Mandya",
      "paddy mandya",
      "Dakshina Kannada",
    ]) {
      const expected = await expectedIds((job) => matchesText(job, search));
      expect(expected.length).toBeGreaterThan(0);
      expect(await allIds({ search })).toEqual(expected);
    }
  });

  it("free text finds a district that is in no job's title, description or location, as the location filter does", async () => {
    const inText = await expectedIds((job) =>
      [job.title, job.description, job.location].some((text) => text.toLowerCase().includes("mandya")),
    );
    expect(inText).toEqual([]);
    const inDistrict = await expectedIds((job) => job.district === "Mandya");
    expect(inDistrict.length).toBeGreaterThan(0);
    expect(await allIds({ search: "Mandya" })).toEqual(inDistrict);
    expect(await allIds({ search: "Mandya" })).toEqual(await allIds({ location: "Mandya" }));
  });

  it("free text finds a place under its other name (Mysore finds Mysuru)", async () => {
    const inMysuru = await expectedIds((job) => job.district === "Mysuru");
    expect(inMysuru.length).toBeGreaterThan(0);
    const found = await allIds({ search: "Mysore" });
    expect(found).toEqual(await expectedIds((job) => matchesText(job, "Mysore")));
    expect(found).toEqual(expect.arrayContaining(inMysuru));
  });

  it("location under any name of the place (Mysore finds Mysuru)", async () => {
    const expected = await expectedIds((job) => matchesPlace(job, "Mysuru"));
    expect(expected.length).toBeGreaterThan(0);
    expect(await allIds({ location: "Mysore" })).toEqual(expected);
    expect(await allIds({ location: "mysuru" })).toEqual(expected);
  });

  it("category", async () => {
    for (const category of ["field_activities", "horticulture", "sericulture"] as const) {
      const expected = await expectedIds((job) => job.category === category);
      expect(expected.length).toBeGreaterThan(0);
      expect(await allIds({ category })).toEqual(expected);
    }
  });

  it("wage bands, lower edge included and upper edge excluded", async () => {
    // Jobs right on the edges of the bands.
    for (const dailyRate of [299, 300, 499, 500, 700, 999, 1000]) {
      await t.prisma.job.create({
        data: {
          employerId: employer.id,
          title: `Edge rate ${dailyRate}`,
          location: "Maddur, Karnataka",
          category: "field_activities",
          dailyRate,
          duration: 5,
        },
      });
    }
    for (const wageBand of WAGE_BAND_NAMES) {
      const { min, below } = WAGE_BANDS[wageBand];
      const expected = await expectedIds((job) => job.dailyRate >= min && (below === null || job.dailyRate < below));
      expect(await allIds({ wageBand })).toEqual(expected);
    }
    const inBands = (await allIds({ wageBand: "R300_500" })).length + (await allIds({ wageBand: "R500_700" })).length;
    expect(inBands).toBe(await t.prisma.job.count({ where: { status: "active", dailyRate: { gte: 300, lt: 700 } } }));
  });

  it("urgent only, and all filters together", async () => {
    expect(await allIds({ urgentOnly: true })).toEqual(await expectedIds((job) => job.isUrgent));
    const expected = await expectedIds(
      (job) =>
        job.isUrgent &&
        job.category === "field_activities" &&
        matchesPlace(job, "Mandya") &&
        job.dailyRate >= 500 &&
        job.dailyRate < 700,
    );
    expect(
      await allIds({ urgentOnly: true, category: "field_activities", location: "Mandya", wageBand: "R500_700" }),
    ).toEqual(expected);
  });
});

describe("jobs: nearby", () => {
  beforeAll(async () => {
    // A job in another state, and one in the laborer's district with no state, must not be nearby.
    await t.prisma.job.createMany({
      data: [
        {
          employerId: employer.id,
          title: "Coconut plucking",
          location: "Pollachi, Tamil Nadu",
          district: "Coimbatore",
          state: "Tamil Nadu",
          category: "horticulture",
          dailyRate: 800,
          duration: 10,
        },
        {
          employerId: employer.id,
          title: "Stateless job",
          location: "Somewhere",
          district: laborer.district,
          state: null,
          category: "horticulture",
          dailyRate: 800,
          duration: 10,
        },
      ],
    });
  });

  const nearbyOrder = async (viewer: User) => {
    const inState = (await activeJobs()).filter((job) => sameText(job.state, viewer.state));
    const here = newestFirst(inState.filter((job) => sameText(job.district, viewer.district)));
    const rest = newestFirst(inState.filter((job) => !sameText(job.district, viewer.district)));
    return { here: idsOf(here), all: idsOf([...here, ...rest]) };
  };

  it("the viewer's district first, then the rest of their state, across pages", async () => {
    const { here, all } = await nearbyOrder(laborer);
    expect(here.length).toBeGreaterThan(2);
    expect(all.length).toBeGreaterThan(here.length);
    expect(await allIds({ nearby: true }, laborerCookie, 3)).toEqual(all);
    expect(await allIds({ nearby: true }, laborerCookie, 100)).toEqual(all);
    expect((await jobs({ nearby: true, first: 1 }, laborerCookie)).totalCount).toBe(all.length);
  });

  it("pages backwards with last/before the same way", async () => {
    const { all } = await nearbyOrder(laborer);
    const ids: number[] = [];
    let before: string | null = null;
    for (;;) {
      const page = await jobs({ nearby: true, last: 4, before }, laborerCookie);
      ids.unshift(...page.edges.map((edge) => edge.node.databaseId));
      if (!page.pageInfo.hasPreviousPage) break;
      before = page.pageInfo.startCursor;
    }
    expect(ids).toEqual(all);
  });

  it("combines with other filters", async () => {
    const { all } = await nearbyOrder(laborer);
    const byId = new Map((await activeJobs()).map((job) => [job.id, job]));
    const urgent = all.filter((id) => byId.get(id)!.isUrgent);
    expect(await allIds({ nearby: true, urgentOnly: true }, laborerCookie, 2)).toEqual(urgent);
  });

  it("has no effect when signed out, or for a viewer without district and state", async () => {
    const everything = await expectedIds(() => true);
    expect(await allIds({ nearby: true })).toEqual(everything);
    const nowhere = await t.prisma.user.create({
      data: { mobileNumber: "7000000091", userType: "laborer", state: null, district: null },
    });
    expect(await allIds({ nearby: true }, await t.cookieFor(nowhere.mobileNumber), 50)).toEqual(everything);
  });

  it("with a state but no district, the state's jobs newest first", async () => {
    const stateOnly = await t.prisma.user.create({
      data: { mobileNumber: "7000000092", userType: "laborer", state: "Tamil Nadu" },
    });
    const expected = await expectedIds((job) => sameText(job.state, "Tamil Nadu"));
    expect(expected.length).toBeGreaterThan(0);
    expect(await allIds({ nearby: true }, await t.cookieFor(stateOnly.mobileNumber))).toEqual(expected);
  });
});

describe("jobs: pagination", () => {
  it("cursors continue where the last page ended, without overlap", async () => {
    const first = await jobs({ first: 5 });
    const second = await jobs({ first: 5, after: first.pageInfo.endCursor });
    const both = [...first.edges, ...second.edges].map((edge) => edge.node.databaseId);
    expect(both).toEqual((await expectedIds(() => true)).slice(0, 10));
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(second.pageInfo.hasPreviousPage).toBe(true);
  });

  it("caps first at 100", async () => {
    await t.prisma.job.createMany({
      data: Array.from({ length: 100 }, (_, i) => ({
        employerId: otherEmployer.id,
        title: `Filler job ${i}`,
        location: "Hassan, Karnataka",
        category: "field_activities" as const,
        dailyRate: 600,
        duration: 3,
      })),
    });
    const total = await t.prisma.job.count({ where: { status: "active" } });
    expect(total).toBeGreaterThan(100);
    const page = await jobs({ first: 500 });
    expect(page.edges).toHaveLength(100);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.totalCount).toBe(total);
  });

  it("rejects a negative first", async () => {
    const result = await t.graphql(JOBS, { first: -1 });
    expect(result.errors?.[0]?.message).toMatch(/first/);
  });

  it("loads a page with a constant number of queries, whatever its size (no N+1)", async () => {
    const count = async (variables: Record<string, unknown>) => {
      t.queries.length = 0;
      await jobs(variables, laborerCookie);
      return t.queries.length;
    };
    const small = await count({ first: 2 });
    expect(await count({ first: 100 })).toBe(small);
    // Signed in, one of them reads the people blocked either way, whose jobs stay out.
    expect(small).toBeLessThanOrEqual(9);
    // nearby: one more query for the cursor's job, and a second round when a page spans both groups.
    const here = await t.prisma.job.count({
      where: { status: "active", district: laborer.district, state: laborer.state },
    });
    const spanning = await count({ first: here + 1, nearby: true });
    expect(await count({ first: 100, nearby: true })).toBe(spanning);
    expect(spanning).toBeLessThanOrEqual(2 * small);
  });
});

describe("a job's fields", () => {
  it("carries every job field, the employer, skills, counts and whether the viewer applied", async () => {
    const applied = await t.prisma.application.findFirstOrThrow({
      where: { laborerId: laborer.id, job: { status: "active" } },
    });
    const job = await t.prisma.job.findUniqueOrThrow({
      where: { id: applied.jobId },
      include: {
        employer: true,
        requiredSkills: { include: { skill: true } },
        _count: { select: { applications: true } },
      },
    });
    const ids = await allIds({}, laborerCookie, 100);
    expect(ids).toContain(job.id);
    const page = await jobs({ first: 100, search: job.title }, laborerCookie);
    const node = page.edges.find((edge) => edge.node.databaseId === job.id)!.node;
    expect(node).toMatchObject({
      id: globalIdOf("Job", job.id),
      title: job.title,
      description: job.description,
      location: job.location,
      district: job.district,
      state: job.state,
      category: job.category,
      dailyRate: job.dailyRate,
      isRateNegotiable: job.isRateNegotiable,
      accommodationProvided: job.accommodationProvided,
      mealsProvided: job.mealsProvided,
      equipmentProvided: job.equipmentProvided,
      transportationProvided: job.transportationProvided,
      duration: job.duration,
      startDate: job.startDate ? job.startDate.toISOString().slice(0, 10) : null,
      workersNeeded: job.workersNeeded,
      workingHours: job.workingHours,
      isUrgent: job.isUrgent,
      status: "active",
      viewsCount: job.viewsCount,
      createdAt: job.createdAt.toISOString(),
      employerName: `${job.employer!.firstName} ${job.employer!.lastName}`,
      applicationsCount: job._count.applications,
      viewerHasApplied: true,
      employer: {
        databaseId: job.employerId,
        firstName: job.employer!.firstName,
        lastName: job.employer!.lastName,
        rating: job.employer!.rating,
      },
    });
    expect(node.requiredSkills.map((s: { name: string }) => s.name)).toEqual(
      job.requiredSkills.map((r) => r.skill.name).sort(),
    );

    const appliedIds = new Set(
      (await t.prisma.application.findMany({ where: { laborerId: laborer.id } })).map((a) => a.jobId),
    );
    const all = await jobs({ first: 100 }, laborerCookie);
    for (const edge of all.edges) expect(edge.node.viewerHasApplied).toBe(appliedIds.has(edge.node.databaseId));
    const signedOut = await jobs({ first: 100 });
    expect(signedOut.edges.every((edge) => edge.node.viewerHasApplied === false)).toBe(true);
  });

  it("employerName falls back to the business name, and is null without an employer", async () => {
    const business = await t.prisma.user.create({
      data: { mobileNumber: "7000000093", userType: "employer", businessName: "Green Acres Pvt Ltd" },
    });
    const job = await t.prisma.job.create({
      data: {
        employerId: business.id,
        title: "Nameless employer job",
        location: "Hassan, Karnataka",
        category: "field_activities",
        dailyRate: 650,
        duration: 3,
      },
    });
    const orphan = await t.prisma.job.create({
      data: {
        employerId: null,
        title: "Orphan job",
        location: "Hassan, Karnataka",
        category: "field_activities",
        dailyRate: 650,
        duration: 3,
      },
    });
    const node = async (id: number, cookie?: string) => {
      const result = await t.graphql(
        `query($id: ID!) { node(id: $id) { ... on Job { employerName employer { databaseId } } } }`,
        { id: globalIdOf("Job", id) },
        cookie,
      );
      return result.data!.node;
    };
    expect(await node(job.id, laborerCookie)).toEqual({
      employerName: "Green Acres Pvt Ltd",
      employer: { databaseId: business.id },
    });
    expect(await node(orphan.id, laborerCookie)).toEqual({ employerName: null, employer: null });
    // Signed out, the employer as a person is not shown; the name on the card is.
    expect(await node(job.id)).toEqual({ employerName: "Green Acres Pvt Ltd", employer: null });
  });
});

describe("job(id)", () => {
  const JOB = `query($id: ID!) { job(id: $id) { __typename ... on Error { message } ... on QueryJobSuccess { data { databaseId viewsCount } } } }`;

  it("returns the job, active or closed, and counts no view", async () => {
    for (const status of ["active", "closed"] as const) {
      const job = await t.prisma.job.findFirstOrThrow({ where: { status, employerId: employer.id } });
      const result = await t.graphql(JOB, { id: globalIdOf("Job", job.id) }, laborerCookie);
      expect(result.data!.job).toEqual({
        __typename: "QueryJobSuccess",
        data: { databaseId: job.id, viewsCount: job.viewsCount },
      });
      // Reading it again, or many times in one request through aliases, counts nothing either.
      await t.graphql(
        `query($id: ID!) { a: job(id: $id) { __typename } b: job(id: $id) { __typename } c: job(id: $id) { __typename } }`,
        {
          id: globalIdOf("Job", job.id),
        },
      );
      expect((await t.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).viewsCount).toBe(job.viewsCount);
    }
  });

  it("answers NotFoundError for an unknown id or an id of another type", async () => {
    const max = await t.prisma.job.aggregate({ _max: { id: true } });
    for (const id of [globalIdOf("Job", max._max.id! + 1), globalIdOf("Skill", 1), "garbage"]) {
      const result = await t.graphql(JOB, { id });
      expect(result.data!.job).toEqual({ __typename: "NotFoundError", message: JOB_MESSAGES.notFound });
    }
  });
});

describe("recordJobView", () => {
  const VIEW = `mutation($id: ID!) { recordJobView(jobId: $id) { __typename ... on Error { message } ... on MutationRecordJobViewSuccess { data { viewsCount } } } }`;
  const views = async (id: number) => (await t.prisma.job.findUniqueOrThrow({ where: { id } })).viewsCount;

  it("counts each viewer once per job per day, concurrent repeats included", async () => {
    const job = await t.prisma.job.findFirstOrThrow({ where: { status: "active", employerId: employer.id } });
    const before = await views(job.id);
    const first = await t.graphql(VIEW, { id: globalIdOf("Job", job.id) }, laborerCookie);
    expect(first.data!.recordJobView).toEqual({
      __typename: "MutationRecordJobViewSuccess",
      data: { viewsCount: before + 1 },
    });
    await Promise.all(
      Array.from({ length: 5 }, () => t.graphql(VIEW, { id: globalIdOf("Job", job.id) }, laborerCookie)),
    );
    expect(await views(job.id)).toBe(before + 1);
    // Another account counts; so does a signed-out visitor, once per address.
    await t.graphql(VIEW, { id: globalIdOf("Job", job.id) }, await t.cookieFor("9876500002"));
    expect(await views(job.id)).toBe(before + 2);
    const anonymous = () =>
      t.request("/graphql", {
        method: "POST",
        json: { query: VIEW, variables: { id: globalIdOf("Job", job.id) } },
        ip: "203.0.113.77",
      });
    await anonymous();
    await anonymous();
    expect(await views(job.id)).toBe(before + 3);
  });

  it("does not count the employer's own views", async () => {
    const job = await t.prisma.job.findFirstOrThrow({ where: { status: "active", employerId: employer.id } });
    const before = await views(job.id);
    await t.graphql(VIEW, { id: globalIdOf("Job", job.id) }, employerCookie);
    expect(await views(job.id)).toBe(before);
  });

  it("answers NotFoundError for an unknown job", async () => {
    const max = await t.prisma.job.aggregate({ _max: { id: true } });
    const result = await t.graphql(VIEW, { id: globalIdOf("Job", max._max.id! + 1) }, laborerCookie);
    expect(result.data!.recordJobView).toEqual({ __typename: "NotFoundError", message: JOB_MESSAGES.notFound });
  });
});

const CREATE = /* GraphQL */ `
  mutation($input: CreateJobInput!) {
    createJob(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { fieldErrors { field message } }
      ... on MutationCreateJobSuccess {
        data { databaseId title description location district state category dailyRate duration startDate workersNeeded
          isRateNegotiable accommodationProvided mealsProvided equipmentProvided transportationProvided isUrgent status
          employer { databaseId } requiredSkills { databaseId name } }
      }
    }
  }
`;

const validJob = () => ({
  title: "Groundnut harvesting",
  location: "Maddur, Karnataka",
  category: "field_activities",
  dailyRate: 700,
  duration: 7,
});

describe("createJob", () => {
  it("posts a job with defaults, the employer's district and state, and skills in one go", async () => {
    const skills = await t.prisma.skill.findMany({ take: 2, orderBy: { name: "asc" } });
    const today = dateInIndia(0).toISOString().slice(0, 10);
    const result = await t.graphql(
      CREATE,
      {
        input: {
          ...validJob(),
          title: "  Groundnut harvesting  ",
          startDate: today,
          requiredSkillIds: skills.map((s) => globalIdOf("Skill", s.id)),
        },
      },
      employerCookie,
    );
    expect(result.errors).toBeUndefined();
    const job = result.data!.createJob;
    expect(job.__typename).toBe("MutationCreateJobSuccess");
    expect(job.data).toMatchObject({
      title: "Groundnut harvesting",
      description: "",
      district: employer.district,
      state: employer.state,
      startDate: today,
      workersNeeded: 1,
      isRateNegotiable: false,
      accommodationProvided: false,
      mealsProvided: false,
      equipmentProvided: false,
      transportationProvided: false,
      isUrgent: false,
      status: "active",
      employer: { databaseId: employer.id },
    });
    expect(job.data.requiredSkills.map((s: { databaseId: number }) => s.databaseId)).toEqual(skills.map((s) => s.id));
    const stored = await t.prisma.job.findUniqueOrThrow({
      where: { id: job.data.databaseId },
      include: { requiredSkills: true },
    });
    expect(stored.employerId).toBe(employer.id);
    expect(stored.requiredSkills).toHaveLength(2);
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ["empty title", { title: "   " }, "title", JOB_MESSAGES.title],
    ["empty location", { location: "" }, "location", JOB_MESSAGES.location],
    ["rate 0", { dailyRate: 0 }, "dailyRate", JOB_MESSAGES.dailyRate],
    ["negative rate", { dailyRate: -5 }, "dailyRate", JOB_MESSAGES.dailyRate],
    ["duration 0", { duration: 0 }, "duration", JOB_MESSAGES.duration],
    ["duration 366", { duration: 366 }, "duration", JOB_MESSAGES.duration],
    ["no workers", { workersNeeded: 0 }, "workersNeeded", JOB_MESSAGES.workersNeeded],
    ["start yesterday", { startDate: dateInIndia(-1).toISOString().slice(0, 10) }, "startDate", JOB_MESSAGES.startDate],
    [
      "unknown skill",
      { requiredSkillIds: [globalIdOf("Skill", 999999)] },
      "requiredSkillIds",
      JOB_MESSAGES.invalidSkill,
    ],
    [
      "unknown skills",
      { requiredSkillIds: [globalIdOf("Skill", 999998), "nonsense"] },
      "requiredSkillIds",
      JOB_MESSAGES.invalidSkills,
    ],
  ];
  it.each(cases)("refuses %s with its message, and stores nothing", async (_name, change, field, message) => {
    const before = await t.prisma.job.count();
    const result = await t.graphql(CREATE, { input: { ...validJob(), ...change } }, employerCookie);
    expect(result.data!.createJob).toEqual({
      __typename: "ValidationError",
      message,
      fieldErrors: [{ field, message }],
    });
    expect(await t.prisma.job.count()).toBe(before);
  });

  it("is for employers only", async () => {
    const asLaborer = await t.graphql(CREATE, { input: validJob() }, laborerCookie);
    expect(asLaborer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const signedOut = await t.graphql(CREATE, { input: validJob() });
    expect(signedOut.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

const UPDATE = /* GraphQL */ `
  mutation($id: ID!, $input: UpdateJobInput!) {
    updateJob(id: $id, input: $input) {
      __typename
      ... on Error { message }
      ... on MutationUpdateJobSuccess { data { title dailyRate startDate workingHours mealsProvided requiredSkills { name } } }
    }
  }
`;
const CLOSE = /* GraphQL */ `
  mutation($id: ID!) { closeJob(id: $id) { __typename ... on Error { message } ... on MutationCloseJobSuccess { data { status } } } }
`;

describe("updateJob and closeJob", () => {
  let job: Job;
  beforeAll(async () => {
    job = await t.prisma.job.create({
      data: {
        employerId: employer.id,
        title: "Editable job",
        location: "Maddur, Karnataka",
        category: "field_activities",
        dailyRate: 600,
        duration: 5,
        workingHours: "7-3",
        mealsProvided: true,
      },
    });
  });

  it("changes only the given fields; null clears optional ones; skills are replaced", async () => {
    const skill = await t.prisma.skill.findFirstOrThrow({ orderBy: { name: "desc" } });
    const result = await t.graphql(
      UPDATE,
      {
        id: globalIdOf("Job", job.id),
        input: { dailyRate: 750, workingHours: null, requiredSkillIds: [globalIdOf("Skill", skill.id)] },
      },
      employerCookie,
    );
    expect(result.data!.updateJob).toEqual({
      __typename: "MutationUpdateJobSuccess",
      data: {
        title: "Editable job",
        dailyRate: 750,
        startDate: null,
        workingHours: null,
        mealsProvided: true,
        requiredSkills: [{ name: skill.name }],
      },
    });
  });

  it("applies the same rules as createJob", async () => {
    const result = await t.graphql(UPDATE, { id: globalIdOf("Job", job.id), input: { title: null } }, employerCookie);
    expect(result.data!.updateJob).toEqual({ __typename: "ValidationError", message: JOB_MESSAGES.title });
    const past = await t.graphql(
      UPDATE,
      { id: globalIdOf("Job", job.id), input: { startDate: dateInIndia(-3).toISOString().slice(0, 10) } },
      employerCookie,
    );
    expect(past.data!.updateJob.message).toBe(JOB_MESSAGES.startDate);
    expect((await t.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).title).toBe("Editable job");
  });

  it("only the employer who posted it may update or close it", async () => {
    const id = globalIdOf("Job", job.id);
    const update = await t.graphql(UPDATE, { id, input: { dailyRate: 1 } }, otherEmployerCookie);
    expect(update.data!.updateJob).toEqual({ __typename: "ForbiddenError", message: JOB_MESSAGES.notOwner });
    const close = await t.graphql(CLOSE, { id }, otherEmployerCookie);
    expect(close.data!.closeJob).toEqual({ __typename: "ForbiddenError", message: JOB_MESSAGES.notOwner });
    expect((await t.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("active");
    const asLaborer = await t.graphql(CLOSE, { id }, laborerCookie);
    expect(asLaborer.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("answers NotFoundError for an unknown job", async () => {
    const result = await t.graphql(CLOSE, { id: globalIdOf("Job", 99999999) }, employerCookie);
    expect(result.data!.closeJob).toEqual({ __typename: "NotFoundError", message: JOB_MESSAGES.notFound });
  });

  it("closing takes the job out of the search", async () => {
    expect(await allIds({ search: "Editable" })).toEqual([job.id]);
    const result = await t.graphql(CLOSE, { id: globalIdOf("Job", job.id) }, employerCookie);
    expect(result.data!.closeJob).toEqual({ __typename: "MutationCloseJobSuccess", data: { status: "closed" } });
    expect(await allIds({ search: "Editable" })).toEqual([]);
  });
});

describe("the employer's own lists", () => {
  const MINE = /* GraphQL */ `
    query($status: JobStatus, $first: Int = 100) {
      viewer {
        activeJobsCount
        postedJobs(first: $first, status: $status) { totalCount edges { node { databaseId status } } }
      }
    }
  `;

  it("lists their jobs newest first, all or by status, with the active count", async () => {
    const theirs = newestFirst(await t.prisma.job.findMany({ where: { employerId: employer.id } }));
    const all = await t.graphql(MINE, {}, employerCookie);
    expect(all.errors).toBeUndefined();
    expect(all.data!.viewer.postedJobs.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId)).toEqual(
      idsOf(theirs),
    );
    expect(all.data!.viewer.postedJobs.totalCount).toBe(theirs.length);
    const active = theirs.filter((job) => job.status === "active");
    expect(all.data!.viewer.activeJobsCount).toBe(active.length);
    const closed = await t.graphql(MINE, { status: "closed" }, employerCookie);
    expect(
      closed.data!.viewer.postedJobs.edges.map((e: { node: { databaseId: number } }) => e.node.databaseId),
    ).toEqual(idsOf(theirs.filter((job) => job.status === "closed")));
  });

  it("are nobody else's business", async () => {
    const result = await t.graphql(
      `query($id: ID!) { node(id: $id) { ... on User { firstName postedJobs(first: 5) { totalCount } activeJobsCount } } }`,
      { id: globalIdOf("User", employer.id) },
      otherEmployerCookie,
    );
    expect(result.data!.node).toEqual({ firstName: employer.firstName, postedJobs: null, activeJobsCount: null });
    expect(result.errors?.map((e) => e.extensions?.code)).toEqual(["FORBIDDEN", "FORBIDDEN"]);
    const laborerOwn = await t.graphql(`{ viewer { postedJobs(first: 5) { totalCount } } }`, {}, laborerCookie);
    expect(laborerOwn.data!.viewer.postedJobs).toBeNull();
  });
});
