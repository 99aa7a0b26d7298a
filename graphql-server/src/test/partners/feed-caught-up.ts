// For tests: wait until the partner job feed lists every job write made so far.
//
// The feed lists only changes below the oldest transaction still running on the database server
// (features/partners/job-feed.ts). On a PostgreSQL server that runs other work too (other test files migrating,
// seeding or writing their own databases), such a transaction delays the newest changes for a moment; it
// never drops them. A test that writes jobs and then reads the feed waits here first.
import type { Prisma as PrismaClient } from "../../db/client.ts";
import { unfinishedFrom } from "../../features/partners/job-feed.ts";

const POLL_MS = 25;
const GIVE_UP_MS = 30_000;

export async function feedCaughtUp(prisma: PrismaClient): Promise<void> {
  const [row] = await prisma.$queryRaw<{ last: bigint | null }[]>`SELECT max("changeTxid") AS last FROM "Job"`;
  const last = row?.last ?? 0n;
  for (let waited = 0; waited < GIVE_UP_MS; waited += POLL_MS) {
    if ((await unfinishedFrom(prisma)) > last) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw new Error(`a transaction elsewhere on the database server kept the job feed back for ${GIVE_UP_MS / 1000} s`);
}
