// The durable job queue: pg-boss on the app's own database (PostgreSQL, or PGlite in the one process). A job is
// written in the same transaction as the change that causes it, so it exists exactly when that change committed;
// workers in any number of processes take each job once (SKIP LOCKED) and retry it with backoff when it fails.
import { AsyncLocalStorage } from "node:async_hooks";
import { type Clock, type ConstructorOptions, type Db, PgBoss, fromPrisma, systemClock } from "pg-boss";
import type { Database } from "../db/adapter.ts";
import type { Logger } from "../log/logger.ts";
import { QUIET_HOURS, type QuietHours } from "../rules/notifications.ts";

/** The queues (created by the job_queue migration). */
export const QUEUES = {
  /** One job per notification and channel: send it (SMS or push). */
  delivery: "notification-delivery",
  /** One job per new urgent job: tell the laborers it suits. */
  alerts: "job-alerts",
  /** Every day at 07:00 India time: the digest of yesterday's other jobs. */
  digest: "job-alert-digest",
  /** One job per marked work day, when its wages would be overdue: remind both parties if they are. */
  wageDue: "wage-due",
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** What a transaction must offer to hold a job (Prisma's interactive transaction client does). */
export interface QueueTransaction {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

export interface JobQueue {
  boss: PgBoss;
  /** The queue's clock: the time quiet hours, caps and holds are judged by (tests drive a TestClock). */
  now(): Date;
  /** The quiet hours deliveries wait out (null: none). */
  quietHours: QuietHours | null;
  /** Adds a job inside `tx`: it exists if and only if `tx` commits. `startAfter` holds it until then. */
  send(tx: QueueTransaction, queue: QueueName, data: object, options?: { startAfter?: Date }): Promise<void>;
}

/** The transaction a send runs in, for pg-boss's own reads during that send (its queue lookup, once per queue). */
const sendingIn = new AsyncLocalStorage<QueueTransaction>();

/**
 * pg-boss's statements during a send run in the transaction it sends in: on PGlite, whose one connection that
 * transaction holds, a statement outside it would wait for it forever. Otherwise they run on `db` (a queue made
 * without a connection has none: it only sends).
 */
function inSendingTransaction(db: Db | undefined): Db {
  return {
    // The connection's other abilities (PGlite's session statements, which a test clock needs) stay.
    ...db,
    executeSql(text, values) {
      const tx = sendingIn.getStore();
      if (tx) return fromPrisma(tx).executeSql(text, values);
      if (db) return db.executeSql(text, values);
      return Promise.reject(new Error("this job queue has no connection of its own: it only sends in transactions"));
    },
  };
}

/**
 * The queue. With `connection` (the database's queueConnection) it can run workers; without one it only sends jobs
 * inside the caller's transactions, which is all a request needs. Nothing connects until a worker starts.
 */
export function createJobQueue(
  logger: Logger,
  {
    connection,
    clock = systemClock,
    quietHours = QUIET_HOURS,
  }: { connection?: Database["queueConnection"]; clock?: Clock; quietHours?: QuietHours | null } = {},
): JobQueue {
  // Maintenance (expiring jobs whose worker died, retention) and schedules run once a worker has started.
  const options: ConstructorOptions = {
    ...connection,
    // A pool of its own (PostgreSQL) is another connection: its reads never wait for the sending transaction.
    ...(!connection?.connectionString && { db: inSendingTransaction(connection?.db) }),
    schema: "pgboss",
    schedule: true,
    supervise: true,
    clock,
  };
  const boss = new PgBoss(options);
  boss.on("error", (error) => logger.warn({ err: error }, "job queue error"));
  return {
    boss,
    now: () => new Date(clock.now()),
    quietHours,
    async send(tx, queue, data, { startAfter = new Date(clock.now()) } = {}) {
      // Always with its start time from the queue's clock: the database's own clock (job_now()) in a transaction of
      // the app's pool may not be the queue's (a test clock lives on the queue's own connections).
      await sendingIn.run(tx, () => boss.send(queue, data, { db: fromPrisma(tx), startAfter }));
    },
  };
}

/**
 * NOTIFICATION_QUIET_HOURS: "21-7" (the default: 21:00 to 07:00 India time), other whole hours as "start-end", or
 * "off" for none.
 */
export function quietHoursFromEnv(value: string | undefined): QuietHours | null {
  const text = value?.trim();
  if (!text) return QUIET_HOURS;
  if (text === "off") return null;
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(text);
  const [startHour, endHour] = match ? [Number(match[1]), Number(match[2])] : [Number.NaN, Number.NaN];
  if (!(startHour >= 0 && startHour < 24 && endHour >= 0 && endHour < 24))
    throw new Error(`NOTIFICATION_QUIET_HOURS must be "off" or hours like "21-7", not "${text}"`);
  return { startHour, endHour };
}
