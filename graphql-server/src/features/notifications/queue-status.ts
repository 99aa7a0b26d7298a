// What `npm run notifications -- status` prints: the delivery log by channel and status, the queue's jobs by state,
// and the latest failures with their reasons.
import type { Prisma } from "../../db/client.ts";

export async function queueStatus(prisma: Prisma): Promise<string> {
  const [deliveries, jobs, failures] = await Promise.all([
    prisma.notificationDelivery.groupBy({
      by: ["channel", "status"],
      _count: { _all: true },
      orderBy: [{ channel: "asc" }, { status: "asc" }],
    }),
    prisma.$queryRaw<{ name: string; state: string; count: bigint }[]>`
      SELECT name, state::text AS state, count(*) AS count FROM pgboss.job GROUP BY name, state ORDER BY name, state`,
    prisma.notificationDelivery.findMany({
      where: { OR: [{ status: "failed" }, { status: "queued", detail: { not: null } }] },
      orderBy: { updatedAt: "desc" },
      take: 10,
      select: { id: true, channel: true, status: true, attempts: true, detail: true, updatedAt: true },
    }),
  ]);
  const lines = ["Deliveries (channel, status, count):"];
  if (deliveries.length === 0) lines.push("  none yet");
  for (const row of deliveries) lines.push(`  ${row.channel.padEnd(5)} ${row.status.padEnd(8)} ${row._count._all}`);
  lines.push("", "Queue jobs (queue, state, count):");
  if (jobs.length === 0) lines.push("  none");
  for (const row of jobs) lines.push(`  ${row.name.padEnd(22)} ${row.state.padEnd(10)} ${row.count}`);
  lines.push("", "Latest failures and retries:");
  if (failures.length === 0) lines.push("  none");
  for (const row of failures)
    lines.push(
      `  #${row.id} ${row.channel} ${row.status} after ${row.attempts} attempts, ${row.updatedAt.toISOString()}: ${row.detail}`,
    );
  return lines.join("\n");
}
