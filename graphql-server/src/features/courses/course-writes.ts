import type { Prisma as Db } from "../../db/client.ts";
import { type MaybeCoordinates, coordinatesOf } from "../places/index.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors/app-errors.ts";
import type { CourseStatus, SkillCategory } from "../../generated/prisma/enums.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { takeDailyLimit } from "../../limits/daily-limits.ts";
import { COURSE_MESSAGES, courseLocation } from "../../rules/course.ts";
import type { LimitedAccount } from "../../rules/daily-limits.ts";
import { isFreeFor, optionalText } from "./course-rules.ts";
import { flagCourse, screenCourseEdit, screenNewCourse } from "./course-screening.ts";

/** The course form as the schema passes it (already checked field by field). */
export interface CourseFields {
  title?: string | null;
  description?: string | null;
  duration?: number | null;
  price?: number | null;
  isFree?: boolean | null;
  isGovernmentProgram?: boolean | null;
  certificateProvided?: boolean | null;
  location?: string | null;
  state?: string | null;
  district?: string | null;
  cityVillage?: string | null;
  isOnline?: boolean | null;
  startDate?: Date | null;
  language?: string | null;
  skillCategory?: SkillCategory | null;
  maxEnrollments?: number | null;
  status?: CourseStatus | null;
}

const NOT_FOUND = COURSE_MESSAGES.notFound;
const NOT_OWNER = COURSE_MESSAGES.notOwner;

type Tx = Prisma.TransactionClient;

/**
 * Creates a course for the provider, within the provider's daily limit on new courses; answers with `read` of
 * the new course, inside the same transaction.
 */
export async function createCourse<T>(
  prisma: Db,
  provider: LimitedAccount & { id: number },
  input: CourseFields,
  read: (tx: Tx, id: number) => Promise<T>,
): Promise<T> {
  const price = input.price ?? 0;
  const data = {
    providerId: provider.id,
    title: (input.title ?? "").trim(),
    description: input.description?.trim() ?? "",
    duration: input.duration ?? 0,
    price,
    isFree: isFreeFor(price, input.isFree),
    isGovernmentProgram: input.isGovernmentProgram ?? false,
    certificateProvided: input.certificateProvided ?? false,
    state: optionalText(input.state),
    district: optionalText(input.district),
    cityVillage: optionalText(input.cityVillage),
    isOnline: input.isOnline ?? false,
    ...courseCoordinates({
      state: optionalText(input.state),
      district: optionalText(input.district),
      cityVillage: optionalText(input.cityVillage),
      isOnline: input.isOnline ?? false,
    }),
    startDate: input.startDate ?? null,
    language: optionalText(input.language),
    // As sent, or made from the place.
    location: optionalText(input.location) ?? courseLocation(input),
    skillCategory: input.skillCategory ?? null,
    maxEnrollments: input.maxEnrollments ?? null,
    status: input.status ?? "active",
  };
  const moneyRequest = screenNewCourse(data);
  return prisma.$transaction(async (tx) => {
    await takeDailyLimit(tx, "courseCreations", provider);
    const course = await tx.course.create({ data, select: { id: true } });
    await flagCourse(tx, course.id, moneyRequest);
    return read(tx, course.id);
  });
}

type Place = { state: string | null; district: string | null; cityVillage: string | null; isOnline: boolean };

/** Where the course meets: its village, else district, else state; none for an online course. */
function courseCoordinates(place: Place): MaybeCoordinates {
  return place.isOnline ? { latitude: null, longitude: null } : coordinatesOf(place);
}

/**
 * The columns an update writes: only the fields sent; `isFree` only together with the price. When the place
 * changes and no location is sent, the location is made again from the new place.
 */
function updateData(input: CourseFields, currentPrice: number, current: Place): Prisma.CourseUpdateManyMutationInput {
  const data: Prisma.CourseUpdateManyMutationInput = {};
  if (input.title != null) data.title = input.title.trim();
  if (input.description != null) data.description = input.description.trim();
  if (input.duration != null) data.duration = input.duration;
  if (input.price != null) {
    data.price = input.price;
    data.isFree = isFreeFor(input.price, input.isFree);
  } else {
    isFreeFor(currentPrice, input.isFree);
  }
  if (input.isGovernmentProgram != null) data.isGovernmentProgram = input.isGovernmentProgram;
  if (input.certificateProvided != null) data.certificateProvided = input.certificateProvided;
  const place: Place = { ...current };
  for (const field of ["state", "district", "cityVillage"] as const) {
    if (input[field] !== undefined) place[field] = data[field] = optionalText(input[field]);
  }
  if (input.isOnline != null) place.isOnline = data.isOnline = input.isOnline;
  if (
    ["state", "district", "cityVillage", "isOnline"].some((field) => input[field as keyof CourseFields] !== undefined)
  )
    Object.assign(data, courseCoordinates(place));
  if (input.startDate !== undefined) data.startDate = input.startDate;
  if (input.language !== undefined) data.language = optionalText(input.language);
  if (input.location !== undefined) data.location = optionalText(input.location);
  else if (
    ["state", "district", "cityVillage", "isOnline"].some((field) => input[field as keyof CourseFields] != null)
  ) {
    data.location = courseLocation(place);
  }
  if (input.skillCategory !== undefined) data.skillCategory = input.skillCategory;
  if (input.maxEnrollments !== undefined) data.maxEnrollments = input.maxEnrollments;
  if (input.status != null) data.status = input.status;
  return data;
}

/**
 * Updates one of the provider's courses and answers with `read` of it, inside the same transaction.
 * Missing course: NotFound; someone else's: Forbidden. A new seat limit below the enrolments already
 * taken is refused; the guard sits in the update's WHERE, so a concurrent enrolment cannot slip past it.
 */
export async function updateCourse<T>(
  prisma: Db,
  viewerId: number,
  courseId: number,
  input: CourseFields,
  read: (tx: Tx, id: number) => Promise<T>,
): Promise<T> {
  return prisma.$transaction(async (tx) => {
    const course = await tx.course.findUnique({
      where: { id: courseId },
      select: { providerId: true, price: true, state: true, district: true, cityVillage: true, isOnline: true },
    });
    if (!course) throw new NotFoundError(NOT_FOUND);
    if (course.providerId !== viewerId) throw new ForbiddenError(NOT_OWNER);
    const data = updateData(input, course.price, course);
    await screenCourseEdit(tx, courseId, data);
    const limit = typeof data.maxEnrollments === "number" ? data.maxEnrollments : null;
    const updated = await tx.course.updateMany({
      where: { id: courseId, providerId: viewerId, ...(limit !== null ? { currentEnrollments: { lte: limit } } : {}) },
      data,
    });
    if (updated.count === 0) {
      throw new ValidationError(COURSE_MESSAGES.maxBelowCurrent, { maxEnrollments: COURSE_MESSAGES.maxBelowCurrent });
    }
    return read(tx, courseId);
  });
}
