import { builder } from "../../graphql/builder.ts";
import { courseRules as R } from "./course-rules.ts";
import { NEWEST_FIRST, courseSearchWhere } from "./course-search.ts";
import { createCourse, updateCourse } from "./course-writes.ts";
import { enrollLaborer } from "./enroll.ts";
import { COURSE_MESSAGES, ENROLL_MESSAGES } from "../../rules/course.ts";
import { completeEnrollment } from "./complete-enrollment.ts";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  ValidationError,
} from "../../errors/app-errors.ts";
import { listingVisibleTo, refuseWhileSuspended } from "../moderation/index.ts";
import { CourseStatus, EnrollmentStatus, SkillCategory } from "../../generated/prisma/enums.ts";
import { providerName } from "./provider-name.ts";
import { databaseIdOf } from "../../graphql/global-id.ts";
import { PROVIDER_ONLY_STATUSES } from "./course-screening.ts";
import { settableCourseStatus } from "./course-review.ts";

builder.enumType(CourseStatus, {
  name: "CourseStatus",
  description:
    "A course's state: draft (not listed yet), active (listed, open for enrolment), closed, or under_review (held " +
    "because its text seems to ask students to pay beyond its price; only its provider sees it).",
});
builder.enumType(EnrollmentStatus, {
  name: "EnrollmentStatus",
  description: "A laborer's enrolment state: enrolled (taking the course), completed or cancelled.",
});

const page = { cursor: "id", defaultSize: 20, maxSize: 100 } as const;

