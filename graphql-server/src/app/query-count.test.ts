import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../db/seed/demo-accounts.ts";
import { type TestApp, createTestApp } from "../test/app.ts";
import { fillMissingCoordinates } from "../features/places/index.ts";

/**
 * No N+1: the screens' queries make the same small number of database queries whatever the page
 * size. Each query is run with a page of 1 and a page of 40 (every row the demo data has).
 */

const JOB_CARD = `
  id title location dailyRate isRateNegotiable accommodationProvided mealsProvided equipmentProvided
  startDate isUrgent applicationsCount viewsCount viewerHasApplied employerName
  employer { firstName lastName rating } requiredSkills { name }
`;

const SCREENS = {
  laborerHome: {
    account: DEMO_ACCOUNTS.laborer,
    query: `query ($n: Int!) {
      viewer { firstName lastName completedJobs rating isAddressVerified skills { level status skill { name } } }
      jobs(first: $n) { edges { node { ${JOB_CARD} } } }
      courses(first: $n) { edges { node { id title description duration price isFree certificateProvided viewerIsEnrolled provider { firstName } } } }
    }`,
    rows: (data: any) => data.jobs.edges.length + data.courses.edges.length,
    // One more than most screens: the people blocked either way, whose jobs stay out of her list (9 here).
    maxQueries: 10,
  },
  jobSearch: {
    account: DEMO_ACCOUNTS.laborer,
    query: `query ($n: Int!) {
      jobs(first: $n, search: "a") { totalCount edges { node { ${JOB_CARD} workersNeeded workingHours createdAt } } }
    }`,
    rows: (data: any) => data.jobs.edges.length,
  },
  signedOutJobSearch: {
    // The web app's browse-jobs page signed out: the page's jobs with their employer names, skills, application
    // counts and the search's total, all in one statement (job-rows.ts).
    account: null,
    query: `query ($n: Int!) {
      jobs(first: $n, category: horticulture) {
        totalCount
        edges { node { id title location dailyRate startDate workersNeeded workingHours employerName applicationsCount
          viewerHasApplied requiredSkills { id name hi: localizedName(locale: "hi") } employer { id firstName mobileNumber } } cursor }
        pageInfo { endCursor hasNextPage }
      }
    }`,
    rows: (data: any) => data.jobs.edges.length,
    maxQueries: 1,
  },
  jobsForYou: {
    // The laborer home's Jobs for you: each job's card with the reason (the skills she has) and the distance.
    account: DEMO_ACCOUNTS.laborer,
    query: `query ($n: Int!) {
      recommendedJobs(first: $n) { ${JOB_CARD} distanceKm skillsYouHave { id name } }
      jobs(first: $n) { edges { node { ${JOB_CARD} } } }
    }`,
    rows: (data: any) => data.recommendedJobs.length * 10 + data.jobs.edges.length,
    // Two lists of job cards, and the ranking's own read: the candidates within her reach found and ranked in one
    // statement (in its transaction), so only the page's ids come back; each list's jobs in one statement (8 here).
    maxQueries: 8,
  },
  employerDashboard: {
    account: DEMO_ACCOUNTS.employer,
    query: `query ($n: Int!) {
      viewer {
        firstName activeJobsCount
        postedJobs(first: $n) { edges { node { title status applicationsCount dailyRate } } }
        receivedApplications(first: $n) { edges { node {
          requestedRate status createdAt laborer { firstName lastName rating completedJobs } job { title }
        } } }
      }
    }`,
    rows: (data: any) => data.viewer.postedJobs.edges.length + data.viewer.receivedApplications.edges.length,
  },
} as const;

describe("database queries per screen", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    // As the server does at start: the demo people and jobs get their places' coordinates.
    await fillMissingCoordinates(t.prisma);
    // The demo laborer travels far enough for many jobs to be recommended to her.
    await t.prisma.user.update({ where: { mobileNumber: DEMO_ACCOUNTS.laborer }, data: { travelKm: 100 } });
  });
  afterAll(() => t.close());

  async function measure(screen: keyof typeof SCREENS, n: number) {
    const { account, query, rows } = SCREENS[screen];
    const cookie = account ? await t.cookieFor(account) : undefined;
    t.queries.length = 0;
    const result = await t.graphql(query, { n }, cookie);
    expect(result.errors).toBeUndefined();
    return { queries: t.queries.length, rows: rows(result.data), sql: [...t.queries] };
  }

  for (const screen of Object.keys(SCREENS) as (keyof typeof SCREENS)[]) {
    it(`${screen}: the same few queries for 1 row per list as for 40`, async () => {
      const small = await measure(screen, 1);
      const large = await measure(screen, 40);
      expect(large.rows).toBeGreaterThan(small.rows * 2);
      expect(large.queries).toBe(small.queries);
      expect(large.queries).toBeLessThanOrEqual((SCREENS[screen] as { maxQueries?: number }).maxQueries ?? 12);
    });
  }

  it("signed out, a job search reads no session and no employer's profile row (only the name columns)", async () => {
    const { sql } = await measure("signedOutJobSearch", 20);
    expect(sql.some((statement) => statement.includes('"Session"'))).toBe(false);
    const userReads = sql.filter((statement) => /FROM "(public"\.")?User"/.test(statement));
    expect(userReads).toHaveLength(1);
    expect(userReads[0]).not.toContain('"mobileNumber"');
  });

  it("a job search counts only its own jobs' applications, not every application", async () => {
    const { sql } = await measure("signedOutJobSearch", 20);
    const applicationReads = sql.filter((statement) => /FROM "(public"\.")?Application"/.test(statement));
    expect(applicationReads).toHaveLength(1);
    // Each job of the page (the newest first, up to the page's size) counts its own applications.
    expect(applicationReads[0]).toMatch(/"jobId" = j\."id"/);
    expect(applicationReads[0]).toMatch(/LIMIT/);
  });
});
