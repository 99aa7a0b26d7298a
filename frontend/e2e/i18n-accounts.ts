// Three fresh accounts with everyday data for the route × language check, made through the API: a
// laborer with an address, skills, applications (one accepted on a closed job, rated both ways), an
// enrolment and conversations; an employer with two jobs; a training provider with a course. Fresh
// numbers, so other journeys' demo accounts are left alone.
import type { Browser, BrowserContext } from "playwright-core";
import { expect } from "vitest";
import { PHONE, baseURL, freshMobile, graphql, ownAddress, signInByApi, updateProfile } from "./support.ts";

export type Role = "laborer" | "employer" | "training_provider";

export type Accounts = {
  /** Cookies of each role's session, to open more contexts signed in as them. */
  sessions: Record<Role, Awaited<ReturnType<BrowserContext["storageState"]>>>;
  /** Global ids for the routes with an `:id`. */
  ids: {
    openJob: string;
    closedJob: string;
    course: string;
    employerConversation: string;
    providerConversation: string;
  };
};

function indiaDateIn(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** Runs a GraphQL operation and returns its data, failing on any error or on a typed `…Error` result. */
async function run<T>(context: BrowserContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { status, body } = await graphql<T>(context.request, query, variables);
  expect(body.errors, `${query}\n${JSON.stringify(body.errors)}`).toBeUndefined();
  expect(status).toBe(200);
  const typedErrors = JSON.stringify(body.data).match(/"__typename":"\w*Error"[^}]*/g);
  expect(typedErrors, query).toBeNull();
  return body.data!;
}

function distinctMobiles(count: number): string[] {
  const taken = new Set<string>();
  while (taken.size < count) taken.add(freshMobile());
  return [...taken];
}

