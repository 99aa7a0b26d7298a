// Part 4, deletion: two accounts with unique random names, e-mail addresses and mobile numbers — a
// laborer and an employer — get data everywhere (profile, e-mail, skills, applications, a posted job
// and its accepted application, messages in both directions and with a third person, feedback with a
// contact e-mail, an enrolment, job views, OTP sign-ins and several sessions), then delete their
// accounts (REST DELETE /api/users/account and GraphQL deleteAccount). Every table of the database
// (the list read from information_schema, each row cast to text) must then hold neither number, name
// nor e-mail, and their old cookies must get 401 on GET /api/auth/user.
// Runs on embedded PGlite and on PostgreSQL (a throwaway database on the shared server).
import { randomInt } from "node:crypto";
import { afterEach, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../src/test/app.ts";
import { DEMO_ACCOUNTS, randomMobileNumber } from "./support/fixtures.ts";
import { SHARED_POSTGRES_URL } from "./support/mode.ts";
import { print, table } from "./support/report.ts";

const LETTERS = "bcdfghjklmnpqrstvwxz";
const randomName = (prefix: string) =>
  prefix + Array.from({ length: 9 }, () => LETTERS[randomInt(LETTERS.length)]).join("");

interface Person {
  mobileNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  id: number;
  cookies: string[];
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
}, 60_000);

async function scan(app: TestApp, needles: string[]): Promise<{ table: string; needle: string; rows: number }[]> {
  const tables = await app.prisma.$queryRawUnsafe<{ schema: string; name: string }[]>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
     WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`,
  );
  expect(tables.length, "tables found in information_schema").toBeGreaterThan(5);
  const found: { table: string; needle: string; rows: number }[] = [];
  for (const { schema, name } of tables) {
    const quoted = `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;
    for (const needle of needles) {
      const [row] = await app.prisma.$queryRawUnsafe<{ n: bigint | number }[]>(
        `SELECT count(*) AS n FROM ${quoted} t WHERE t::text ILIKE $1`,
        `%${needle}%`,
      );
      const rows = Number(row?.n ?? 0);
      if (rows > 0) found.push({ table: `${schema}.${name}`, needle, rows });
    }
  }
  return found;
}

