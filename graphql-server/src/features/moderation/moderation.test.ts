import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { globalIdOf } from "../../graphql/global-id.ts";
import { english } from "../../i18n/translate.ts";
import { BLOCK_MESSAGES, MODERATION_MESSAGES, REPORT_LIMITS, REPORT_MESSAGES } from "../../rules/moderation.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { indiaDay } from "./suspension.ts";

let t: TestApp;
let number = 9_600_000_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new account of `role`, signed in, with its id and cookie. */
async function account(role: "employer" | "laborer" | "training_provider", moderator = false) {
  const mobileNumber = String(number++);
  const cookie = await t.signIn(mobileNumber, role);
  const user = await t.prisma.user.update({
    where: { mobileNumber },
    data: { firstName: `${role}${number}`, isModerator: moderator },
  });
  return { id: user.id, cookie, gid: globalIdOf("User", user.id) };
}

const jobData = (employerId: number, title = `Harvest ${number++}`) => ({
  employerId,
  title,
  location: "Maddur, Karnataka",
  category: "field_activities" as const,
  dailyRate: 600,
  duration: 3,
});

const REPORT = `mutation ($targetType: ReportTarget!, $targetId: ID!, $reason: ReportReason!, $details: String) {
  reportContent(targetType: $targetType, targetId: $targetId, reason: $reason, details: $details) {
    __typename
    ... on Error { message }
    ... on MutationReportContentSuccess { data { databaseId status } }
  }
}`;
const MODERATE = `mutation ($targetType: ModeratedTarget!, $targetId: ID!, $action: ModerationActionKind!, $reason: String!, $days: Int) {
  moderate(targetType: $targetType, targetId: $targetId, action: $action, reason: $reason, days: $days) {
    __typename
    ... on Error { message }
    ... on MutationModerateSuccess { data { databaseId action } }
  }
}`;
const QUEUE = `{ moderationQueue { key targetType targetId reason title text person { databaseId jobsPosted reportsAgainst reviewCount } } }`;
const SEARCH = `query ($search: String) { jobs(first: 50, search: $search) { edges { node { databaseId } } } }`;
const JOB = `query ($id: ID!) { job(id: $id) { __typename ... on QueryJobSuccess { data { status hiddenReason } } } }`;
const START = `mutation ($participantId: ID!) { startConversation(participantId: $participantId) {
  __typename ... on Error { message } ... on MutationStartConversationSuccess { data { databaseId } } } }`;
const SEND = `mutation ($conversationId: ID!) { sendMessage(conversationId: $conversationId, content: "Hello") {
  __typename ... on Error { message } } }`;

const report = (cookie: string, targetType: string, targetId: number, reason = "asks_for_money", details?: string) =>
  t.graphql(REPORT, { targetType, targetId: String(targetId), reason, details }, cookie);
const act = (cookie: string, vars: Record<string, unknown>) =>
  t.graphql(MODERATE, { ...vars, targetId: String(vars.targetId) }, cookie);
const searchIds = async (search: string, cookie?: string) =>
  ((await t.graphql(SEARCH, { search }, cookie)).data!.jobs.edges as { node: { databaseId: number } }[]).map(
    (edge) => edge.node.databaseId,
  );

