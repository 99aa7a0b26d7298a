import { Hono } from "hono";
import { RestInput, enumValue, oneOfMessage } from "./input.ts";
import { graphql } from "../generated/graphql/index.ts";
import type {
  CourseInput,
  CourseUpdateInput,
  RestCourseFragment,
  RestEnrollmentFragment,
} from "../generated/graphql/graphql.ts";
import { CourseStatus, SkillCategory } from "../generated/prisma/enums.ts";
import type { GraphQLServer } from "../http/graphql.ts";
import { globalIdOf } from "../schema/global-id.ts";
import { readJsonBody } from "./body.ts";
import { runOperation } from "./operation.ts";
import { fieldErrors, outcome } from "./respond.ts";

graphql(`
  fragment RestCourse on Course {
    databaseId title description duration price isFree isGovernmentProgram certificateProvided
    currentEnrollments maxEnrollments rating completionRate status location skillCategory createdAt viewerIsEnrolled
    providerName provider { databaseId firstName lastName businessName }
  }
`);

graphql(`
  fragment RestEnrollment on Enrollment {
    databaseId status progress createdAt
    laborer { databaseId firstName lastName profileImageUrl }
  }
`);

const SEARCH = graphql(`
  query RestCourseSearch($first: Int!, $search: String, $location: String, $skillCategory: SkillCategory, $isFree: Boolean) {
    courses(first: $first, search: $search, location: $location, skillCategory: $skillCategory, isFree: $isFree) {
      edges { node { ...RestCourse } }
    }
  }
`);

const PROVIDER_COURSES = graphql(`
  query RestProviderCourses($first: Int!, $enrollments: Int!) {
    myCourses(first: $first) {
      edges { node { ...RestCourse enrollments(first: $enrollments) { edges { node { ...RestEnrollment } } } } }
    }
  }
`);

const CREATE = graphql(`
  mutation RestCreateCourse($input: CourseInput!) {
    createCourse(input: $input) {
      __typename
      ...RestError
      ... on MutationCreateCourseSuccess { data { ...RestCourse } }
    }
  }
`);

const UPDATE = graphql(`
  mutation RestUpdateCourse($id: ID!, $input: CourseUpdateInput!) {
    updateCourse(id: $id, input: $input) {
      __typename
      ...RestError
      ... on MutationUpdateCourseSuccess { data { ...RestCourse } }
    }
  }
`);

const ENROLL = graphql(`
  mutation RestEnroll($courseId: ID!) {
    enroll(courseId: $courseId) {
      __typename
      ...RestError
      ... on MutationEnrollSuccess { data { databaseId status progress createdAt course { ...RestCourse } } }
    }
  }
`);

/** Lists answer with the first page of the largest size the schema allows. */
const PAGE = 100;
/** The provider's courses (up to 40), each with up to PAGE enrolments: under the query cost limit (http/query-cost.ts). */
const PROVIDER_COURSES_PAGE = 40;

const SKILL_CATEGORIES = Object.values(SkillCategory);
const COURSE_STATUSES = Object.values(CourseStatus);

/** A course as the REST shim returns it: the model's names, plain ids; `provider` only for signed-in callers. */
function toRestCourse(course: RestCourseFragment) {
  const { databaseId, provider, ...rest } = course;
  return {
    id: databaseId,
    ...rest,
    provider: provider
      ? { id: provider.databaseId, firstName: provider.firstName, lastName: provider.lastName, businessName: provider.businessName }
      : null,
  };
}

function toRestEnrollment(enrollment: RestEnrollmentFragment) {
  const { databaseId, laborer, ...rest } = enrollment;
  const { databaseId: laborerId, ...person } = laborer;
  return { id: databaseId, ...rest, laborer: { id: laborerId, ...person } };
}

/** The course form from a JSON body; `partial` keeps only the keys sent (PATCH). */
function courseFields(input: RestInput, partial: boolean): CourseUpdateInput {
  const fields: CourseUpdateInput = {
    title: input.text("title"),
    description: input.text("description"),
    duration: input.int("duration"),
    price: input.int("price"),
    isFree: input.bool("isFree"),
    isGovernmentProgram: input.bool("isGovernmentProgram"),
    certificateProvided: input.bool("certificateProvided"),
    location: input.text("location"),
    skillCategory: input.oneOf("skillCategory", SKILL_CATEGORIES),
    maxEnrollments: input.int("maxEnrollments"),
    status: input.oneOf("status", COURSE_STATUSES),
  };
  if (partial) return Object.fromEntries(Object.entries(fields).filter(([key]) => input.has(key)));
  return fields;
}

/**
 * Courses: search (public: listings are public information, so the home screen can show
 * them before sign-in too), the provider's own courses with enrolments, create/update, and enrol.
 */
export function courseRoutes(server: GraphQLServer) {
  const app = new Hono();

  app.get("/courses/search", async (c) => {
    let invalid = false;
    const category = c.req.query("category") ?? c.req.query("skillCategory");
    const skillCategory = enumValue(category, SKILL_CATEGORIES, () => (invalid = true));
    if (invalid) return fieldErrors(c, { category: oneOfMessage("category", SKILL_CATEGORIES) });
    const result = await runOperation(c, server, SEARCH, {
      first: PAGE,
      search: c.req.query("search") ?? null,
      location: c.req.query("location") ?? null,
      skillCategory: skillCategory ?? null,
      // free=true (or freeOnly=true): only free courses; otherwise free and paid.
      isFree: c.req.query("free") === "true" || c.req.query("freeOnly") === "true" ? true : null,
    });
    const found = outcome(c, result, "courses");
    if (!found.ok) return found.response;
    return c.json(found.value.edges.map((edge) => toRestCourse(edge.node)));
  });

  app.get("/providers/courses", async (c) => {
    const found = outcome(c, await runOperation(c, server, PROVIDER_COURSES, { first: PROVIDER_COURSES_PAGE, enrollments: PAGE }), "myCourses");
    if (!found.ok) return found.response;
    return c.json(
      found.value.edges.map(({ node: { enrollments, ...course } }) => ({
        ...toRestCourse(course),
        enrollments: enrollments.edges.map((edge) => toRestEnrollment(edge.node)),
      })),
    );
  });

  app.post("/courses", async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const body = new RestInput(parsed.body);
    const fields = courseFields(body, false);
    const failure = body.failure(c);
    if (failure) return failure;
    const input: CourseInput = { ...fields, title: fields.title ?? "", duration: fields.duration ?? 0 };
    const created = outcome(c, await runOperation(c, server, CREATE, { input }), "createCourse");
    if (!created.ok) return created.response;
    return c.json(toRestCourse(created.value), 201);
  });

  app.patch("/courses/:id", async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const body = new RestInput(parsed.body);
    const input = courseFields(body, true);
    const failure = body.failure(c);
    if (failure) return failure;
    const result = await runOperation(c, server, UPDATE, { id: globalIdOf("Course", c.req.param("id")), input });
    const updated = outcome(c, result, "updateCourse");
    if (!updated.ok) return updated.response;
    return c.json(toRestCourse(updated.value));
  });

  app.post("/courses/:id/enroll", async (c) => {
    const result = await runOperation(c, server, ENROLL, { courseId: globalIdOf("Course", c.req.param("id")) });
    const enrolled = outcome(c, result, "enroll");
    if (!enrolled.ok) return enrolled.response;
    const { databaseId, course, ...rest } = enrolled.value;
    return c.json({ id: databaseId, ...rest, course: toRestCourse(course) }, 201);
  });

  return app;
}
