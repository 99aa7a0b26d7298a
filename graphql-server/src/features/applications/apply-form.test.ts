import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import type { User } from "../../generated/prisma/client.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { APPLICATION_MESSAGES, applyFormPath, applyRefusalIn } from "../../rules/applications.ts";
import { DAILY_LIMITS } from "../../rules/daily-limits.ts";
import { takeDailyLimit } from "../../limits/daily-limits.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { backPath } from "./apply-form.ts";

let t: TestApp;
let employer: User;
let laborers = 0;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  employer = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.employer } });
});
afterAll(() => t.close());

/** A new signed-in laborer and an active job of the demo employer's. */
async function laborerAndJob() {
  laborers += 1;
  const laborer = await t.prisma.user.create({
    data: { mobileNumber: `70000004${String(laborers).padStart(2, "0")}`, userType: "laborer", firstName: "Form" },
  });
  const job = await t.prisma.job.findFirstOrThrow({ where: { employerId: employer.id, status: "active" } });
  return { laborer, job, jobId: globalIdOf("Job", job.id), cookie: await t.cookieFor(laborer.mobileNumber) };
}

/** Apply Now's form as a browser posts it from a page of this site. */
function postForm(
  jobId: string,
  fields: Record<string, string>,
  options: { cookie?: string; headers?: Record<string, string> } = {},
) {
  return t.request(applyFormPath(jobId), {
    method: "POST",
    cookie: options.cookie,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://localhost",
      "sec-fetch-site": "same-origin",
      ...options.headers,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

const applicationOf = (laborer: User, jobId: number) =>
  t.prisma.application.findUnique({ where: { jobId_laborerId: { jobId, laborerId: laborer.id } } });

describe("POST /job/:id/apply (Apply Now as a plain form)", () => {
  it("applies with the form's rate and note, then goes back to the page it was pressed on", async () => {
    const { laborer, job, jobId, cookie } = await laborerAndJob();
    const res = await postForm(
      jobId,
      {
        requestedRate: String(job.dailyRate),
        message: "I can start tomorrow.",
        back: "/browse-jobs?category=fisheries",
      },
      { cookie },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/browse-jobs?category=fisheries");
    expect(await applicationOf(laborer, job.id)).toMatchObject({
      requestedRate: job.dailyRate,
      message: "I can start tomorrow.",
      status: "pending",
    });
  });

  it("applies at the job's rate with no note when the form has none, and a second press changes nothing", async () => {
    const { laborer, job, jobId, cookie } = await laborerAndJob();
    expect((await postForm(jobId, {}, { cookie })).status).toBe(303);
    expect(await applicationOf(laborer, job.id)).toMatchObject({
      requestedRate: job.dailyRate,
      message: null,
    });
    const again = await postForm(jobId, { back: `/job/${jobId}` }, { cookie });
    expect(again.status).toBe(303);
    expect(await t.prisma.application.count({ where: { laborerId: laborer.id } })).toBe(1);
  });

  it("over the daily limit, applies nothing and goes back naming the limit and its wait for that job", async () => {
    const { laborer, job, jobId, cookie } = await laborerAndJob();
    // A new account's day's allowance, used up.
    await t.prisma.$transaction(async (tx) => {
      for (let i = 0; i < DAILY_LIMITS.applications.newOrUnverified; i++)
        await takeDailyLimit(tx, "applications", laborer);
    });
    const res = await postForm(jobId, { back: "/browse-jobs?category=fisheries" }, { cookie });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get("location")!, "http://localhost");
    expect(location.pathname).toBe("/browse-jobs");
    expect(location.searchParams.get("category")).toBe("fisheries");
    const refused = applyRefusalIn(location.searchParams, jobId);
    expect(refused?.refusal).toBe("limit");
    expect(refused?.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    expect(applyRefusalIn(location.searchParams, globalIdOf("Job", job.id + 1))).toBeNull();
    expect(await applicationOf(laborer, job.id)).toBeNull();
  });

  it("goes back without naming a refusal the page shows itself (already applied)", async () => {
    const { jobId, cookie } = await laborerAndJob();
    await postForm(jobId, {}, { cookie });
    const again = await postForm(jobId, { back: "/jobs" }, { cookie });
    expect(again.headers.get("location")).toBe("/jobs");
  });

  it("refuses a post another site makes, by its Origin or by Sec-Fetch-Site", async () => {
    const { laborer, job, jobId, cookie } = await laborerAndJob();
    const foreign: Record<string, string>[] = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of foreign) {
      const res = await postForm(jobId, {}, { cookie, headers });
      expect(res.status).toBe(403);
      expect(await res.text()).toBe("You are not allowed to do this");
    }
    expect(await applicationOf(laborer, job.id)).toBeNull();
  });

  it("answers a rate that is not a whole number with a 400 in the page's language, a JSON body with a 415, and a broken form with a 400", async () => {
    const { laborer, job, jobId, cookie } = await laborerAndJob();
    const res = await postForm(jobId, { requestedRate: "12.5" }, { cookie });
    expect(res.status).toBe(400);
    expect(await res.text()).toBe(APPLICATION_MESSAGES.requestedRate);
    const inHindi = await postForm(jobId, { requestedRate: "-3" }, { cookie: `${cookie}; language=hi` });
    expect(inHindi.status).toBe(400);
    expect(await inHindi.text()).not.toBe(APPLICATION_MESSAGES.requestedRate);
    const json = await postForm(jobId, {}, { cookie, headers: { "content-type": "application/json" } });
    expect(json.status).toBe(415);
    const broken = await t.request(applyFormPath(jobId), {
      method: "POST",
      cookie,
      headers: { "content-type": "multipart/form-data; boundary=x", "sec-fetch-site": "same-origin" },
      body: '--x\r\nContent-Disposition: form-data; name="requestedRate"\r\n\r\n500',
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe("Invalid input");
    expect(await applicationOf(laborer, job.id)).toBeNull();
  });

  it("goes to the job's page when the page to go back to would break the Location header", async () => {
    const { jobId, cookie } = await laborerAndJob();
    const res = await postForm(jobId, { back: "/jobs\r\nSet-Cookie: session=x" }, { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/job/${encodeURIComponent(jobId)}`);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("signed out, applies nothing and goes to the job's page (which offers sign-in)", async () => {
    const { job, jobId } = await laborerAndJob();
    const before = await t.prisma.application.count({ where: { jobId: job.id } });
    const res = await postForm(jobId, { back: "/" });
    expect(res.status).toBe(303);
    expect(await t.prisma.application.count({ where: { jobId: job.id } })).toBe(before);
  });
});

describe("backPath", () => {
  it("goes back only to a path of this site, else to the job's page", () => {
    expect(backPath("/jobs?page=2", "Sm9iOjE=")).toBe("/jobs?page=2");
    for (const foreign of [
      "//evil.example/x",
      "https://evil.example",
      "/\\evil.example",
      "/jobs\r\nSet-Cookie: a=b",
      "/ಕೆಲಸ",
      "/a b",
      undefined,
      3,
    ])
      expect(backPath(foreign, "Sm9iOjE=")).toBe("/job/Sm9iOjE%3D");
  });
});