describe("reportContent", () => {
  it("stores a report, refuses a second open one, and lists it in myReports as open", async () => {
    const employer = await account("employer");
    const laborer = await account("laborer");
    const job = await t.prisma.job.create({ data: jobData(employer.id) });
    const sent = await report(laborer.cookie, "job", job.id);
    expect(sent.data!.reportContent).toMatchObject({
      __typename: "MutationReportContentSuccess",
      data: { status: "open" },
    });
    const again = await report(laborer.cookie, "job", job.id, "fake");
    expect(again.data!.reportContent).toEqual({
      __typename: "ConflictError",
      message: english(REPORT_MESSAGES.alreadyOpen),
    });
    const mine = await t.graphql("{ myReports { targetType targetId reason status targetTitle } }", {}, laborer.cookie);
    expect(mine.data!.myReports).toEqual([
      { targetType: "job", targetId: job.id, reason: "asks_for_money", status: "open", targetTitle: job.title },
    ]);
  });

  it("refuses reporting oneself and one's own job", async () => {
    const employer = await account("employer");
    const job = await t.prisma.job.create({ data: jobData(employer.id) });
    for (const [type, id] of [
      ["user", employer.id],
      ["job", job.id],
    ] as const) {
      const result = await report(employer.cookie, type, id);
      expect(result.data!.reportContent).toEqual({
        __typename: "ForbiddenError",
        message: english(REPORT_MESSAGES.self),
      });
    }
    expect(await t.prisma.report.count({ where: { reporterId: employer.id } })).toBe(0);
  });

  it("requires details for other, and refuses signed out", async () => {
    const laborer = await account("laborer");
    const other = await account("employer");
    const result = await report(laborer.cookie, "user", other.id, "other", "  ");
    expect(result.data!.reportContent).toEqual({
      __typename: "ValidationError",
      message: english(REPORT_MESSAGES.detailsRequired),
    });
    expect((await report("", "user", other.id)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a conversation the reporter is not in as not found", async () => {
    const a = await account("laborer");
    const b = await account("employer");
    const outsider = await account("laborer");
    const conversation = await t.prisma.conversation.create({ data: { participantAId: a.id, participantBId: b.id } });
    const result = await report(outsider.cookie, "conversation", conversation.id, "abuse");
    expect(result.data!.reportContent.__typename).toBe("NotFoundError");
    expect((await report(a.cookie, "conversation", conversation.id, "abuse")).data!.reportContent.__typename).toBe(
      "MutationReportContentSuccess",
    );
  });

  it("allows REPORT_LIMITS.perDay reports a day, then refuses", async () => {
    const laborer = await account("laborer");
    const employer = await account("employer");
    const jobs = await Promise.all(
      Array.from({ length: REPORT_LIMITS.perDay + 1 }, () => t.prisma.job.create({ data: jobData(employer.id) })),
    );
    const types = [];
    for (const job of jobs) types.push((await report(laborer.cookie, "job", job.id)).data!.reportContent.__typename);
    expect(types.at(-1)).toBe("RateLimitError");
    expect(types.filter((type) => type === "MutationReportContentSuccess")).toHaveLength(REPORT_LIMITS.perDay);
  });

  it("answers POST /api/reports with 201 {id, status} and GET /api/reports/mine", async () => {
    const laborer = await account("laborer");
    const employer = await account("employer");
    const job = await t.prisma.job.create({ data: jobData(employer.id) });
    const res = await t.request("/api/reports", {
      method: "POST",
      cookie: laborer.cookie,
      json: { targetType: "job", targetId: job.id, reason: "fake" },
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; status: string };
    expect(body.status).toBe("open");
    const mine = await t.request("/api/reports/mine", { cookie: laborer.cookie });
    expect(((await mine.json()) as { id: number }[]).map((r) => r.id)).toEqual([body.id]);
    const self = await t.request("/api/reports", {
      method: "POST",
      cookie: employer.cookie,
      json: { targetType: "job", targetId: job.id, reason: "fake" },
    });
    expect(self.status).toBe(403);
  });
});

describe("blocks", () => {
  it("refuses messages both ways while blocked, and allows them after unblocking", async () => {
    const laborer = await account("laborer");
    const employer = await account("employer");
    const started = await t.graphql(START, { participantId: employer.gid }, laborer.cookie);
    const conversationId = globalIdOf("Conversation", started.data!.startConversation.data.databaseId);
    const blocked = await t.request(`/api/users/${laborer.id}/block`, {
      method: "POST",
      cookie: employer.cookie,
      json: {},
    });
    expect(await blocked.json()).toEqual({ userId: laborer.id, blocked: true });
    for (const cookie of [laborer.cookie, employer.cookie]) {
      const sent = await t.graphql(SEND, { conversationId }, cookie);
      expect(sent.data!.sendMessage).toEqual({
        __typename: "ForbiddenError",
        message: english(BLOCK_MESSAGES.blocked),
      });
    }
    const restart = await t.graphql(START, { participantId: employer.gid }, laborer.cookie);
    expect(restart.data!.startConversation.__typename).toBe("ForbiddenError");
    expect(
      await t.prisma.message.count({ where: { conversationId: started.data!.startConversation.data.databaseId } }),
    ).toBe(0);
    const lifted = await t.request(`/api/users/${laborer.id}/block`, {
      method: "DELETE",
      cookie: employer.cookie,
      json: {},
    });
    expect(await lifted.json()).toEqual({ userId: laborer.id, blocked: false });
    expect((await t.graphql(SEND, { conversationId }, laborer.cookie)).data!.sendMessage.__typename).toBe(
      "MutationSendMessageSuccess",
    );
  });

  it("leaves blocked people out of the directories, for both of them", async () => {
    const laborer = await account("laborer");
    const employer = await account("employer");
    const listed = async (cookie: string, field: "laborers" | "employers", name: string) => {
      const result = await t.graphql(
        `query ($s: String) { ${field}(first: 20, search: $s) { edges { node { databaseId } } } }`,
        { s: name },
        cookie,
      );
      return (result.data![field].edges as { node: { databaseId: number } }[]).map((edge) => edge.node.databaseId);
    };
    const laborerName = (await t.prisma.user.findUniqueOrThrow({ where: { id: laborer.id } })).firstName!;
    const employerName = (await t.prisma.user.findUniqueOrThrow({ where: { id: employer.id } })).firstName!;
    expect(await listed(employer.cookie, "laborers", laborerName)).toEqual([laborer.id]);
    await t.graphql(
      `mutation ($id: ID!) { blockUser(userId: $id) { __typename } }`,
      { id: laborer.gid },
      employer.cookie,
    );
    expect(await listed(employer.cookie, "laborers", laborerName)).toEqual([]);
    expect(await listed(laborer.cookie, "employers", employerName)).toEqual([]);
  });

  it("leaves a blocked laborer out of the employer's applicants and suggested workers", async () => {
    const laborer = await account("laborer");
    const employer = await account("employer");
    const maddur = { latitude: 12.5858, longitude: 77.0446 };
    await t.prisma.user.update({ where: { id: laborer.id }, data: { ...maddur, available: true, travelKm: 25 } });
    const job = await t.prisma.job.create({ data: { ...jobData(employer.id), ...maddur } });
    await t.prisma.application.create({ data: { jobId: job.id, laborerId: laborer.id, requestedRate: 600 } });
    const seen = async () => {
      const result = await t.graphql(
        `query ($job: ID!) {
          viewer { receivedApplications(first: 20, jobId: $job) { edges { node { laborer { databaseId } } } } }
          job(id: $job) { ... on QueryJobSuccess { data { suggestedWorkers { databaseId } } } }
        }`,
        { job: globalIdOf("Job", job.id) },
        employer.cookie,
      );
      expect(result.errors).toBeUndefined();
      const applicants = result.data!.viewer.receivedApplications.edges as {
        node: { laborer: { databaseId: number } };
      }[];
      const suggested = result.data!.job.data.suggestedWorkers as { databaseId: number }[];
      return {
        applicants: applicants.map((edge) => edge.node.laborer.databaseId),
        suggested: suggested.map((person) => person.databaseId),
      };
    };
    expect(await seen()).toEqual({ applicants: [laborer.id], suggested: [laborer.id] });
    await t.graphql(
      `mutation ($id: ID!) { blockUser(userId: $id) { __typename } }`,
      { id: employer.gid },
      laborer.cookie,
    );
    expect(await seen()).toEqual({ applicants: [], suggested: [] });
  });

  it("leaves a blocked employer's jobs out of the laborer's job search, near search and recommendations", async () => {
    const laborer = await account("laborer");
    const employer = await account("employer");
    const bystander = await account("laborer");
    const maddur = { latitude: 12.5858, longitude: 77.0446 };
    for (const person of [laborer, bystander])
      await t.prisma.user.update({ where: { id: person.id }, data: { ...maddur, available: true, travelKm: 25 } });
    const title = `Sugarcane ${number++}`;
    // The best wage near her, so that it ranks first among her recommendations.
    const job = await t.prisma.job.create({ data: { ...jobData(employer.id, title), ...maddur, dailyRate: 5000 } });
    const found = async (cookie: string) => {
      const result = await t.graphql(
        `query ($s: String) {
          all: jobs(first: 50, search: $s) { totalCount edges { node { databaseId } } }
          near: jobs(first: 50, search: $s, latitude: 12.5858, longitude: 77.0446, radiusKm: 5) {
            totalCount edges { node { databaseId } } }
          recommendedJobs(first: 20) { databaseId }
        }`,
        { s: title },
        cookie,
      );
      expect(result.errors).toBeUndefined();
      const ids = (connection: { edges: { node: { databaseId: number } }[] }) =>
        connection.edges.map((edge) => edge.node.databaseId);
      const data = result.data!;
      return {
        all: ids(data.all),
        allCount: data.all.totalCount,
        near: ids(data.near),
        nearCount: data.near.totalCount,
        recommended: (data.recommendedJobs as { databaseId: number }[]).some((one) => one.databaseId === job.id),
      };
    };
    const visible = { all: [job.id], allCount: 1, near: [job.id], nearCount: 1, recommended: true };
    expect(await found(laborer.cookie)).toEqual(visible);
    await t.graphql(
      `mutation ($id: ID!) { blockUser(userId: $id) { __typename } }`,
      { id: employer.gid },
      laborer.cookie,
    );
    expect(await found(laborer.cookie)).toEqual({ all: [], allCount: 0, near: [], nearCount: 0, recommended: false });
    expect(await found(bystander.cookie)).toEqual(visible);
  });

  it("refuses blocking oneself", async () => {
    const laborer = await account("laborer");
    const res = await t.request(`/api/users/${laborer.id}/block`, { method: "POST", cookie: laborer.cookie, json: {} });
    expect(res.status).toBe(400);
  });
});

describe("moderation", () => {
  it("refuses the queue and actions to anyone but a moderator (GraphQL forbidden, REST 403)", async () => {
    const laborer = await account("laborer");
    const employer = await account("employer");
    const job = await t.prisma.job.create({ data: jobData(employer.id) });
    expect((await t.graphql(QUEUE, {}, laborer.cookie)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const acted = await act(laborer.cookie, { targetType: "job", targetId: job.id, action: "hide", reason: "x" });
    expect(acted.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await t.request("/api/moderation/queue", { cookie: laborer.cookie })).status).toBe(403);
    const rest = await t.request("/api/moderation/actions", {
      method: "POST",
      cookie: laborer.cookie,
      json: { targetType: "job", targetId: job.id, action: "hide", reason: "x" },
    });
    expect(rest.status).toBe(403);
    expect((await t.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("active");
    expect(await t.prisma.moderationAction.count({ where: { targetId: job.id } })).toBe(0);
  });

  it("lists a report in the queue with the person's history; hiding takes the job out of search and its page", async () => {
    const moderator = await account("laborer", true);
    const laborer = await account("laborer");
    const employer = await account("employer");
    const title = `Pay a fee job ${number++}`;
    const job = await t.prisma.job.create({ data: jobData(employer.id, title) });
    await report(laborer.cookie, "job", job.id, "asks_for_money", "He asked for 500 rupees");
    const queue = (await t.graphql(QUEUE, {}, moderator.cookie)).data!.moderationQueue as Record<string, any>[];
    const item = queue.find((entry) => entry.targetType === "job" && entry.targetId === job.id);
    expect(item).toMatchObject({
      reason: "asks_for_money",
      title,
      person: { databaseId: employer.id, jobsPosted: 1, reportsAgainst: 1 },
    });
    expect(await searchIds(title)).toEqual([job.id]);

    const hidden = await act(moderator.cookie, {
      targetType: "job",
      targetId: job.id,
      action: "hide",
      reason: "Asks for a fee",
    });
    expect(hidden.data!.moderate.__typename).toBe("MutationModerateSuccess");
    expect(await searchIds(title)).toEqual([]);
    expect(await searchIds(title, laborer.cookie)).toEqual([]);
    const gid = globalIdOf("Job", job.id);
    expect((await t.graphql(JOB, { id: gid }, laborer.cookie)).data!.job.__typename).toBe("NotFoundError");
    expect((await t.graphql(JOB, { id: gid })).data!.job.__typename).toBe("NotFoundError");
    expect((await t.graphql(JOB, { id: gid }, employer.cookie)).data!.job.data).toEqual({
      status: "hidden",
      hiddenReason: "Asks for a fee",
    });
    // The audit row, and the report closed as actioned (the reporter sees it in My reports).
    const audit = await t.prisma.moderationAction.findMany({ where: { targetType: "job", targetId: job.id } });
    expect(audit).toMatchObject([{ moderatorId: moderator.id, action: "hide", reason: "Asks for a fee", days: null }]);
    const mine = await t.graphql("{ myReports { status outcome } }", {}, laborer.cookie);
    expect(mine.data!.myReports).toEqual([{ status: "actioned", outcome: "hide" }]);
    const after = (await t.graphql(QUEUE, {}, moderator.cookie)).data!.moderationQueue as Record<string, any>[];
    expect(after.some((entry) => entry.targetType === "job" && entry.targetId === job.id)).toBe(false);

    await act(moderator.cookie, { targetType: "job", targetId: job.id, action: "restore", reason: "Fixed" });
    expect(await searchIds(title)).toEqual([job.id]);
  });

  it("suspends a person: refused posting, applying, enrolling and messaging with the date; their jobs out of search", async () => {
    const moderator = await account("employer", true);
    const employer = await account("employer");
    const laborer = await account("laborer");
    const provider = await account("training_provider");
    const title = `Suspended owner job ${number++}`;
    const job = await t.prisma.job.create({ data: jobData(employer.id, title) });
    const otherJob = await t.prisma.job.create({ data: jobData(moderator.id) });
    const course = await t.prisma.course.create({ data: { providerId: provider.id, title: "Pruning", duration: 2 } });
    const conversation = await t.prisma.conversation.create({
      data: { participantAId: laborer.id, participantBId: employer.id },
    });
    const refusedDays = await act(moderator.cookie, {
      targetType: "user",
      targetId: employer.id,
      action: "suspend",
      reason: "r",
      days: 0,
    });
    expect(refusedDays.data!.moderate.message).toBe(english(MODERATION_MESSAGES.days));

    for (const who of [employer, laborer]) {
      const result = await act(moderator.cookie, {
        targetType: "user",
        targetId: who.id,
        action: "suspend",
        reason: "Fake jobs",
        days: 7,
      });
      expect(result.data!.moderate.__typename).toBe("MutationModerateSuccess");
    }
    const until = (await t.prisma.user.findUniqueOrThrow({ where: { id: employer.id } })).suspendedUntil!;
    const message = english({
      id: MODERATION_MESSAGES.suspended,
      values: { until: indiaDay(until), reason: "Fake jobs" },
    });
    expect(message).toContain(indiaDay(until));

    const post = await t.graphql(
      `mutation { createJob(input: { title: "New", location: "Maddur, Karnataka", category: field_activities, dailyRate: 600, duration: 2 }) { __typename ... on Error { message } } }`,
      {},
      employer.cookie,
    );
    expect(post.data!.createJob).toEqual({ __typename: "ForbiddenError", message });
    const apply = await t.graphql(
      `mutation ($id: ID!) { applyToJob(jobId: $id) { __typename ... on Error { message } } }`,
      { id: globalIdOf("Job", otherJob.id) },
      laborer.cookie,
    );
    expect(apply.data!.applyToJob).toEqual({ __typename: "ForbiddenError", message });
    const enrol = await t.graphql(
      `mutation ($id: ID!) { enroll(courseId: $id) { __typename ... on Error { message } } }`,
      { id: globalIdOf("Course", course.id) },
      laborer.cookie,
    );
    expect(enrol.data!.enroll).toEqual({ __typename: "ForbiddenError", message });
    const sent = await t.graphql(
      SEND,
      { conversationId: globalIdOf("Conversation", conversation.id) },
      employer.cookie,
    );
    expect(sent.data!.sendMessage).toEqual({ __typename: "ForbiddenError", message });
    expect(await t.prisma.job.count({ where: { employerId: employer.id } })).toBe(1);
    expect(await t.prisma.application.count({ where: { laborerId: laborer.id } })).toBe(0);
    // Their job is out of others' search; they still see why in their banner (viewer).
    expect(await searchIds(title)).toEqual([]);
    const viewer = await t.graphql("{ viewer { suspendedUntil suspensionReason } }", {}, employer.cookie);
    expect(viewer.data!.viewer).toEqual({ suspendedUntil: until.toISOString(), suspensionReason: "Fake jobs" });

    const lifted = await act(moderator.cookie, {
      targetType: "user",
      targetId: employer.id,
      action: "unsuspend",
      reason: "Appeal",
    });
    expect(lifted.data!.moderate.__typename).toBe("MutationModerateSuccess");
    expect(await searchIds(title)).toEqual([job.id]);
    const again = await t.graphql(
      `mutation { createJob(input: { title: "Again", location: "Maddur, Karnataka", category: field_activities, dailyRate: 600, duration: 2 }) { __typename } }`,
      {},
      employer.cookie,
    );
    expect(again.data!.createJob.__typename).toBe("MutationCreateJobSuccess");
    const audit = await t.prisma.moderationAction.findMany({
      where: { targetType: "user", targetId: employer.id },
      orderBy: { id: "asc" },
    });
    expect(audit.map((row) => [row.action, row.days])).toEqual([
      ["suspend", 7],
      ["unsuspend", null],
    ]);
  });

  it("dismisses a report (status dismissed) and approves a job under review", async () => {
    const moderator = await account("laborer", true);
    const laborer = await account("laborer");
    const employer = await account("employer");
    const job = await t.prisma.job.create({ data: { ...jobData(employer.id), status: "under_review" } });
    await report(laborer.cookie, "user", employer.id, "abuse");
    const dismissed = await t.request("/api/moderation/actions", {
      method: "POST",
      cookie: moderator.cookie,
      json: { targetType: "user", targetId: employer.id, action: "dismiss", reason: "Nothing wrong" },
    });
    expect(dismissed.status).toBe(201);
    const mine = await t.graphql("{ myReports { status } }", {}, laborer.cookie);
    expect(mine.data!.myReports).toEqual([{ status: "dismissed" }]);
    const approved = await act(moderator.cookie, {
      targetType: "job",
      targetId: job.id,
      action: "approve",
      reason: "Fine",
    });
    expect(approved.data!.moderate.__typename).toBe("MutationModerateSuccess");
    expect((await t.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe("active");
    const twice = await act(moderator.cookie, {
      targetType: "job",
      targetId: job.id,
      action: "approve",
      reason: "Fine",
    });
    expect(twice.data!.moderate.message).toBe(english(MODERATION_MESSAGES.notUnderReview));
    const hideUser = await act(moderator.cookie, {
      targetType: "user",
      targetId: employer.id,
      action: "hide",
      reason: "x",
    });
    expect(hideUser.data!.moderate.message).toBe(english(MODERATION_MESSAGES.wrongTarget));
  });

  it("warns the owner of a reported job: they read the reason and when; nobody else does", async () => {
    const moderator = await account("laborer", true);
    const employer = await account("employer");
    const other = await account("laborer");
    const job = await t.prisma.job.create({ data: jobData(employer.id) });
    const warned = await act(moderator.cookie, {
      targetType: "job",
      targetId: job.id,
      action: "warn",
      reason: "Do not ask for a deposit",
    });
    expect(warned.data!.moderate.__typename).toBe("MutationModerateSuccess");
    const WARNING = `query ($id: ID!) { node(id: $id) { ... on User { warningReason warnedAt } } }`;
    const own = await t.graphql(WARNING, { id: employer.gid }, employer.cookie);
    expect(own.data!.node.warningReason).toBe("Do not ask for a deposit");
    expect(Date.now() - new Date(own.data!.node.warnedAt).getTime()).toBeLessThan(60_000);
    const others = await t.graphql(WARNING, { id: employer.gid }, other.cookie);
    expect(others.data!.node).toEqual({ warningReason: null, warnedAt: null });
  });
});