builder.prismaNode("Course", {
  description:
    "A training course or skill programme run by a training provider. A draft, or a course under review, can be " +
    "read only by its provider.",
  id: { field: "id" },
  // Checked on every Course object, including through node(id:).
  runScopesOnType: true,
  authScopes: (course, ctx) =>
    (!PROVIDER_ONLY_STATUSES.includes(course.status) || (!!ctx.viewer && course.providerId === ctx.viewer.id)) &&
    // Hidden by a moderator, or its provider suspended: only the provider and moderators.
    listingVisibleTo(
      { status: course.status, ownerId: course.providerId, ownerSuspendedUntil: course.ownerSuspendedUntil },
      ctx.viewer,
    ),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The plain numeric id (the REST shim's `id`)." }),
    title: t.exposeString("title", { description: "The course's title." }),
    description: t.exposeString("description", { description: "What the course teaches (may be empty)." }),
    duration: t.exposeInt("duration", { description: "Length of the course in days (1-365)." }),
    price: t.exposeInt("price", { description: "Fee in whole rupees; 0 for free courses." }),
    isFree: t.exposeBoolean("isFree", { description: "True exactly when the price is 0 (computed by the server)." }),
    isGovernmentProgram: t.exposeBoolean("isGovernmentProgram", {
      description: "Whether this is a government programme (e.g. run by a KVK or a state department).",
    }),
    certificateProvided: t.exposeBoolean("certificateProvided", {
      description: "Whether students who complete the course get a certificate.",
    }),
    location: t.exposeString("location", {
      nullable: true,
      description: "Where the course is held, as shown: 'Online', or 'Village, District, State'.",
    }),
    state: t.exposeString("state", { nullable: true, description: "State of the place, when not online." }),
    district: t.exposeString("district", { nullable: true, description: "District of the place, when not online." }),
    cityVillage: t.exposeString("cityVillage", {
      nullable: true,
      description: "Village or town of the place, when not online.",
    }),
    isOnline: t.exposeBoolean("isOnline", { description: "Taught online." }),
    startDate: t.expose("startDate", { type: "Date", nullable: true, description: "First day, if set." }),
    language: t.exposeString("language", {
      nullable: true,
      description: "Language of instruction (en, hi, kn, te, ta, mr or ml), if set.",
    }),
    seatsLeft: t.int({
      nullable: true,
      description: "Seats still free; null when there is no seat limit.",
      resolve: (course) =>
        course.maxEnrollments === null ? null : Math.max(0, course.maxEnrollments - course.currentEnrollments),
    }),
    skillCategory: t.expose("skillCategory", {
      type: SkillCategory,
      nullable: true,
      description: "The skill category the course trains for, if given.",
    }),
    currentEnrollments: t.exposeInt("currentEnrollments", { description: "How many laborers have enrolled." }),
    maxEnrollments: t.exposeInt("maxEnrollments", {
      nullable: true,
      description: "Seats in the course; null means no limit.",
    }),
    rating: t.exposeFloat("rating", { nullable: true, description: "Average rating out of 5, if rated." }),
    completionRate: t.exposeInt("completionRate", {
      nullable: true,
      description: "Percentage of students who completed the course, if known.",
    }),
    status: t.expose("status", { type: CourseStatus, description: "Draft, active or closed." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the course was created." }),
    provider: t.relation("provider", {
      nullable: true,
      description:
        "The training provider running the course; for signed-in viewers only (null signed out: use providerName), " +
        "and null if their account was deleted.",
      authScopes: { signedIn: true },
      unauthorizedResolver: () => null,
    }),
    providerName: t.string({
      nullable: true,
      description: "The provider's organisation name, or their name when they gave none; public, for course cards.",
      select: { provider: { select: { firstName: true, lastName: true, businessName: true } } },
      resolve: (course) => providerName(course.provider),
    }),
    viewerIsEnrolled: t.boolean({
      description: "Whether the signed-in user is enrolled in this course (false when signed out).",
      select: (_args, ctx) => ({
        _count: { select: { enrollments: { where: { laborerId: ctx.viewer?.id ?? 0 } } } },
      }),
      resolve: (course) => course._count.enrollments > 0,
    }),
    enrollments: t.relatedConnection("enrollments", {
      ...page,
      description: "Enrolments in the course, newest first. Only the course's own training provider may read them.",
      authScopes: (course, _args, ctx) => !!ctx.viewer && course.providerId === ctx.viewer.id,
      query: { orderBy: [{ createdAt: "desc" }, { id: "desc" }] },
    }),
  }),
});

builder.prismaNode("Enrollment", {
  description: "A laborer's enrolment in a course. Visible to the laborer and to the course's provider.",
  id: { field: "id" },
  include: { course: { select: { providerId: true } } },
  authScopes: (enrollment, ctx) =>
    !!ctx.viewer && (enrollment.laborerId === ctx.viewer.id || enrollment.course.providerId === ctx.viewer.id),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The plain numeric id (the REST shim's `id`)." }),
    status: t.expose("status", { type: EnrollmentStatus, description: "Enrolled, completed or cancelled." }),
    progress: t.exposeInt("progress", { description: "How far through the course the laborer is, 0-100 percent." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the laborer enrolled." }),
    completedAt: t.expose("completedAt", {
      type: "DateTime",
      nullable: true,
      description: "When the provider marked it completed.",
    }),
    laborer: t.relation("laborer", { description: "The enrolled laborer." }),
    course: t.relation("course", { description: "The course." }),
  }),
});

interface CourseStatsShape {
  activeCourses: number;
  studentsEnrolled: number;
  totalEnrollments: number;
}

const CourseStats = builder.objectRef<CourseStatsShape>("CourseStats").implement({
  description: "Counters for the training provider dashboard.",
  fields: (t) => ({
    activeCourses: t.exposeInt("activeCourses", { description: "The provider's courses with status active." }),
    studentsEnrolled: t.exposeInt("studentsEnrolled", {
      description: "Distinct laborers enrolled (or completed) in any of the provider's courses.",
    }),
    totalEnrollments: t.exposeInt("totalEnrollments", {
      description: "Enrolments (not cancelled) across the provider's courses; a laborer in two courses counts twice.",
    }),
  }),
});

builder.queryFields((t) => ({
  courses: t.prismaConnection({
    type: "Course",
    ...page,
    description:
      "Search the active (listed) courses, newest first, free and paid. Public: course listings are public " +
      "information, for partner API keys too; the provider shows as `providerName` only.",
    args: {
      search: t.arg.string({
        required: false,
        description: "Free text matched against the title and description (first 100 characters used).",
      }),
      location: t.arg.string({
        required: false,
        description: "Place name; old and new names both match (Mysore finds Mysuru). First 100 characters used.",
      }),
      skillCategory: t.arg({ type: SkillCategory, required: false, description: "Only courses of this category." }),
      freeOnly: t.arg.boolean({
        required: false,
        description: "Only free courses (price 0): the same as isFree: true.",
        deprecationReason: "Use isFree: true (isFree: false finds the paid courses).",
      }),
      isFree: t.arg.boolean({
        required: false,
        description: "true: only free courses (price 0); false: only paid courses; left out: both.",
      }),
    },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.course.findMany({ ...query, where: courseSearchWhere(args), orderBy: NEWEST_FIRST }),
  }),

  myCourses: t.prismaConnection({
    type: "Course",
    ...page,
    description:
      "The signed-in training provider's own courses, every status, newest first (use `enrollments` on each).",
    authScopes: { trainingProvider: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.course.findMany({ ...query, where: { providerId: ctx.viewer!.id }, orderBy: NEWEST_FIRST }),
  }),

  myCourseStats: t.field({
    type: CourseStats,
    description: "Dashboard counters for the signed-in training provider.",
    authScopes: { trainingProvider: true },
    resolve: async (_root, _args, ctx) => {
      const providerId = ctx.viewer!.id;
      const enrolled = { course: { providerId }, status: { not: "cancelled" as const } };
      const [activeCourses, studentsEnrolled, totalEnrollments] = await Promise.all([
        ctx.prisma.course.count({ where: { providerId, status: "active" } }),
        ctx.prisma.user.count({ where: { enrollments: { some: enrolled } } }),
        ctx.prisma.enrollment.count({ where: enrolled }),
      ]);
      return { activeCourses, studentsEnrolled, totalEnrollments };
    },
  }),

  myEnrollments: t.prismaConnection({
    type: "Enrollment",
    ...page,
    description: "The signed-in laborer's own enrolments, newest first.",
    authScopes: { laborer: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.enrollment.findMany({
        ...query,
        where: { laborerId: ctx.viewer!.id },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      }),
  }),

  myStudentEnrollments: t.prismaConnection({
    type: "Enrollment",
    ...page,
    description:
      "Enrolments in any of the signed-in training provider's courses, newest first: who enrolled where, and when " +
      "(the dashboard's Recent Student Activity).",
    authScopes: { trainingProvider: true },
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.enrollment.findMany({
        ...query,
        where: { course: { providerId: ctx.viewer!.id } },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      }),
  }),
}));

const { title, description, duration, price, maxEnrollments, location, place, language, startDate } = R;

type InputFieldBuilder = Parameters<Parameters<typeof builder.inputType>[1]["fields"]>[0];

/** The place, the start date and the language: the same fields in both course inputs. */
function placeFields(t: InputFieldBuilder) {
  return {
    state: t.string({ required: false, description: "State of the place (empty clears it).", validate: place }),
    district: t.string({ required: false, description: "District of the place (empty clears it).", validate: place }),
    cityVillage: t.string({
      required: false,
      description: "Village or town of the place (empty clears it).",
      validate: place,
    }),
    isOnline: t.boolean({ required: false, description: "Taught online instead of at a place." }),
    startDate: t.field({
      type: "Date",
      required: false,
      description: "First day, today or later (India time).",
      validate: startDate,
    }),
    language: t.string({
      required: false,
      description: "Language of instruction: en, hi, kn, te, ta, mr or ml.",
      validate: language,
    }),
  };
}

const CourseInput = builder.inputType("CourseInput", {
  description: "A new course. `isFree` is computed from the price.",
  fields: (t) => ({
    title: t.string({ required: true, description: "The course's title (required).", validate: title }),
    description: t.string({ required: false, description: "What the course teaches.", validate: description }),
    duration: t.int({ required: true, description: "Length in days, 1-365.", validate: duration }),
    price: t.int({
      required: false,
      defaultValue: 0,
      description: "Fee in whole rupees, 0 or more; 0 (the default) makes the course free.",
      validate: price,
    }),
    isFree: t.boolean({
      required: false,
      description: "Optional check: if sent, it must be true exactly when the price is 0, or the request is rejected.",
    }),
    isGovernmentProgram: t.boolean({ required: false, defaultValue: false, description: "A government programme." }),
    certificateProvided: t.boolean({
      required: false,
      defaultValue: false,
      description: "A certificate on completion.",
    }),
    location: t.string({
      required: false,
      description: "Where the course is held, as shown; when left out it is made from the place (or 'Online').",
      validate: location,
    }),
    ...placeFields(t),
    skillCategory: t.field({ type: SkillCategory, required: false, description: "The skill category it trains for." }),
    maxEnrollments: t.int({
      required: false,
      description: "Seats (1 or more); leave out for no limit.",
      validate: maxEnrollments,
    }),
    status: t.field({
      type: CourseStatus,
      required: false,
      defaultValue: "active",
      description:
        "Initial state: active (the default) lists it at once, draft keeps it unlisted. A course whose text asks " +
        "students to pay beyond its price is created under_review instead of active.",
      validate: settableCourseStatus,
    }),
  }),
});

const CourseUpdateInput = builder.inputType("CourseUpdateInput", {
  description: "Changes to a course: only the fields sent change. `isFree` follows the price.",
  fields: (t) => ({
    title: t.string({ required: false, description: "New title (not blank).", validate: title }),
    description: t.string({ required: false, description: "New description.", validate: description }),
    duration: t.int({ required: false, description: "New length in days, 1-365.", validate: duration }),
    price: t.int({ required: false, description: "New fee in whole rupees, 0 or more.", validate: price }),
    isFree: t.boolean({
      required: false,
      description: "Optional check against the (new or current) price; a contradiction is rejected.",
    }),
    isGovernmentProgram: t.boolean({ required: false, description: "A government programme." }),
    certificateProvided: t.boolean({ required: false, description: "A certificate on completion." }),
    location: t.string({
      required: false,
      description:
        "Where the course is held; empty clears it. When left out but the place changes, it is made from the place.",
      validate: location,
    }),
    ...placeFields(t),
    skillCategory: t.field({ type: SkillCategory, required: false, description: "The skill category it trains for." }),
    maxEnrollments: t.int({
      required: false,
      description: "Seats (at least the current enrolments); explicit null removes the limit.",
      validate: maxEnrollments,
    }),
    status: t.field({
      type: CourseStatus,
      required: false,
      description:
        "Draft, active or closed. The text is screened again on every change: active becomes under_review while it " +
        "asks students to pay beyond its price, and a course under review is active again once it no longer does.",
      validate: settableCourseStatus,
    }),
  }),
});

builder.mutationFields((t) => ({
  createCourse: t.prismaField({
    type: "Course",
    description:
      "Creates a course run by the signed-in training provider. A provider may create 10 courses in any 24 hours " +
      "(3 while the account is under 7 days old or its number is not verified); over that, RateLimitError.",
    authScopes: { trainingProvider: true },
    errors: { types: [ValidationError, ForbiddenError, RateLimitError] },
    args: { input: t.arg({ type: CourseInput, required: true, description: "The course." }) },
    resolve: async (query, _root, { input }, ctx) => {
      refuseWhileSuspended(ctx.viewer);
      return createCourse(ctx.prisma, ctx.viewer!, input, (tx, id) =>
        tx.course.findUniqueOrThrow({ ...query, where: { id } }),
      );
    },
  }),

  updateCourse: t.prismaField({
    type: "Course",
    description: "Changes one of the signed-in training provider's own courses.",
    authScopes: { trainingProvider: true },
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    args: {
      id: t.arg.id({ required: true, description: "The course's global id." }),
      input: t.arg({ type: CourseUpdateInput, required: true, description: "The fields to change." }),
    },
    resolve: async (query, _root, { id, input }, ctx) => {
      const courseId = databaseIdOf("Course", String(id));
      if (courseId === null) throw new NotFoundError(ENROLL_MESSAGES.notFound);
      return updateCourse(ctx.prisma, ctx.viewer!.id, courseId, input, (tx, id) =>
        tx.course.findUniqueOrThrow({ ...query, where: { id } }),
      );
    },
  }),

  enroll: t.prismaField({
    type: "Enrollment",
    description:
      "Enrols the signed-in laborer in an active course that still has seats, and counts them in `currentEnrollments`. " +
      "Enrolling in a course one runs oneself is forbidden.",
    authScopes: { laborer: true },
    errors: { types: [NotFoundError, ForbiddenError, ConflictError] },
    args: { courseId: t.arg.id({ required: true, description: "The course's global id." }) },
    resolve: async (query, _root, { courseId }, ctx) => {
      refuseWhileSuspended(ctx.viewer);
      const id = databaseIdOf("Course", String(courseId));
      if (id === null) throw new NotFoundError(ENROLL_MESSAGES.notFound);
      return enrollLaborer(ctx.prisma, ctx.notifications, id, ctx.viewer!.id, (tx, enrollmentId) =>
        tx.enrollment.findUniqueOrThrow({ ...query, where: { id: enrollmentId } }),
      );
    },
  }),

  completeEnrollment: t.prismaField({
    type: "Enrollment",
    description:
      "The course's own training provider marks a student's enrolment completed (progress 100, completedAt now); the " +
      "course's completionRate (completed as a share of enrolments not cancelled) is recomputed at once. Completing " +
      "a completed enrolment changes nothing; a cancelled one cannot be completed.",
    authScopes: { trainingProvider: true },
    errors: { types: [NotFoundError, ForbiddenError, ConflictError] },
    args: { id: t.arg.id({ required: true, description: "The enrolment's global id." }) },
    resolve: async (query, _root, args, ctx) => {
      const id = databaseIdOf("Enrollment", String(args.id));
      if (id === null) throw new NotFoundError(COURSE_MESSAGES.enrollmentNotFound);
      return ctx.prisma.$transaction(async (tx) => {
        await completeEnrollment(tx, ctx.notifications, id, ctx.viewer!.id);
        return tx.enrollment.findUniqueOrThrow({ ...query, where: { id } });
      });
    },
  }),
}));
