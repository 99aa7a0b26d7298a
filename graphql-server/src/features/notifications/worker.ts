// The queue's workers in this process: deliveries (SMS and push), urgent job alerts, and the 07:00 digest. Every
// server process runs them (several processes share the jobs; each job goes to one of them).
import type { JobResult, JobWithMetadata } from "pg-boss";
import type { Logger } from "../../log/logger.ts";
import { type DeliveryDeps, deliver } from "./deliver.ts";
import { alertForJob, sendJobDigest } from "./job-alerts.ts";
import type { Notifier } from "./notify.ts";
import { QUEUES } from "../../queue/job-queue.ts";

/** Deliveries one process sends at once (SMS and push calls in flight). */
const DELIVERY_BATCH = 10;

export interface WorkerOptions {
  /** Seconds before the first retry of a failed delivery (doubling after each, up to retryDelayMax). */
  retryDelaySeconds?: number;
  retryDelayMaxSeconds?: number;
  /** How often an idle worker looks for work. */
  pollingIntervalSeconds?: number;
}

/** Starts the workers; resolves once they poll. `stop` ends them, letting jobs in hand finish. */
export async function startNotificationWorkers(
  notifier: Notifier,
  deps: Omit<DeliveryDeps, "now" | "quietHours">,
  logger: Logger,
  options: WorkerOptions = {},
): Promise<{ stop(): Promise<void> }> {
  const { boss } = notifier.queue;
  await boss.start();
  if (options.retryDelaySeconds !== undefined || options.retryDelayMaxSeconds !== undefined) {
    await boss.updateQueue(QUEUES.delivery, {
      retryBackoff: true,
      ...(options.retryDelaySeconds !== undefined && { retryDelay: options.retryDelaySeconds }),
      ...(options.retryDelayMaxSeconds !== undefined && { retryDelayMax: options.retryDelayMaxSeconds }),
    });
  }
  const polling = options.pollingIntervalSeconds ?? 1;
  const full: DeliveryDeps = { ...deps, now: () => notifier.queue.now(), quietHours: notifier.queue.quietHours };
  // A batch at a time, each job settled on its own: a failed SMS is retried without the others in its batch.
  await boss.work(
    QUEUES.delivery,
    { batchSize: DELIVERY_BATCH, pollingIntervalSeconds: polling, includeMetadata: true, perJobResults: true },
    (jobs: JobWithMetadata<{ deliveryId: number }>[]) =>
      Promise.all(
        jobs.map(async (job): Promise<JobResult> => {
          try {
            const result = await deliver(full, job.data.deliveryId, job.retryCount >= job.retryLimit);
            if (!result.done) await boss.send(QUEUES.delivery, job.data, { startAfter: result.holdUntil });
            return { id: job.id, status: "completed" };
          } catch (error) {
            logger.warn(
              { deliveryId: job.data.deliveryId, err: error },
              "a notification delivery failed; it is retried",
            );
            return { id: job.id, status: "failed" };
          }
        }),
      ),
  );
  await boss.work<{ jobId: number }>(QUEUES.alerts, { pollingIntervalSeconds: polling }, async ([job]) => {
    const told = await alertForJob(deps.prisma, notifier, job!.data.jobId);
    logger.info({ jobId: job!.data.jobId, told }, "job alert sent");
  });
  await boss.work(QUEUES.digest, { pollingIntervalSeconds: Math.max(polling, 5) }, async () => {
    const told = await sendJobDigest(deps.prisma, notifier);
    logger.info({ told }, "job alert digest sent");
  });
  await boss.schedule(QUEUES.digest, "0 7 * * *", null, { tz: "Asia/Kolkata" });
  return {
    async stop() {
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
}
