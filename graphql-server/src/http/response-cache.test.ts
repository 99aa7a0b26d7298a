// The response cache of signed-out public reads, with the cache on and off: a job created, edited or closed is in
// the very next search (GraphQL and REST); a job written by another process (here: straight through the database,
// as a worker or another server process writes) is in the search once the database's announcement arrives; a
// repeated search is answered from memory only with the cache on, and a signed-in search never is.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../generated/prisma/client.ts";
import { globalIdOf } from "../graphql/global-id.ts";
import { type TestApp, createTestApp } from "../test/app.ts";

const SEARCH = `query ($first: Int!) { jobs(first: $first) { totalCount edges { node { id title } } } }`;

describe.each([
  { cache: "on", responseCache: true },
  { cache: "off", responseCache: false },
])("job search with the response cache $cache", ({ responseCache }) => {
  let t: TestApp;
  let employer: User;
  let employerCookie: string;
  let jobId = "";

  beforeAll(async () => {
    t = await createTestApp({ responseCache });
    employer = await t.prisma.user.create({
      data: { mobileNumber: "9811100001", userType: "employer", isMobileVerified: true, firstName: "Ravi" },
    });
    employerCookie = await t.cookieFor(employer.mobileNumber);
  });
  afterAll(() => t.close());

  const titlesSearched = async () => {
    const result = await t.graphql<{ jobs: { edges: { node: { title: string } }[] } }>(SEARCH, { first: 50 });
    expect(result.errors).toBeUndefined();
    return result.data!.jobs.edges.map((edge) => edge.node.title);
  };
  const titlesByRest = async () => {
    const response = await t.request("/api/jobs/search?limit=50");
    expect(response.status).toBe(200);
    const jobs = (await response.json()) as { title: string }[];
    return jobs.map((job) => job.title);
  };
  const asEmployer = async (query: string, variables: Record<string, unknown>) => {
    const result = await t.graphql(query, variables, employerCookie);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };

  it("shows a job created, edited or closed in the very next search", async () => {
    expect(await titlesSearched()).toEqual([]);
    expect(await titlesByRest()).toEqual([]);

    const created = await asEmployer(
      `mutation { createJob(input: { title: "Sugarcane cutting", location: "Maddur, Karnataka", category: field_activities, dailyRate: 650, duration: 4 }) { ... on MutationCreateJobSuccess { data { id } } } }`,
      {},
    );
    jobId = created.createJob.data.id;
    expect(await titlesSearched()).toEqual(["Sugarcane cutting"]);
    expect(await titlesByRest()).toEqual(["Sugarcane cutting"]);

    await asEmployer(
      `mutation ($id: ID!) { updateJob(id: $id, input: { title: "Sugarcane harvest" }) { __typename } }`,
      { id: jobId },
    );
    expect(await titlesSearched()).toEqual(["Sugarcane harvest"]);
    expect(await titlesByRest()).toEqual(["Sugarcane harvest"]);

    await asEmployer(`mutation ($id: ID!) { closeJob(id: $id) { __typename } }`, { id: jobId });
    expect(await titlesSearched()).toEqual([]);
    expect(await titlesByRest()).toEqual([]);
  });

  it("shows a job another process wrote once the database announces it", async () => {
    const job = await t.prisma.job.create({
      data: {
        employerId: employer.id,
        title: "Paddy transplanting",
        location: "Mandya, Karnataka",
        category: "field_activities",
        dailyRate: 700,
        duration: 3,
      },
    });
    const deadline = Date.now() + 5000;
    while (!(await titlesSearched()).includes("Paddy transplanting") && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await titlesSearched()).toEqual(["Paddy transplanting"]);

    await t.prisma.job.update({ where: { id: job.id }, data: { title: "Paddy planting" } });
    const again = Date.now() + 5000;
    while (!(await titlesSearched()).includes("Paddy planting") && Date.now() < again)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await titlesSearched()).toEqual(["Paddy planting"]);
  });

  it(`answers a repeated signed-out search ${responseCache ? "from memory" : "from the database"}, a signed-in one always from the database`, async () => {
    await titlesSearched();
    const before = t.queries.length;
    await titlesSearched();
    expect(t.queries.length > before).toBe(!responseCache);

    await t.graphql(SEARCH, { first: 50 }, employerCookie);
    const signedIn = t.queries.length;
    await t.graphql(SEARCH, { first: 50 }, employerCookie);
    expect(t.queries.length).toBeGreaterThan(signedIn);
  });

  it("keeps its answers when a laborer applies (a write to no job)", async () => {
    const laborer = await t.prisma.user.create({
      data: { mobileNumber: "9811100002", userType: "laborer", isMobileVerified: true, firstName: "Lakshmi" },
    });
    const job = await t.prisma.job.findFirstOrThrow({ where: { title: "Paddy planting" } });
    await titlesSearched();
    const applied = await t.graphql(
      `mutation ($id: ID!) { applyToJob(jobId: $id) { __typename } }`,
      { id: globalIdOf("Job", job.id) },
      await t.cookieFor(laborer.mobileNumber),
    );
    expect(applied.data).toEqual({ applyToJob: { __typename: "MutationApplyToJobSuccess" } });
    const before = t.queries.length;
    await titlesSearched();
    expect(t.queries.length > before).toBe(!responseCache);
  });

  it("does not count a job's views as a change", async () => {
    await titlesSearched();
    const job = await t.prisma.job.findFirstOrThrow({ where: { title: "Paddy planting" } });
    await t.prisma.job.update({ where: { id: job.id }, data: { viewsCount: { increment: 1 } } });
    // Time for an announcement, were there one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = t.queries.length;
    await titlesSearched();
    expect(t.queries.length > before).toBe(!responseCache);
  });
});