async function deletionTest(database: "pglite" | "postgresql") {
  const previous = process.env.TEST_DATABASE_URL;
  if (database === "postgresql") process.env.TEST_DATABASE_URL = SHARED_POSTGRES_URL;
  else delete process.env.TEST_DATABASE_URL;
  try {
    t = await createTestApp({ demo: true });
  } finally {
    if (previous === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previous;
  }
  const app = t;
  const ok = async (res: Response | Promise<Response>, expected: number[], what: string) => {
    const r = await res;
    const text = await r.text();
    expect(expected, `${what} → ${r.status} ${text.slice(0, 300)}`).toContain(r.status);
    return text ? JSON.parse(text) : null;
  };
  const gql = async (query: string, variables: Record<string, unknown>, cookie: string, what: string) => {
    const result = await app.graphql(query, variables, cookie);
    expect(result.errors, `${what}: ${JSON.stringify(result.errors)}`).toBeUndefined();
    return result.data!;
  };

  const newPerson = async (role: "laborer" | "employer"): Promise<Person> => {
    const mobileNumber = randomMobileNumber();
    const firstName = randomName("Zq");
    const lastName = randomName("Xv");
    const email = `${randomName("mail")}@${randomName("d")}.example.org`;
    // Signed in by OTP (OTP and rate-limit rows), then a second session on another "device".
    const first = await app.signIn(mobileNumber, role);
    const user = await app.prisma.user.findUniqueOrThrow({ where: { mobileNumber } });
    const second = await app.cookieFor(mobileNumber);
    return { mobileNumber, firstName, lastName, email, id: user.id, cookies: [first, second] };
  };

  const laborer = await newPerson("laborer");
  const employer = await newPerson("employer");
  const [lc] = laborer.cookies as [string];
  const [ec] = employer.cookies as [string];

  // --- profiles (and the e-mail, which no form sets) ---
  for (const [p, extra] of [
    [laborer, { gender: "male", age: 31, educationLevel: "secondary" }],
    [employer, { gender: "female", age: 45 }],
  ] as const) {
    await ok(
      app.request("/api/auth/user", {
        method: "PATCH",
        cookie: p.cookies[0],
        json: {
          firstName: p.firstName,
          lastName: p.lastName,
          state: "Karnataka",
          district: "Mysuru",
          cityVillage: "Hunsur",
          pincode: "571105",
          fullAddress: `House of ${p.firstName} ${p.lastName}, near the temple, Hunsur`,
          ...extra,
        },
      }),
      [200],
      "profile",
    );
    await app.prisma.user.update({
      where: { id: p.id },
      data: {
        email: p.email,
        bio: `${p.firstName} ${p.lastName}, ${p.mobileNumber}, ${p.email}`,
        businessName: p === employer ? `${p.lastName} Farms` : null,
        farmName: p === employer ? `${p.firstName} Estate` : null,
      },
    });
  }

  // --- laborer: skills, applications, enrolment, job views ---
  const skills = (await ok(app.request("/api/skills"), [200], "skills")) as { id: number }[];
  for (const skill of skills.slice(0, 2))
    await ok(
      app.request("/api/users/skills", {
        method: "POST",
        cookie: lc,
        json: { skillId: skill.id, proficiencyLevel: "intermediate", experienceYears: 3 },
      }),
      [200, 201],
      "add skill",
    );
  const demoJobs = (await ok(app.request("/api/jobs/search?limit=3"), [200], "jobs")) as { id: number }[];
  for (const job of demoJobs.slice(0, 2)) {
    await ok(
      app.request(`/api/jobs/${job.id}/apply`, {
        method: "POST",
        cookie: lc,
        json: { message: `I am ${laborer.firstName} ${laborer.lastName}, call ${laborer.mobileNumber}` },
      }),
      [201],
      "apply to a demo job",
    );
  }
  const courses = (await ok(app.request("/api/courses/search"), [200], "courses")) as { id: number }[];
  await ok(
    app.request(`/api/courses/${courses[0]!.id}/enroll`, {
      method: "POST",
      cookie: lc,
      headers: { "x-requested-with": "test" },
    }),
    [200, 201],
    "enrol",
  );
  for (const job of demoJobs) {
    await gql(
      `query($id: ID!) { job(id: $id) { __typename } }`,
      { id: Buffer.from(`Job:${job.id}`).toString("base64") },
      lc,
      "view a job",
    );
  }

  // --- employer: a posted job, the laborer applies, the employer accepts ---
  const posted = (await ok(
    app.request("/api/jobs", {
      method: "POST",
      cookie: ec,
      json: {
        title: "Sugarcane cutting",
        description: "Two weeks of cutting.",
        location: "Hunsur",
        category: "field_activities",
        dailyRate: 700,
        duration: 14,
        workersNeeded: 5,
      },
    }),
    [201],
    "post a job",
  )) as { id: number };
  const application = (await ok(
    app.request(`/api/jobs/${posted.id}/apply`, {
      method: "POST",
      cookie: lc,
      json: { requestedRate: 750, message: `${laborer.firstName} here` },
    }),
    [201],
    "apply to the employer's job",
  )) as { id: number };
  await ok(
    app.request(`/api/applications/${application.id}/status`, {
      method: "PATCH",
      cookie: ec,
      json: { status: "accepted" },
    }),
    [200],
    "accept",
  );

  // --- messages both ways, about the job, and with a third person (a demo employer) ---
  const conversation = (await ok(
    app.request("/api/conversations", {
      method: "POST",
      cookie: lc,
      json: { participantId: employer.id, jobId: posted.id },
    }),
    [200, 201],
    "start conversation",
  )) as { id: number };
  await ok(
    app.request(`/api/conversations/${conversation.id}/messages`, {
      method: "POST",
      cookie: lc,
      json: {
        content: `Namaskara, I am ${laborer.firstName} ${laborer.lastName} (${laborer.mobileNumber}, ${laborer.email})`,
      },
    }),
    [201],
    "laborer writes",
  );
  await ok(
    app.request(`/api/conversations/${conversation.id}/messages`, {
      method: "POST",
      cookie: ec,
      json: {
        content: `Welcome ${laborer.firstName}! I am ${employer.firstName} ${employer.lastName}, ${employer.mobileNumber}, ${employer.email}`,
      },
    }),
    [201],
    "employer replies",
  );
  await ok(
    app.request(`/api/conversations/${conversation.id}/read`, {
      method: "POST",
      cookie: lc,
      headers: { "x-requested-with": "test" },
    }),
    [200],
    "mark read",
  );
  const demoEmployer = await app.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.employer } });
  const demoCookie = await app.cookieFor(DEMO_ACCOUNTS.employer);
  const third = (await ok(
    app.request("/api/conversations", { method: "POST", cookie: lc, json: { participantId: demoEmployer.id } }),
    [200, 201],
    "conversation with a third person",
  )) as { id: number };
  await ok(
    app.request(`/api/conversations/${third.id}/messages`, {
      method: "POST",
      cookie: lc,
      json: { content: `Is there work for ${laborer.firstName}?` },
    }),
    [201],
    "laborer writes to a third person",
  );
  await ok(
    app.request(`/api/conversations/${third.id}/messages`, {
      method: "POST",
      cookie: demoCookie,
      json: { content: "Yes, come on Monday." },
    }),
    [201],
    "third person replies",
  );

  // --- feedback with a contact e-mail, REST and GraphQL ---
  await ok(
    app.request("/api/feedback/submit", {
      method: "POST",
      cookie: lc,
      json: {
        category: "suggestion",
        subject: "Voice search",
        message: "Please add voice search.",
        rating: 4,
        contactEmail: laborer.email,
        allowContact: true,
      },
    }),
    [201],
    "feedback",
  );
  await gql(
    `mutation($input: FeedbackInput!) { submitFeedback(input: $input) { __typename } }`,
    {
      input: {
        category: "general_feedback",
        subject: "Thanks",
        message: "Found workers quickly.",
        rating: 5,
        contactEmail: employer.email,
        allowContact: true,
      },
    },
    ec,
    "feedback (GraphQL)",
  );

  // --- before: the scan must find every needle (so an empty result afterwards means something) ---
  const needles = [laborer, employer].flatMap((p) => [p.mobileNumber, p.firstName, p.lastName, p.email]);
  const before = await scan(app, needles);
  for (const needle of needles)
    expect(
      before.some((f) => f.needle === needle),
      `before deletion, "${needle}" is in the database`,
    ).toBe(true);

  // --- delete: the laborer over REST, the employer over GraphQL ---
  const restAnswer = await ok(
    app.request("/api/users/account", { method: "DELETE", cookie: lc }),
    [200],
    "DELETE /api/users/account",
  );
  const gqlAnswer = await gql(`mutation { deleteAccount { message } }`, {}, ec, "deleteAccount");

  // --- after ---
  const after = await scan(app, needles);
  const cookieStatuses: number[] = [];
  for (const cookie of [...laborer.cookies, ...employer.cookies])
    cookieStatuses.push((await app.request("/api/auth/user", { cookie })).status);
  const demoStillThere = (await app.request("/api/auth/user", { cookie: demoCookie })).status;

  const tableCount = new Set(before.map((f) => f.table)).size;
  print(
    `deletion on ${database}: laborer ${laborer.firstName} ${laborer.lastName} ${laborer.mobileNumber}, employer ${employer.firstName} ${employer.lastName} ${employer.mobileNumber}`,
    [
      `before deletion the needles were in ${tableCount} table(s):`,
      table([["table", "needle", "rows"], ...before.map((f) => [f.table, f.needle, f.rows])]),
      `deleted: REST ${JSON.stringify(restAnswer)}, GraphQL ${JSON.stringify(gqlAnswer)}`,
      `after deletion: ${after.length === 0 ? "no table holds any of them" : "STILL FOUND:"}`,
      ...(after.length ? [table([["table", "needle", "rows"], ...after.map((f) => [f.table, f.needle, f.rows])])] : []),
      `old cookies on GET /api/auth/user: ${cookieStatuses.join(", ")}; the third person's session: ${demoStillThere}`,
    ],
  );

  expect(after, "rows still holding a deleted person's number, name or e-mail").toEqual([]);
  expect(cookieStatuses, "old cookies").toEqual(cookieStatuses.map(() => 401));
  expect(demoStillThere, "the third person is still signed in").toBe(200);
}

it("PGlite: a deleted account leaves no number, name or e-mail in any table", () => deletionTest("pglite"), 300_000);
it(
  "PostgreSQL: a deleted account leaves no number, name or e-mail in any table",
  () => deletionTest("postgresql"),
  300_000,
);
