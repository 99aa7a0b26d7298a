import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserType } from "../generated/prisma/enums.ts";
import { type TestApp, createTestApp } from "../test/app.ts";
import { schema } from "./schema.ts";

/**
 * Every mutation against every kind of caller: signed out, each of the three roles, and — where a
 * mutation acts on something owned — the owner against another user of the same role. Each call
 * runs as a fresh account, so one row cannot change another's outcome.
 */

type Caller = "signedOut" | UserType;
type Outcome = "ok" | "UNAUTHENTICATED" | "FORBIDDEN" | "NotFoundError" | "ForbiddenError";

interface Fixture {
  owner: { employer: number; provider: number; laborerA: number; laborerB: number };
  jobId: string;
  courseId: string;
  applicationId: string;
  conversationId: string;
  skillId: string;
}

interface Row {
  mutation: string;
  /** The operation; `$vars` come from `variables`. */
  document: string;
  variables?: (f: Fixture) => Record<string, unknown>;
  expected: Record<Caller, Outcome>;
}

const TOMORROW = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
const gid = (type: string, id: number) => encodeGlobalID(type, String(id));

const SIGNED_IN_ONLY: Record<Caller, Outcome> = {
  signedOut: "UNAUTHENTICATED",
  laborer: "ok",
  employer: "ok",
  training_provider: "ok",
};
const PUBLIC: Record<Caller, Outcome> = { signedOut: "ok", laborer: "ok", employer: "ok", training_provider: "ok" };
const only = (role: UserType): Record<Caller, Outcome> => ({
  signedOut: "UNAUTHENTICATED",
  laborer: role === "laborer" ? "ok" : "FORBIDDEN",
  employer: role === "employer" ? "ok" : "FORBIDDEN",
  training_provider: role === "training_provider" ? "ok" : "FORBIDDEN",
});
/** A role-gated mutation on something the fresh caller does not own: the right role still may not. */
const notOwner = (role: UserType, refusal: Outcome): Record<Caller, Outcome> => ({ ...only(role), [role]: refusal });

