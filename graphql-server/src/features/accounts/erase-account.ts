// Erasing an account leaves nothing that names the person: no row with their name, phone, e-mail or
// address, and none of the free text they wrote (job and course texts, messages, feedback) or that others
// wrote to them (messages, notes on applications to their jobs). Their jobs and courses keep their place
// only to the district: the village, and coordinates finer than the district, could point at them. What
// others need stays, anonymously: a laborer's application to a removed job (their work history) and an
// enrolment in a removed course. The OTP send limits of the number survive, keyed by its hash.
import type { Prisma } from "../../generated/prisma/client.ts";
import { refreshCompletionRate } from "../courses/index.ts";
import { type MaybeCoordinates, coordinatesOf } from "../places/index.ts";
import { accountKey } from "../../limits/rate-limit.ts";

type Tx = Prisma.TransactionClient;
type District = { id: number; district: string | null; state: string | null };

/** The rows grouped by their district's coordinates (nulls when none is known), so each group is one update. */
function byDistrictCoordinates(rows: readonly District[]): Map<string, { at: MaybeCoordinates; ids: number[] }> {
  const groups = new Map<string, { at: MaybeCoordinates; ids: number[] }>();
  for (const row of rows) {
    const key = JSON.stringify([row.district, row.state]);
    let group = groups.get(key);
    if (!group) {
      group = { at: coordinatesOf({ district: row.district, state: row.state }), ids: [] };
      groups.set(key, group);
    }
    group.ids.push(row.id);
  }
  return groups;
}

/** Moves the erased person's jobs' and (not online) courses' coordinates to their district's. */
async function coarsenPlaces(tx: Tx, userId: number): Promise<void> {
  const jobs = await tx.job.findMany({
    where: { employerId: userId },
    select: { id: true, district: true, state: true },
  });
  for (const { at, ids } of byDistrictCoordinates(jobs).values()) {
    await tx.job.updateMany({ where: { id: { in: ids } }, data: at });
  }
  const courses = await tx.course.findMany({
    where: { providerId: userId, isOnline: false },
    select: { id: true, district: true, state: true },
  });
  for (const { at, ids } of byDistrictCoordinates(courses).values()) {
    await tx.course.updateMany({ where: { id: { in: ids } }, data: at });
  }
}

export const REMOVED_JOB_TITLE = "Removed job";
export const REMOVED_COURSE_TITLE = "Removed course";

/** Erases the user inside the caller's transaction. */
export async function eraseAccount(tx: Tx, userId: number): Promise<void> {
  // Their jobs close, and keep only what cannot name them: category, rate, dates, district and state.
  await tx.application.updateMany({
    where: { job: { employerId: userId }, status: "pending" },
    data: { status: "rejected" },
  });
  // Notes laborers wrote to them with an application go, like messages to them: they were written to this person.
  await tx.application.updateMany({
    where: { job: { employerId: userId }, message: { not: null } },
    data: { message: null },
  });
  await coarsenPlaces(tx, userId);
  await tx.rating.updateMany({
    where: { application: { job: { employerId: userId } } },
    data: { jobTitle: REMOVED_JOB_TITLE },
  });
  await tx.$executeRaw`
    UPDATE "Job"
    SET "status" = 'closed', "employerId" = NULL, "title" = ${REMOVED_JOB_TITLE}, "description" = '',
        "location" = concat_ws(', ', "district", "state"), "workingHours" = NULL, "updatedAt" = now()
    WHERE "employerId" = ${userId}`;
  await tx.course.updateMany({
    where: { providerId: userId },
    data: {
      status: "closed",
      providerId: null,
      title: REMOVED_COURSE_TITLE,
      description: "",
      location: null,
      cityVillage: null,
    },
  });
  // Their seats in other courses are freed.
  await tx.course.updateMany({
    where: {
      enrollments: { some: { laborerId: userId, status: { not: "cancelled" } } },
      currentEnrollments: { gt: 0 },
    },
    data: { currentEnrollments: { decrement: 1 } },
  });
  // Conversations go whole: what the other side wrote was written to this person.
  await tx.conversation.deleteMany({ where: { OR: [{ participantAId: userId }, { participantBId: userId }] } });
  await tx.feedback.deleteMany({ where: { userId } });
  // Ratings they gave keep their stars (the other person's standing) but lose the words and the name.
  await tx.rating.updateMany({ where: { raterId: userId }, data: { comment: null, raterId: null } });
  await tx.jobView.deleteMany({ where: { viewerKey: accountKey(userId) } });
  const coursesTaken = await tx.enrollment.findMany({ where: { laborerId: userId }, select: { courseId: true } });
  // Cascades to skills, applications, enrolments and sessions.
  await tx.user.deleteMany({ where: { id: userId } });
  // Their enrolments no longer count in those courses' completion rates.
  for (const { courseId } of coursesTaken) await refreshCompletionRate(tx, courseId);
}
