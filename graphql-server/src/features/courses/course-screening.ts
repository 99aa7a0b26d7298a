// A course's text is screened for money requests whenever it is written, as a job's is: a listed course that asks
// students to pay beyond its price (a placement fee, a deposit) is held under review, seen only by its provider,
// and flagged for the moderation queue in the same transaction. Its own price may be named ("course fee ₹500").
import type { Prisma } from "../../generated/prisma/client.ts";
import type { CourseStatus } from "../../generated/prisma/enums.ts";
import type { Message } from "../../i18n/translate.ts";
import {
  type MoneyRequest,
  findMoneyRequestIn,
  flagForModeration,
  heldReason,
  statusAfterScreening,
} from "../screening/index.ts";

type Tx = Pick<Prisma.TransactionClient, "course" | "moderationFlag">;

interface CourseText {
  title?: string | null;
  description?: string | null;
  location?: string | null;
}

/** The free text of a course: title, description and the place as written. */
const textsOf = (course: CourseText) => [course.title, course.description, course.location];

/** Statuses only the course's own provider may see. */
export const PROVIDER_ONLY_STATUSES: readonly CourseStatus[] = ["draft", "under_review"];

/**
 * Screens a new course's columns: sets its status (under review instead of active when it asks for money) and
 * answers the words that do, or null.
 */
export function screenNewCourse(data: CourseText & { status: CourseStatus }): MoneyRequest | null {
  const request = findMoneyRequestIn(textsOf(data), "course");
  data.status = statusAfterScreening(data.status, request !== null);
  return request;
}

/** Flags a course just written with `tx` whose text asks for money. */
export async function flagCourse(tx: Tx, courseId: number, request: MoneyRequest | null): Promise<void> {
  if (request) await flagForModeration(tx, { type: "course", id: courseId }, request);
}

/**
 * Screens a course as an edit will leave it, inside the edit's transaction: sets the status the edit writes (the
 * one asked for, or the current one, after screening) and flags the course when it asks for money.
 */
export async function screenCourseEdit(tx: Tx, courseId: number, data: Prisma.CourseUpdateManyMutationInput) {
  const current = await tx.course.findUniqueOrThrow({
    where: { id: courseId },
    select: { title: true, description: true, location: true, status: true },
  });
  const request = findMoneyRequestIn(textsOf({ ...current, ...(data as CourseText) }), "course");
  const status = statusAfterScreening((data.status as CourseStatus | undefined) ?? current.status, request !== null);
  if (status !== current.status || data.status !== undefined) data.status = status;
  await flagCourse(tx, courseId, request);
}

/** Why a held course is under review, for its provider. */
export const courseHeldReason = (course: CourseText): Message => heldReason("course", textsOf(course));
