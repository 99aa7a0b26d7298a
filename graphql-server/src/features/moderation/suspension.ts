// A suspended person: signed in, told why and until when, but refused when they post a job, create a course, apply,
// enrol or send a message; their jobs and courses are out of others' lists until the suspension ends.
import type { Prisma } from "../../generated/prisma/client.ts";
import { ForbiddenError } from "../../errors/app-errors.ts";
import { MODERATION_MESSAGES, isSuspended } from "../../rules/moderation.ts";

/** A date as the suspension message names it: YYYY-MM-DD in India. */
export function indiaDay(date: Date): string {
  return new Date(date.getTime() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Refuses (403, naming the end date and the reason) when the person is suspended now. */
export function refuseWhileSuspended(
  person: { suspendedUntil: Date | null; suspensionReason: string | null } | null | undefined,
  now: Date = new Date(),
): void {
  if (!person || !isSuspended(person.suspendedUntil, now)) return;
  throw new ForbiddenError({
    id: MODERATION_MESSAGES.suspended,
    values: { until: indiaDay(person.suspendedUntil!), reason: person.suspensionReason ?? "" },
  });
}

/** Jobs whose employer is not suspended now (ownerSuspendedUntil mirrors the employer's suspension). */
export const jobOwnerNotSuspended = (now: Date = new Date()): Prisma.JobWhereInput => ({
  OR: [{ ownerSuspendedUntil: null }, { ownerSuspendedUntil: { lte: now } }],
});

/** Courses whose provider is not suspended now. */
export const courseOwnerNotSuspended = (now: Date = new Date()): Prisma.CourseWhereInput => ({
  OR: [{ ownerSuspendedUntil: null }, { ownerSuspendedUntil: { lte: now } }],
});