const ROWS: Row[] = [
  {
    mutation: "sendOtp",
    document: `mutation { sendOtp(mobileNumber: "6000000001") { __typename } }`,
    expected: PUBLIC,
  },
  {
    mutation: "signIn",
    document: `mutation { signIn(mobileNumber: "6000000002", otp: "000000") { __typename } }`,
    // Anyone may try; a wrong code is a typed ValidationError, which is not an authorization failure.
    expected: PUBLIC,
  },
  { mutation: "signOut", document: `mutation { signOut }`, expected: PUBLIC },
  {
    mutation: "checkOtp",
    document: `mutation { checkOtp(mobileNumber: "6000000003", otp: "000000") { __typename } }`,
    // The OTP test page: anyone may check a code; it changes nothing, and a wrong code is a typed ValidationError.
    expected: PUBLIC,
  },
  { mutation: "logoutEverywhere", document: `mutation { logoutEverywhere }`, expected: SIGNED_IN_ONLY },
  { mutation: "deleteAccount", document: `mutation { deleteAccount { message } }`, expected: SIGNED_IN_ONLY },
  {
    mutation: "updateProfile",
    document: `mutation { updateProfile(input: { firstName: "Asha" }) { __typename } }`,
    expected: SIGNED_IN_ONLY,
  },
  {
    mutation: "setPhoneVisibleToPartners",
    document: `mutation { setPhoneVisibleToPartners(visible: true) { __typename } }`,
    // Signed in, but only a laborer may turn it on: the others get the typed ForbiddenError.
    expected: {
      signedOut: "UNAUTHENTICATED",
      laborer: "ok",
      employer: "ForbiddenError",
      training_provider: "ForbiddenError",
    },
  },
  {
    mutation: "setUserType",
    document: `mutation { setUserType(userType: laborer) { __typename } }`,
    expected: SIGNED_IN_ONLY,
  },
  {
    mutation: "verifyMobileNumber",
    document: `mutation { verifyMobileNumber(mobileNumber: "6000000003", otp: "000000") { __typename } }`,
    expected: SIGNED_IN_ONLY,
  },
  {
    mutation: "addUserSkills",
    document: `mutation ($s: [ID!]!) { addUserSkills(skillIds: $s) { __typename } }`,
    variables: (f) => ({ s: [f.skillId] }),
    expected: only("laborer"),
  },
  {
    mutation: "removeUserSkill",
    document: `mutation ($s: ID!) { removeUserSkill(skillId: $s) { __typename } }`,
    variables: (f) => ({ s: f.skillId }),
    // A fresh laborer has no skills: the role may call it, and gets NotFound for a skill it lacks.
    expected: { ...only("laborer"), laborer: "NotFoundError" },
  },
  {
    mutation: "createJob",
    document: `mutation ($d: Date) { createJob(input: { title: "Weeding", location: "Mandya", category: field_activities, dailyRate: 600, duration: 5, startDate: $d }) { __typename } }`,
    variables: () => ({ d: TOMORROW }),
    expected: only("employer"),
  },
  {
    mutation: "updateJob",
    document: `mutation ($id: ID!) { updateJob(id: $id, input: { dailyRate: 700 }) { __typename } }`,
    variables: (f) => ({ id: f.jobId }),
    expected: notOwner("employer", "ForbiddenError"),
  },
  {
    mutation: "closeJob",
    document: `mutation ($id: ID!) { closeJob(id: $id) { __typename } }`,
    variables: (f) => ({ id: f.jobId }),
    expected: notOwner("employer", "ForbiddenError"),
  },
  {
    mutation: "recordJobView",
    document: `mutation ($id: ID!) { recordJobView(jobId: $id) { __typename } }`,
    variables: (f) => ({ id: f.jobId }),
    expected: PUBLIC,
  },
  {
    mutation: "applyToJob",
    document: `mutation ($id: ID!) { applyToJob(jobId: $id) { __typename } }`,
    variables: (f) => ({ id: f.jobId }),
    expected: only("laborer"),
  },
  {
    mutation: "setApplicationStatus",
    document: `mutation ($id: ID!) { setApplicationStatus(id: $id, status: accepted) { __typename } }`,
    variables: (f) => ({ id: f.applicationId }),
    expected: notOwner("employer", "ForbiddenError"),
  },
  {
    mutation: "rateApplication",
    document: `mutation ($id: ID!) { rateApplication(applicationId: $id, stars: 5) { __typename } }`,
    variables: (f) => ({ id: f.applicationId }),
    // Only the two parties to an accepted application on a closed job may rate (see rating.test.ts); to
    // anyone else the application is unknown.
    expected: {
      signedOut: "UNAUTHENTICATED",
      laborer: "NotFoundError",
      employer: "NotFoundError",
      training_provider: "NotFoundError",
    },
  },
  // The work record's writes: only the two parties of an accepted application; to anyone else it is unknown.
  ...(
    [
      ["markWorkDay", `markWorkDay(applicationId: $id, date: "2026-01-05", portion: full)`],
      ["confirmWorkDay", `confirmWorkDay(applicationId: $id, date: "2026-01-05")`],
      ["disputeWorkDay", `disputeWorkDay(applicationId: $id, date: "2026-01-05")`],
      ["recordWagePayment", `recordWagePayment(applicationId: $id, amountPaise: 100, method: cash)`],
      ["addWageExtra", `addWageExtra(applicationId: $id, label: "Travel", amountPaise: 100)`],
    ] as const
  ).map(
    ([mutation, call]): Row => ({
      mutation,
      document: `mutation ($id: ID!) { ${call} { __typename } }`,
      variables: (f) => ({ id: f.applicationId }),
      expected: {
        signedOut: "UNAUTHENTICATED",
        laborer: "NotFoundError",
        employer: "NotFoundError",
        training_provider: "NotFoundError",
      },
    }),
  ),
  {
    mutation: "confirmWagePayment",
    document: `mutation ($id: ID!) { confirmWagePayment(paymentId: $id) { __typename } }`,
    variables: () => ({ id: gid("WagePayment", 999_999) }),
    expected: {
      signedOut: "UNAUTHENTICATED",
      laborer: "NotFoundError",
      employer: "NotFoundError",
      training_provider: "NotFoundError",
    },
  },
  {
    mutation: "createWorkStatement",
    document: `mutation { createWorkStatement(from: "2026-01-01", to: "2026-01-31") { __typename } }`,
    expected: only("laborer"),
  },
  {
    mutation: "reportContent",
    document: `mutation ($id: ID!) { reportContent(targetType: job, targetId: $id, reason: fake) { __typename } }`,
    variables: (f) => ({ id: f.jobId }),
    expected: SIGNED_IN_ONLY,
  },
  {
    mutation: "blockUser",
    document: `mutation ($id: ID!) { blockUser(userId: $id) { __typename } }`,
    variables: (f) => ({ id: gid("User", f.owner.employer) }),
    expected: SIGNED_IN_ONLY,
  },
  {
    mutation: "unblockUser",
    document: `mutation ($id: ID!) { unblockUser(userId: $id) { __typename } }`,
    variables: (f) => ({ id: gid("User", f.owner.employer) }),
    expected: SIGNED_IN_ONLY,
  },
  {
    mutation: "markNotificationsRead",
    document: `mutation { markNotificationsRead { __typename } }`,
    expected: SIGNED_IN_ONLY,
  },
  {
    mutation: "updateNotificationPreferences",
    document: `mutation { updateNotificationPreferences(preferences: [{ event: job_alert, sms: false }]) { __typename } }`,
    expected: SIGNED_IN_ONLY,
  },
  {
    mutation: "subscribePush",
    document: `mutation { subscribePush(endpoint: "https://fcm.googleapis.com/fcm/send/abc", p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA", auth: "tBHItJI5svbpez7KI4CCXg") { __typename } }`,
    expected: SIGNED_IN_ONLY,
  },
  {
    mutation: "unsubscribePush",
    document: `mutation { unsubscribePush(endpoint: "https://fcm.googleapis.com/fcm/send/abc") }`,
    expected: SIGNED_IN_ONLY,
  },
  {
    mutation: "moderate",
    document: `mutation ($id: ID!) { moderate(targetType: job, targetId: $id, action: dismiss, reason: "x") { __typename } }`,
    variables: (f) => ({ id: f.jobId }),
    // Moderators only (moderation.test.ts covers a moderator); no fresh account of any role is one.
    expected: {
      signedOut: "UNAUTHENTICATED",
      laborer: "FORBIDDEN",
      employer: "FORBIDDEN",
      training_provider: "FORBIDDEN",
    },
  },
  {
    mutation: "completeEnrollment",
    document: `mutation ($id: ID!) { completeEnrollment(id: $id) { __typename } }`,
    variables: () => ({ id: gid("Enrollment", 999_999) }),
    // Only a course's own provider may complete its enrolments (see course.test.ts); to any other provider an
    // enrolment is unknown.
    expected: { ...only("training_provider"), training_provider: "NotFoundError" },
  },
  {
    mutation: "createCourse",
    document: `mutation { createCourse(input: { title: "Drip irrigation", duration: 3 }) { __typename } }`,
    expected: only("training_provider"),
  },
  {
    mutation: "updateCourse",
    document: `mutation ($id: ID!) { updateCourse(id: $id, input: { title: "Renamed" }) { __typename } }`,
    variables: (f) => ({ id: f.courseId }),
    expected: notOwner("training_provider", "ForbiddenError"),
  },
  {
    mutation: "enroll",
    document: `mutation ($id: ID!) { enroll(courseId: $id) { __typename } }`,
    variables: (f) => ({ id: f.courseId }),
    expected: only("laborer"),
  },
  {
    mutation: "startConversation",
    document: `mutation ($p: ID!) { startConversation(participantId: $p) { __typename } }`,
    variables: (f) => ({ p: gid("User", f.owner.employer) }),
    expected: SIGNED_IN_ONLY,
  },
  {
    mutation: "sendMessage",
    document: `mutation ($c: ID!) { sendMessage(conversationId: $c, content: "Hello") { __typename } }`,
    variables: (f) => ({ c: f.conversationId }),
    // Not a participant: the conversation does not exist for them.
    expected: {
      signedOut: "UNAUTHENTICATED",
      laborer: "NotFoundError",
      employer: "NotFoundError",
      training_provider: "NotFoundError",
    },
  },
  {
    mutation: "markRead",
    document: `mutation ($c: ID!) { markRead(conversationId: $c) { __typename } }`,
    variables: (f) => ({ c: f.conversationId }),
    expected: {
      signedOut: "UNAUTHENTICATED",
      laborer: "NotFoundError",
      employer: "NotFoundError",
      training_provider: "NotFoundError",
    },
  },
  {
    mutation: "submitFeedback",
    document: `mutation { submitFeedback(input: { category: suggestion, subject: "Hi", message: "More jobs in Hassan" }) { __typename } }`,
    expected: PUBLIC,
  },
];