export async function createAccounts(browser: Browser): Promise<Accounts> {
  const open = () =>
    browser.newContext({
      baseURL: baseURL(),
      viewport: PHONE,
      timezoneId: "Asia/Kolkata",
      extraHTTPHeaders: ownAddress(),
    });
  const [laborer, employer, provider] = await Promise.all([open(), open(), open()]);
  try {
    const [laborerMobile, employerMobile, providerMobile] = distinctMobiles(3);
    await Promise.all([
      signInByApi(laborer, laborerMobile!, "laborer"),
      signInByApi(employer, employerMobile!, "employer"),
      signInByApi(provider, providerMobile!, "training_provider"),
    ]);
    await Promise.all([
      updateProfile(laborer, {
        firstName: "Lakshmi",
        lastName: "Naik",
        country: "India",
        state: "Karnataka",
        district: "Mandya",
        block: "Maddur",
        cityVillage: "Maddur",
        pincode: "571428",
        gender: "female",
        age: 31,
        educationLevel: "secondary",
      }),
      updateProfile(employer, {
        firstName: "Ramesh",
        lastName: "Gowda",
        businessName: "Gowda Farms",
        farmName: "Cauvery Coconut Garden",
        country: "India",
        state: "Karnataka",
        district: "Mandya",
        block: "Maddur",
        cityVillage: "Maddur",
        pincode: "571428",
      }),
      updateProfile(provider, {
        firstName: "Kavya",
        lastName: "Rao",
        businessName: "Mandya Krishi Training Centre",
        bio: "Short practical courses for farm workers: pruning, drip irrigation and dairy care.",
        country: "India",
        state: "Karnataka",
        district: "Mandya",
        cityVillage: "Mandya",
        pincode: "571401",
      }),
    ]);

    const { skills } = await run<{ skills: Array<{ id: string }> }>(
      laborer,
      "{ skills(category: horticulture) { id } }",
    );
    await run(
      laborer,
      `mutation ($ids: [ID!]!) { addUserSkills(skillIds: $ids, proficiencyLevel: intermediate, experienceYears: 4) { __typename } }`,
      {
        ids: skills.slice(0, 3).map((s) => s.id),
      },
    );

    const createJob = (input: Record<string, unknown>) =>
      run<{ createJob: { data: { id: string } } }>(
        employer,
        `mutation ($input: CreateJobInput!) { createJob(input: $input) { __typename ... on MutationCreateJobSuccess { data { id } } } }`,
        { input },
      ).then((d) => d.createJob.data.id);
    const openJob = await createJob({
      title: "Coconut harvesting",
      description: "Climbing and harvesting coconuts, then stacking them near the shed.",
      location: "Maddur, Karnataka",
      state: "Karnataka",
      district: "Mandya",
      category: "horticulture",
      dailyRate: 750,
      duration: 5,
      workersNeeded: 3,
      startDate: indiaDateIn(3),
      workingHours: "7 am to 3 pm",
      mealsProvided: true,
      isRateNegotiable: true,
      isUrgent: true,
      requiredSkillIds: skills.slice(0, 2).map((s) => s.id),
    });
    const closedJob = await createJob({
      title: "Mango orchard pruning",
      description: "Pruning mango trees after the harvest.",
      location: "Srirangapatna, Karnataka",
      state: "Karnataka",
      district: "Mandya",
      category: "horticulture",
      dailyRate: 650,
      duration: 2,
      workersNeeded: 1,
      startDate: indiaDateIn(1),
      accommodationProvided: true,
    });

    const apply = (jobId: string) =>
      run<{ applyToJob: { data: { id: string } } }>(
        laborer,
        `mutation ($id: ID!) { applyToJob(jobId: $id, message: "I have climbed coconut trees for four years.") { __typename ... on MutationApplyToJobSuccess { data { id } } } }`,
        { id: jobId },
      ).then((d) => d.applyToJob.data.id);
    await apply(openJob);
    const accepted = await apply(closedJob);
    await run(employer, `mutation ($id: ID!) { setApplicationStatus(id: $id, status: accepted) { __typename } }`, {
      id: accepted,
    });
    await run(employer, `mutation ($id: ID!) { closeJob(id: $id) { __typename } }`, { id: closedJob });
    const rate = (context: BrowserContext, comment: string) =>
      run(
        context,
        `mutation ($id: ID!, $comment: String) { rateApplication(applicationId: $id, stars: 4, comment: $comment) { __typename } }`,
        { id: accepted, comment },
      );
    await rate(employer, "Careful work, came on time every day.");
    await rate(laborer, "Paid on time, good food.");

    const { createCourse } = await run<{ createCourse: { data: { id: string } } }>(
      provider,
      `mutation ($input: CourseInput!) { createCourse(input: $input) { __typename ... on MutationCreateCourseSuccess { data { id } } } }`,
      {
        input: {
          title: "Drip irrigation basics",
          description: "Laying drip lines, cleaning filters and checking the flow.",
          duration: 3,
          price: 0,
          maxEnrollments: 25,
          certificateProvided: true,
          skillCategory: "horticulture",
          state: "Karnataka",
          district: "Mandya",
          cityVillage: "Mandya",
          language: "kn",
          startDate: indiaDateIn(10),
        },
      },
    );
    const course = createCourse.data.id;
    await run(laborer, `mutation ($id: ID!) { enroll(courseId: $id) { __typename } }`, { id: course });

    const { viewer } = await run<{ viewer: { id: string } }>(laborer, "{ viewer { id } }");
    const converse = async (context: BrowserContext, first: string, reply: string, jobId?: string) => {
      const { startConversation } = await run<{ startConversation: { data: { id: string } } }>(
        context,
        `mutation ($to: ID!, $job: ID) { startConversation(participantId: $to, jobId: $job) { __typename ... on MutationStartConversationSuccess { data { id } } } }`,
        { to: viewer.id, job: jobId ?? null },
      );
      const send = (who: BrowserContext, content: string) =>
        run(
          who,
          `mutation ($c: ID!, $content: String!) { sendMessage(conversationId: $c, content: $content) { __typename } }`,
          { c: startConversation.data.id, content },
        );
      await send(context, first);
      await send(laborer, reply);
      return startConversation.data.id;
    };
    const employerConversation = await converse(
      employer,
      "Can you start on Monday morning?",
      "Yes, I will come at 7.",
      openJob,
    );
    const providerConversation = await converse(
      provider,
      "The drip irrigation course starts next week.",
      "Thank you, I will be there.",
    );

    const [l, e, p] = await Promise.all([laborer.storageState(), employer.storageState(), provider.storageState()]);
    return {
      sessions: { laborer: l, employer: e, training_provider: p },
      ids: { openJob, closedJob, course, employerConversation, providerConversation },
    };
  } finally {
    await Promise.all([laborer.close(), employer.close(), provider.close()]);
  }
}
