// The partner change feed of jobs: jobs in the order they last changed, with a cursor that stays valid
// while jobs are inserted and changed concurrently.
//
// Every write of a job stores the id of its transaction in Job.changeTxid (triggers of the
// 20261124080143_partner_api migration; a view-count bump is not a change). The feed is ordered by
// (changeTxid, id) and returns only rows whose transaction has finished: changeTxid below the xmin of a
// snapshot taken for the page (every transaction below xmin has finished; any transaction still running,
// or started later, has an id of xmin or more). So a change that commits after a page was read always
// lands after that page's cursor: paging never skips it, and a changed job comes again as its new version.
import type { Prisma } from "../../generated/prisma/client.ts";
import type { JobCategory } from "../../generated/prisma/enums.ts";
import { OWNER_ONLY_STATUSES, samePlace, wageBandWhere } from "../jobs/index.ts";
import type { Prisma as PrismaClient } from "../../db/client.ts";
import type { WageBand } from "../../rules/wage-bands.ts";

/** A position in the feed: the last job a page returned. */
export interface FeedPosition {
  changeTxid: bigint;
  id: number;
}

export interface OpenJobsFilter {
  state?: string | null;
  district?: string | null;
  category?: JobCategory | null;
  wageBand?: WageBand | null;
  startDateFrom?: Date | null;
  startDateTo?: Date | null;
  updatedSince?: Date | null;
  includeClosed?: boolean | null;
}

/** Feed order: oldest change first; the id orders the jobs one transaction changed (index Job(changeTxid, id)). */
export const FEED_ORDER = [{ changeTxid: "asc" }, { id: "asc" }] satisfies Prisma.JobOrderByWithRelationInput[];

const CURSOR_PREFIX = "jobfeed:";

/** The opaque cursor of a position (base64url of "jobfeed:<changeTxid>:<id>"). */
export function encodeFeedCursor(position: FeedPosition): string {
  return Buffer.from(`${CURSOR_PREFIX}${position.changeTxid}:${position.id}`).toString("base64url");
}

/** The position a cursor names, or null when the text is not a cursor of this feed. */
export function decodeFeedCursor(cursor: string): FeedPosition | null {
  if (!/^[A-Za-z0-9_-]{1,80}={0,2}$/.test(cursor)) return null;
  const match = Buffer.from(cursor, "base64url")
    .toString("utf8")
    .match(/^jobfeed:(\d{1,19}):(\d{1,10})$/);
  if (!match) return null;
  const changeTxid = BigInt(match[1]!);
  const id = Number(match[2]);
  if (changeTxid > 9_223_372_036_854_775_807n || id > 2_147_483_647) return null;
  return { changeTxid, id };
}

/**
 * The jobs the filter asks for, open ones only unless `includeClosed`. "Open" is what the app's own
 * search lists: status active (features/jobs/job-filters.ts). A job held under review is never listed, closed
 * ones included. Places compare case-insensitively under any of their names (Mysore is Mysuru), as the app's
 * nearby search does.
 */
export function openJobsWhere(filter: OpenJobsFilter): Prisma.JobWhereInput {
  const and: Prisma.JobWhereInput[] = [];
  and.push(filter.includeClosed ? { status: { notIn: [...OWNER_ONLY_STATUSES] } } : { status: "active" });
  if (filter.state?.trim()) and.push(samePlace("state", filter.state));
  if (filter.district?.trim()) and.push(samePlace("district", filter.district));
  if (filter.category) and.push({ category: filter.category });
  if (filter.wageBand) and.push(wageBandWhere(filter.wageBand));
  if (filter.startDateFrom) and.push({ startDate: { gte: filter.startDateFrom } });
  if (filter.startDateTo) and.push({ startDate: { lte: filter.startDateTo } });
  if (filter.updatedSince) and.push({ updatedAt: { gte: filter.updatedSince } });
  return { AND: and };
}

/**
 * The first transaction id that may not have finished yet: the xmin of a new snapshot. Rows with a
 * changeTxid below it were written by finished transactions, and no later write can get an id below it.
 */
export async function unfinishedFrom(prisma: PrismaClient): Promise<bigint> {
  const [row] = await prisma.$queryRaw<
    { xmin: bigint }[]
  >`SELECT pg_snapshot_xmin(pg_current_snapshot())::text::bigint AS xmin`;
  return BigInt(row!.xmin);
}

/**
 * The feed's rows after `after` (all from the start without one), finished changes only. The
 * `changeTxid >= …` bound is implied by the OR but lets the (changeTxid, id) index start at the cursor.
 */
export function feedWhere(
  filter: Prisma.JobWhereInput,
  before: bigint,
  after: FeedPosition | null,
): Prisma.JobWhereInput {
  const and: Prisma.JobWhereInput[] = [filter, { changeTxid: { lt: before } }];
  if (after) {
    and.push({ changeTxid: { gte: after.changeTxid } });
    and.push({ OR: [{ changeTxid: { gt: after.changeTxid } }, { id: { gt: after.id } }] });
  }
  return { AND: and };
}