/** What the owner of each owned thing may do (the non-owner outcome is in ROWS). */
const OWNER_ROWS: { mutation: string; owner: keyof Fixture["owner"] }[] = [
  { mutation: "updateJob", owner: "employer" },
  { mutation: "setApplicationStatus", owner: "employer" },
  { mutation: "closeJob", owner: "employer" },
  { mutation: "updateCourse", owner: "provider" },
  { mutation: "sendMessage", owner: "laborerA" },
  { mutation: "markRead", owner: "laborerB" },
];

function classify(
  result: { data?: Record<string, any> | null; errors?: { extensions?: { code?: string } }[] },
  field: string,
): string {
  const code = result.errors?.[0]?.extensions?.code;
  if (code) return code;
  if (result.errors?.length) return `error: ${JSON.stringify(result.errors)}`;
  const value = result.data?.[field];
  const typename = value && typeof value === "object" ? value.__typename : undefined;
  if (typename === "NotFoundError" || typename === "ForbiddenError") return typename;
  return "ok";
}

describe("authorization of every mutation", () => {
  let t: TestApp;
  let fixture: Fixture;
  let counter = 0;

  async function freshCookie(userType: UserType): Promise<string> {
    counter += 1;
    const mobileNumber = `61${String(counter).padStart(8, "0")}`;
    await t.prisma.user.create({
      data: { mobileNumber, userType, firstName: `Caller${counter}`, isMobileVerified: true },
    });
    return t.cookieFor(mobileNumber);
  }

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    const mk = (mobileNumber: string, userType: UserType) =>
      t.prisma.user.create({ data: { mobileNumber, userType, firstName: userType, isMobileVerified: true } });
    const [employer, provider, laborerA, laborerB] = await Promise.all([
      mk("6200000001", "employer"),
      mk("6200000002", "training_provider"),
      mk("6200000003", "laborer"),
      mk("6200000004", "laborer"),
    ]);
    const job = await t.prisma.job.create({
      data: {
        employerId: employer.id,
        title: "Harvest",
        location: "Mandya",
        category: "field_activities",
        dailyRate: 700,
        duration: 10,
      },
    });
    const course = await t.prisma.course.create({ data: { providerId: provider.id, title: "Pruning", duration: 5 } });
    const skill = await t.prisma.skill.findFirstOrThrow();
    const [a, b] = [laborerA.id, laborerB.id].sort((x, y) => x - y);
    const conversation = await t.prisma.conversation.create({ data: { participantAId: a!, participantBId: b! } });
    await t.prisma.message.create({
      data: { conversationId: conversation.id, senderId: laborerA.id, content: "Namaskara" },
    });
    fixture = {
      owner: { employer: employer.id, provider: provider.id, laborerA: laborerA.id, laborerB: laborerB.id },
      jobId: gid("Job", job.id),
      courseId: gid("Course", course.id),
      applicationId: "",
      conversationId: gid("Conversation", conversation.id),
      skillId: gid("Skill", skill.id),
    };
    const application = await t.prisma.application.create({
      data: { jobId: job.id, laborerId: laborerA.id, requestedRate: 700 },
    });
    fixture.applicationId = gid("Application", application.id);
  });
  afterAll(() => t.close());

  it("has a row for every mutation in the schema", () => {
    const mutations = Object.keys(schema.getMutationType()!.getFields()).sort();
    expect(ROWS.map((row) => row.mutation).sort()).toEqual(mutations);
  });

  for (const row of ROWS) {
    it(`${row.mutation}: ${Object.entries(row.expected)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}`, async () => {
      const seen: Record<string, string> = {};
      for (const caller of Object.keys(row.expected) as Caller[]) {
        const cookie = caller === "signedOut" ? undefined : await freshCookie(caller);
        const result = await t.graphql(row.document, row.variables?.(fixture) ?? {}, cookie);
        seen[caller] = classify(result, row.mutation);
      }
      expect(seen).toEqual(row.expected);
    });
  }

  it("lets the owner do what others may not", async () => {
    const seen: Record<string, string> = {};
    for (const { mutation, owner } of OWNER_ROWS) {
      const row = ROWS.find((r) => r.mutation === mutation)!;
      const user = await t.prisma.user.findUniqueOrThrow({ where: { id: fixture.owner[owner] } });
      const cookie = await t.cookieFor(user.mobileNumber);
      seen[mutation] = classify(await t.graphql(row.document, row.variables?.(fixture) ?? {}, cookie), mutation);
    }
    expect(seen).toEqual(Object.fromEntries(OWNER_ROWS.map(({ mutation }) => [mutation, "ok"])));
    // The owner's calls really happened.
    const application = await t.prisma.application.findFirstOrThrow({ where: { laborerId: fixture.owner.laborerA } });
    expect(application.status).toBe("accepted");
    const course = await t.prisma.course.findFirstOrThrow({ where: { providerId: fixture.owner.provider } });
    expect(course.title).toBe("Renamed");
  });
});
