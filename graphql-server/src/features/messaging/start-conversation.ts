import type { Prisma as Db } from "../../db/client.ts";
import { NotFoundError, ValidationError } from "../../errors/app-errors.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { RATE_LIMITS, RATE_LIMIT_MESSAGES } from "../../limits/limits.ts";
import { accountKey, enforceRateLimits } from "../../limits/rate-limit.ts";
import { START_MESSAGES } from "../../rules/messaging.ts";
import { orderedPair } from "./participants.ts";
import { refuseIfBlocked, refuseWhileSuspended } from "../moderation/index.ts";

/**
 * The conversation between the viewer and another user (about a job, optionally), created if it
 * does not exist yet (which counts towards the viewer's limit of new conversations); answers with
 * `read` of it inside the transaction. A job conversation must include the job's employer (an
 * employer writing to an applicant, or a laborer to the employer).
 *
 * The unique index (participantAId, participantBId, jobId) does not stop duplicates when jobId is
 * NULL (NULLs are distinct in PostgreSQL), so the look-up and the insert run in one transaction
 * under an advisory lock on the pair; P2002 is still handled for the job case.
 */
export async function startConversation<T>(
  prisma: Db,
  viewerId: number,
  otherId: number,
  jobId: number | null,
  read: (db: Prisma.TransactionClient, id: number) => Promise<T>,
): Promise<T> {
  if (otherId === viewerId) throw new ValidationError(START_MESSAGES.self, { participantId: START_MESSAGES.self });
  const pair = orderedPair(viewerId, otherId);
  const find = () => prisma.conversation.findFirst({ where: { ...pair, jobId }, select: { id: true } });
  try {
    return await prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT 1 FROM pg_advisory_xact_lock(${pair.participantAId}::int, ${pair.participantBId}::int)`;
      const other = await tx.user.findUnique({ where: { id: otherId }, select: { id: true } });
      if (!other) throw new NotFoundError(START_MESSAGES.userNotFound);
      refuseWhileSuspended(
        await tx.user.findUnique({ where: { id: viewerId }, select: { suspendedUntil: true, suspensionReason: true } }),
      );
      await refuseIfBlocked(tx, viewerId, otherId);
      if (jobId !== null) {
        const job = await tx.job.findUnique({ where: { id: jobId }, select: { employerId: true } });
        if (!job) throw new NotFoundError(START_MESSAGES.jobNotFound);
        if (job.employerId !== viewerId && job.employerId !== otherId) {
          throw new ValidationError(START_MESSAGES.jobNotTheirs, { jobId: START_MESSAGES.jobNotTheirs });
        }
      }
      const existing = await tx.conversation.findFirst({ where: { ...pair, jobId }, select: { id: true } });
      if (existing) return read(tx, existing.id);
      await enforceRateLimits(
        tx,
        [{ limit: RATE_LIMITS.conversationStartsPerAccount, key: accountKey(viewerId) }],
        RATE_LIMIT_MESSAGES.conversationStarts,
      );
      const created = await tx.conversation.create({ data: { ...pair, jobId }, select: { id: true } });
      return read(tx, created.id);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent request created it first: answer with that one.
    const existing = await find();
    if (!existing) throw error;
    return read(prisma, existing.id);
  }
}
