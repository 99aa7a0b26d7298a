// A course's provider marks a student's enrolment completed: progress 100 and the time, and the course's
// completionRate (completed as a share of enrolments that were not cancelled, in whole percent) recomputed in
// the same transaction, and the student told.
import type { Prisma } from "../../generated/prisma/client.ts";
import { ConflictError, ForbiddenError, NotFoundError } from "../../errors/app-errors.ts";
import { COURSE_MESSAGES } from "../../rules/course.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { type Notifier, notify } from "../notifications/index.ts";

export async function completeEnrollment(
  tx: Prisma.TransactionClient,
  notifier: Notifier,
  enrollmentId: number,
  providerId: number,
): Promise<void> {
  const enrollment = await tx.enrollment.findUnique({
    where: { id: enrollmentId },
    select: {
      status: true,
      laborerId: true,
      courseId: true,
      course: { select: { providerId: true, title: true } },
    },
  });
  if (!enrollment) throw new NotFoundError(COURSE_MESSAGES.enrollmentNotFound);
  if (enrollment.course.providerId !== providerId) {
    // The laborer sees their own enrolment; anyone else does not learn it exists.
    if (enrollment.laborerId === providerId) throw new ForbiddenError(COURSE_MESSAGES.notOwner);
    throw new NotFoundError(COURSE_MESSAGES.enrollmentNotFound);
  }
  if (enrollment.status === "cancelled") throw new ConflictError(COURSE_MESSAGES.enrollmentCancelled);
  // Completing twice changes nothing (the first time stands).
  const { count } = await tx.enrollment.updateMany({
    where: { id: enrollmentId, status: "enrolled" },
    data: { status: "completed", progress: 100, completedAt: new Date() },
  });
  await refreshCompletionRate(tx, enrollment.courseId);
  if (count > 0 && enrollment.laborerId !== null)
    await notify(tx, notifier, {
      userId: enrollment.laborerId,
      event: "course_completed",
      values: { course: enrollment.course.title },
      link: `/course/${encodeURIComponent(globalIdOf("Course", enrollment.courseId))}`,
    });
}

/** completionRate = completed / (enrolled + completed), in whole percent; null while nobody is enrolled. */
export async function refreshCompletionRate(tx: Prisma.TransactionClient, courseId: number): Promise<void> {
  const counts = await tx.enrollment.groupBy({
    by: ["status"],
    where: { courseId, status: { not: "cancelled" } },
    _count: { _all: true },
  });
  const total = counts.reduce((sum, row) => sum + row._count._all, 0);
  const completed = counts.find((row) => row.status === "completed")?._count._all ?? 0;
  await tx.course.update({
    where: { id: courseId },
    data: { completionRate: total === 0 ? null : Math.round((completed / total) * 100) },
  });
}
