// Rating the other party of a finished job. The employer rates a laborer they accepted, and that laborer
// rates the employer, once each per application, and only after the job has closed; nobody rates themselves. The ratee's
// User.rating (average) and reviewCount are recomputed in the same transaction, so they always match
// the ratings received.
import type { Prisma } from "../../generated/prisma/client.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../errors/app-errors.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { RATING_MESSAGES, commentProblem, starsProblem } from "../../rules/ratings.ts";
import { COUNTERPART_MESSAGES } from "../../rules/counterparts.ts";
import { personName } from "../../rules/person-name.ts";
import { type Notifier, notify } from "../notifications/index.ts";

export type RatingInput = { applicationId: number; raterId: number; stars: number; comment?: string | null };

/** Checks and stores one rating and tells the rated person; throws the typed error that explains a refusal. */
export async function rateApplication(
  tx: Prisma.TransactionClient,
  notifier: Notifier,
  input: RatingInput,
): Promise<void> {
  const stars = starsProblem(input.stars);
  const comment = input.comment?.trim() || null;
  const commentIssue = comment === null ? null : commentProblem(comment);
  if (stars || commentIssue) {
    const fieldErrors: Record<string, string> = {};
    if (stars) fieldErrors.stars = stars;
    if (commentIssue) fieldErrors.comment = commentIssue;
    throw new ValidationError(stars ?? commentIssue!, fieldErrors);
  }

  const application = await tx.application.findUnique({
    where: { id: input.applicationId },
    select: { status: true, laborerId: true, job: { select: { status: true, employerId: true, title: true } } },
  });
  const { raterId } = input;
  if (!application) throw new NotFoundError(RATING_MESSAGES.notFound);
  const isLaborer = application.laborerId === raterId;
  const isEmployer = application.job.employerId === raterId;
  // Someone else's application is as unknown to them as a missing one.
  if (!isLaborer && !isEmployer) throw new NotFoundError(RATING_MESSAGES.notFound);
  // Work one did for oneself earns no rating, whichever side one rates from.
  if (isLaborer && isEmployer) throw new ForbiddenError(COUNTERPART_MESSAGES.selfRating);
  if (application.status !== "accepted" || application.job.status !== "closed")
    throw new ConflictError(RATING_MESSAGES.notYet);
  const rateeId = isLaborer ? application.job.employerId : application.laborerId;
  if (rateeId === null) throw new ForbiddenError(RATING_MESSAGES.otherPartyGone);

  try {
    // The unique index (applicationId, raterId) settles a second rating, even two sent at once.
    await tx.rating.create({
      data: {
        applicationId: input.applicationId,
        raterId,
        rateeId,
        jobTitle: application.job.title,
        stars: input.stars,
        comment,
      },
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictError(RATING_MESSAGES.alreadyRated);
    throw error;
  }
  await refreshRatingSummary(tx, rateeId);
  const rater = await tx.user.findUniqueOrThrow({
    where: { id: raterId },
    select: { firstName: true, lastName: true, businessName: true },
  });
  await notify(tx, notifier, {
    userId: rateeId,
    event: "rating_received",
    actorId: raterId,
    values: { name: personName(rater) ?? rater.businessName ?? "", stars: input.stars },
    link: isLaborer ? "/employer-dashboard" : "/my-applications",
  });
}

/** Sets a user's rating and reviewCount from the ratings they received (null and 0 when none). */
export async function refreshRatingSummary(tx: Prisma.TransactionClient, userId: number): Promise<void> {
  const summary = await tx.rating.aggregate({
    where: { rateeId: userId },
    _avg: { stars: true },
    _count: { _all: true },
  });
  const average = summary._avg.stars;
  await tx.user.update({
    where: { id: userId },
    data: { rating: average === null ? null : Math.round(average * 10) / 10, reviewCount: summary._count._all },
  });
}
