import type { Prisma as Db } from "../db/client.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import type { CourseStatus, SkillCategory } from "../generated/prisma/enums.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import { COURSE_MESSAGES, isFreeFor, optionalText } from "./course-rules.ts";

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
  skillCategory?: SkillCategory | null;
  maxEnrollments?: number | null;
  status?: CourseStatus | null;
}

const NOT_FOUND = "Course not found";
const NOT_OWNER = "You can only change your own courses";

type Tx = Prisma.TransactionClient;

/** Creates a course for the provider; answers with `read` of the new course, inside the same transaction. */
export async function createCourse<T>(
  prisma: Db,
  providerId: number,
  input: CourseFields,
  read: (tx: Tx, id: number) => Promise<T>,
): Promise<T> {
  const price = input.price ?? 0;
  const data = {
    providerId,
    title: (input.title ?? "").trim(),
    description: input.description?.trim() ?? "",
    duration: input.duration ?? 0,
    price,
    isFree: isFreeFor(price, input.isFree),
    isGovernmentProgram: input.isGovernmentProgram ?? false,
    certificateProvided: input.certificateProvided ?? false,
    location: optionalText(input.location),
    skillCategory: input.skillCategory ?? null,
    maxEnrollments: input.maxEnrollments ?? null,
    status: input.status ?? "active",
  };
  return prisma.$transaction(async (tx) => {
    const course = await tx.course.create({ data, select: { id: true } });
    return read(tx, course.id);
  });
}

/** The columns an update writes: only the fields sent; `isFree` only together with the price. */
function updateData(input: CourseFields, currentPrice: number): Prisma.CourseUpdateManyMutationInput {
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
  if (input.location !== undefined) data.location = optionalText(input.location);
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
    const course = await tx.course.findUnique({ where: { id: courseId }, select: { providerId: true, price: true } });
    if (!course) throw new NotFoundError(NOT_FOUND);
    if (course.providerId !== viewerId) throw new ForbiddenError(NOT_OWNER);
    const data = updateData(input, course.price);
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
