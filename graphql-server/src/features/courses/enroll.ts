import type { Prisma as Db } from "../../db/client.ts";
import { ConflictError, ForbiddenError, NotFoundError } from "../../errors/app-errors.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { ENROLL_MESSAGES } from "../../rules/course.ts";
import { COUNTERPART_MESSAGES } from "../../rules/counterparts.ts";
import { refreshCompletionRate } from "./complete-enrollment.ts";
import { type Notifier, notify } from "../notifications/index.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { personName } from "../../rules/person-name.ts";

/**
 * Enrols a laborer in one transaction: the course must be active and not full, the laborer not already
 * enrolled and not the course's provider. A conditional update claims the seat (currentEnrollments + 1 only while below
 * maxEnrollments), and the unique (courseId, laborerId) index stops a duplicate from a concurrent
 * request; either failure rolls the whole enrolment back. The provider is notified. Answers with `read` of the new enrolment,
 * inside the same transaction.
 */
export async function enrollLaborer<T>(
  prisma: Db,
  notifier: Notifier,
  courseId: number,
  laborerId: number,
  read: (tx: Prisma.TransactionClient, id: number) => Promise<T>,
): Promise<T> {
  return prisma.$transaction(async (tx) => {
    const course = await tx.course.findUnique({
      where: { id: courseId },
      select: { status: true, providerId: true, title: true },
    });
    if (!course) throw new NotFoundError(ENROLL_MESSAGES.notFound);
    // The person who runs the course is never its student, whatever their account type is now.
    if (course.providerId === laborerId) throw new ForbiddenError(COUNTERPART_MESSAGES.ownCourse);
    const existing = await tx.enrollment.findUnique({
      where: { courseId_laborerId: { courseId, laborerId } },
      select: { id: true },
    });
    if (existing) throw new ConflictError(ENROLL_MESSAGES.duplicate);
    if (course.status !== "active") throw new ConflictError(ENROLL_MESSAGES.notOpen);

    const claimed = await tx.course.updateMany({
      where: {
        id: courseId,
        status: "active",
        OR: [{ maxEnrollments: null }, { currentEnrollments: { lt: tx.course.fields.maxEnrollments } }],
      },
      data: { currentEnrollments: { increment: 1 } },
    });
    if (claimed.count === 0) throw new ConflictError(ENROLL_MESSAGES.full);

    let enrollmentId: number;
    try {
      enrollmentId = (await tx.enrollment.create({ data: { courseId, laborerId }, select: { id: true } })).id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(ENROLL_MESSAGES.duplicate);
      throw error;
    }
    // One more student who has not finished lowers the share who have.
    await refreshCompletionRate(tx, courseId);
    if (course.providerId !== null) {
      const student = await tx.user.findUniqueOrThrow({
        where: { id: laborerId },
        select: { firstName: true, lastName: true },
      });
      await notify(tx, notifier, {
        userId: course.providerId,
        event: "enrolment_received",
        actorId: laborerId,
        values: { name: personName(student) ?? "", course: course.title },
        link: `/course/${encodeURIComponent(globalIdOf("Course", courseId))}`,
      });
    }
    return read(tx, enrollmentId);
  });
}
