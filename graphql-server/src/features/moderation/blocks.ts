// One person blocking another: no messages either way, and neither sees the other in the directories, nor the
// other's jobs in job lists.
import { Prisma } from "../../generated/prisma/client.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors/app-errors.ts";
import { BLOCK_MESSAGES } from "../../rules/moderation.ts";

type Db = Pick<Prisma.TransactionClient, "block" | "user">;

/** Blocks `blockedId` for `blockerId` (blocking twice is one block). */
export async function blockUser(db: Db, blockerId: number, blockedId: number): Promise<void> {
  if (blockerId === blockedId) throw new ValidationError(BLOCK_MESSAGES.self, { userId: BLOCK_MESSAGES.self });
  const other = await db.user.findUnique({ where: { id: blockedId }, select: { id: true } });
  if (!other) throw new NotFoundError(BLOCK_MESSAGES.userNotFound);
  await db.block.upsert({
    where: { blockerId_blockedId: { blockerId, blockedId } },
    create: { blockerId, blockedId },
    update: {},
  });
}

/** Lifts the block (none is fine). */
export async function unblockUser(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.block.deleteMany({ where: { blockerId, blockedId } });
}

/** Whether either of the two has blocked the other. */
export async function isBlockedBetween(db: Pick<Db, "block">, a: number, b: number): Promise<boolean> {
  const count = await db.block.count({
    where: {
      OR: [
        { blockerId: a, blockedId: b },
        { blockerId: b, blockedId: a },
      ],
    },
  });
  return count > 0;
}

/** Refuses (403) a message between two people when one has blocked the other. */
export async function refuseIfBlocked(db: Pick<Db, "block">, a: number, b: number | null): Promise<void> {
  if (b !== null && (await isBlockedBetween(db, a, b))) throw new ForbiddenError(BLOCK_MESSAGES.blocked);
}

/**
 * The same rule for a raw SQL statement: true when the person in column `person` (e.g. j."employerId"; a NULL
 * person is nobody) has not blocked the viewer and the viewer has not blocked them.
 */
export function notBlockedWithSql(person: Prisma.Sql, viewerId: number): Prisma.Sql {
  return Prisma.sql`NOT EXISTS (
    SELECT 1 FROM "Block" b
    WHERE (b."blockerId" = ${person} AND b."blockedId" = ${viewerId})
       OR (b."blockerId" = ${viewerId} AND b."blockedId" = ${person})
  )`;
}

/** People the viewer has not blocked and who have not blocked the viewer (everyone when signed out). */
export function notBlockedWith(viewerId: number | null | undefined): Prisma.UserWhereInput {
  if (viewerId == null) return {};
  return {
    NOT: {
      OR: [{ blocksMade: { some: { blockedId: viewerId } } }, { blocksReceived: { some: { blockerId: viewerId } } }],
    },
  };
}

const blockedByRequest = new WeakMap<object, Promise<number[]>>();

/**
 * The people the viewer has blocked or who have blocked the viewer (none when signed out), read once per
 * request: their jobs stay out of the viewer's job lists.
 */
export function blockedPeopleOf(
  db: Pick<Db, "block">,
  request: object,
  viewerId: number | null | undefined,
): Promise<number[]> {
  if (viewerId == null) return Promise.resolve([]);
  let ids = blockedByRequest.get(request);
  if (!ids) {
    ids = db.block
      .findMany({
        where: { OR: [{ blockerId: viewerId }, { blockedId: viewerId }] },
        select: { blockerId: true, blockedId: true },
      })
      .then((blocks) => [
        ...new Set(blocks.map((block) => (block.blockerId === viewerId ? block.blockedId : block.blockerId))),
      ]);
    blockedByRequest.set(request, ids);
  }
  return ids;
}
