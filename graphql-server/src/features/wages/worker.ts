// The work-and-wages worker in this process: the overdue checks, one job per marked day, each when that day's
// wages fall due. The queue must have started (the notification workers start it).
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Logger } from "../../log/logger.ts";
import { QUEUES } from "../../queue/job-queue.ts";
import type { Notifier } from "../notifications/index.ts";
import { checkWageDue } from "./wage-due.ts";

export async function startWageWorkers(
  prisma: PrismaClient,
  notifier: Notifier,
  logger: Logger,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await notifier.queue.boss.work<{ applicationId: number; lastDay: string }>(
    QUEUES.wageDue,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async ([job]) => {
      const reminded = await checkWageDue(prisma, notifier, job!.data);
      if (reminded) logger.info({ applicationId: job!.data.applicationId }, "overdue wages reminded");
    },
  );
}
