import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { english } from "../../i18n/translate.ts";
import { SCREENING_MESSAGES } from "../../rules/screening.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

const CREATE = `
  mutation ($input: CourseInput!) {
    createCourse(input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { fieldErrors { field message } }
      ... on MutationCreateCourseSuccess { data { databaseId status reviewReason } }
    }
  }
`;

const UPDATE = `
  mutation ($id: ID!, $input: CourseUpdateInput!) {
    updateCourse(id: $id, input: $input) {
      __typename
      ... on Error { message }
      ... on ValidationError { fieldErrors { field message } }
      ... on MutationUpdateCourseSuccess { data { status reviewReason } }
    }
  }
`;

const NODE = `query ($id: ID!) { node(id: $id) { ... on Course { databaseId status reviewReason } } }`;
const SEARCH = `query ($search: String) { courses(first: 100, search: $search) { edges { node { databaseId } } } }`;

const courseId = (id: number) => encodeGlobalID("Course", String(id));

let t: TestApp;
let provider: string;
let laborer: string;
let providerId: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  provider = await t.cookieFor(DEMO_ACCOUNTS.training_provider);
  laborer = await t.cookieFor(DEMO_ACCOUNTS.laborer);
  providerId = (await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.training_provider } })).id;
});
afterAll(() => t.close());

const course = (title: string, description: string) => ({ title, description, duration: 10, price: 1500 });
const flagsOf = (id: number) => t.prisma.moderationFlag.findMany({ where: { targetType: "course", targetId: id } });

describe("screening courses", () => {
  it("holds a course that asks for money beyond its price, for its provider's eyes only", async () => {
    const result = await t.graphql(
      CREATE,
      { input: course("Tractor driving course", "Placement fee ₹5000 payable after the training.") },
      provider,
    );
    const created = result.data!.createCourse.data as { databaseId: number; status: string; reviewReason: string };
    expect(created.status).toBe("under_review");
    expect(created.reviewReason).toBe(
      english({ id: SCREENING_MESSAGES.courseHeld, values: { excerpt: "Placement fee ₹5000" } }),
    );
    expect(await flagsOf(created.databaseId)).toMatchObject([{ reason: "money_request" }]);

    const own = await t.graphql(NODE, { id: courseId(created.databaseId) }, provider);
    expect(own.data!.node).toEqual(created);
    const other = await t.graphql(NODE, { id: courseId(created.databaseId) }, laborer);
    expect(other.data?.node ?? null).toBeNull();
    const search = await t.graphql(SEARCH, { search: "Tractor driving course" }, laborer);
    const ids = search.data!.courses.edges.map((edge: { node: { databaseId: number } }) => edge.node.databaseId);
    expect(ids).not.toContain(created.databaseId);
    const enroll = await t.graphql(
      `mutation ($id: ID!) { enroll(courseId: $id) { __typename } }`,
      { id: courseId(created.databaseId) },
      laborer,
    );
    expect(enroll.data!.enroll.__typename).not.toBe("MutationEnrollSuccess");
  });

  it("lists a course that names its own price", async () => {
    const result = await t.graphql(
      CREATE,
      { input: course("Drip irrigation basics", "Course fee ₹1500 including study material and certificate.") },
      provider,
    );
    const created = result.data!.createCourse.data as { databaseId: number };
    expect(result.data!.createCourse.data).toMatchObject({ status: "active", reviewReason: null });
    expect(await flagsOf(created.databaseId)).toEqual([]);
  });

  it("screens an edit: asking for money holds it whatever status is asked for, taking it out lists it", async () => {
    const row = await t.prisma.course.create({
      data: { providerId, title: "Dairy hygiene", description: "Clean milking.", duration: 3, status: "active" },
    });
    const id = courseId(row.id);
    const held = await t.graphql(
      UPDATE,
      { id, input: { description: "Deposit ₹2000 to reserve your seat.", status: "active" } },
      provider,
    );
    expect(held.data!.updateCourse.data.status).toBe("under_review");
    expect(await flagsOf(row.id)).toHaveLength(1);
    const stillHeld = await t.graphql(UPDATE, { id, input: { status: "active" } }, provider);
    expect(stillHeld.data!.updateCourse.data.status).toBe("under_review");
    const listed = await t.graphql(UPDATE, { id, input: { description: "Clean milking, free." } }, provider);
    expect(listed.data!.updateCourse.data).toEqual({ status: "active", reviewReason: null });
    const draft = await t.graphql(UPDATE, { id, input: { description: "Fee ₹300 first", status: "draft" } }, provider);
    expect(draft.data!.updateCourse.data.status).toBe("draft");
  });

  it("does not let a provider set under_review by hand", async () => {
    const row = await t.prisma.course.create({
      data: { providerId, title: "Goat rearing", duration: 2, status: "active" },
    });
    const result = await t.graphql(UPDATE, { id: courseId(row.id), input: { status: "under_review" } }, provider);
    expect(result.data!.updateCourse).toMatchObject({
      __typename: "ValidationError",
      fieldErrors: [{ field: "status", message: SCREENING_MESSAGES.statusNotSettable }],
    });
    expect((await t.prisma.course.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("active");
  });
});
