// The courses feature's REST paths: course search (public: listings are public information, so the home
// screen can show them before sign-in too), the provider's own courses with enrolments, create and update,
// and enrol.
import { graphql } from "../../generated/graphql/index.ts";
import type {
  CourseInput,
  CourseUpdateInput,
  RestCourseFragment,
  RestEnrollmentFragment,
} from "../../generated/graphql/graphql.ts";
import { CourseStatus, SkillCategory } from "../../generated/prisma/enums.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { type RestInput, enumValue, oneOfMessage } from "../../http/rest/input.ts";
import { refuse } from "../../http/rest/refuse.ts";
import { restRow } from "../../http/rest/rest-row.ts";

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
/** The provider's courses (up to 40), each with up to PAGE enrolments: under the query cost limit (graphql/query-limits.ts). */
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
      ? {
          id: provider.databaseId,
          firstName: provider.firstName,
          lastName: provider.lastName,
          businessName: provider.businessName,
        }
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

export const COURSE_ROWS = [
  restRow({
    method: "GET",
    path: "/courses/search",
    who: "anyone",
    operation: SEARCH,
    variables: ({ query }) => {
      let invalid = false;
      const skillCategory = enumValue(
        query("category") ?? query("skillCategory"),
        SKILL_CATEGORIES,
        () => (invalid = true),
      );
      if (invalid) refuse({ category: oneOfMessage("category", SKILL_CATEGORIES) });
      return {
        first: PAGE,
        search: query("search") ?? null,
        location: query("location") ?? null,
        skillCategory: skillCategory ?? null,
        // free=true (or freeOnly=true): only free courses; otherwise free and paid.
        isFree: query("free") === "true" || query("freeOnly") === "true" ? true : null,
      };
    },
    answer: (courses) => courses.edges.map((edge) => toRestCourse(edge.node)),
  }),
  restRow({
    method: "GET",
    path: "/providers/courses",
    who: "training provider",
    operation: PROVIDER_COURSES,
    variables: () => ({ first: PROVIDER_COURSES_PAGE, enrollments: PAGE }),
    answer: (courses) =>
      courses.edges.map(({ node: { enrollments, ...course } }) => ({
        ...toRestCourse(course),
        enrollments: enrollments.edges.map((edge) => toRestEnrollment(edge.node)),
      })),
  }),
  restRow({
    method: "POST",
    path: "/courses",
    who: "training provider (owner)",
    operation: CREATE,
    variables: ({ body }) => {
      const fields = courseFields(body, false);
      body.check();
      const input: CourseInput = { ...fields, title: fields.title ?? "", duration: fields.duration ?? 0 };
      return { input };
    },
    answer: toRestCourse,
    status: 201,
  }),
  restRow({
    method: "PATCH",
    path: "/courses/:id",
    who: "training provider (owner)",
    operation: UPDATE,
    variables: ({ param, body }) => ({ id: globalIdOf("Course", param("id")), input: courseFields(body, true) }),
    answer: toRestCourse,
  }),
  restRow({
    method: "POST",
    path: "/courses/:id/enroll",
    who: "laborer",
    operation: ENROLL,
    variables: ({ param }) => ({ courseId: globalIdOf("Course", param("id")) }),
    answer: ({ databaseId, course, ...rest }) => ({ id: databaseId, ...rest, course: toRestCourse(course) }),
    status: 201,
  }),
];
