// The KhetSetu server: migrate → seed demo data if the embedded database is empty → listen. With
// WEB_CONCURRENCY=N (PostgreSQL only) this primary process migrates and seeds once, then forks N workers
// (node:cluster) that share the port and serve; the primary only supervises them and purges expired rows.
import cluster from "node:cluster";
import { serve } from "@hono/node-server";
import { SmsConfigurationError } from "../sms/sms-provider-from-env.ts";
import { ConfigError, type ServerConfig, loadConfig } from "./config.ts";
import { openDatabase } from "../db/adapter.ts";
import { DatabaseInUseError } from "../db/pglite-lock.ts";
import { createPrisma } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { fillMissingCoordinates } from "../features/places/index.ts";
import { ensureSkillCatalogue } from "../db/seed/skill-catalogue.ts";
import { isDatabaseEmpty, seedDemo } from "../db/seed/demo.ts";
import { createApp } from "./create-app.ts";
import { createPublicReadCache } from "../http/response-cache.ts";
import { logger } from "../log/logger.ts";
import { schedulePurge } from "./purge.ts";
import type { Database } from "../db/adapter.ts";
import type { Prisma } from "../db/client.ts";
import type { AppServices } from "../graphql/context.ts";
import { createServices } from "./services.ts";
import { dataDir } from "../db/config.ts";
import {
  createJobQueue,
  createPushSender,
  loadVapidKeys,
  quietHoursFromEnv,
  startNotificationWorkers,
} from "../features/notifications/index.ts";
import { startWageWorkers } from "../features/wages/index.ts";
import { SMS_LIMITS } from "../rules/notifications.ts";

/** Configuration mistakes stop the server with one clear line instead of a stack trace. */
function refuseToStart(error: unknown): never {
  if (error instanceof ConfigError || error instanceof SmsConfigurationError || error instanceof DatabaseInUseError) {
    logger.fatal(error.message);
    console.error(`KhetSetu cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

async function main() {
  // A worker's every log line says which worker wrote it.
  if (cluster.worker) logger.setBindings({ worker: cluster.worker.id });
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (error) {
    refuseToStart(error);
  }

  const db = await openDatabase().catch(refuseToStart);
  const prisma = createPrisma(db);
  let services: AppServices;
  let queue: ReturnType<typeof createJobQueue>;
  try {
    queue = createJobQueue(logger, {
      connection: db.queueConnection,
      quietHours: quietHoursFromEnv(process.env.NOTIFICATION_QUIET_HOURS),
    });
    const push = createPushSender(loadVapidKeys(process.env, dataDir()));
    services = createServices(prisma, config, logger, undefined, { queue, push });
  } catch (error) {
    refuseToStart(error);
  }
  if (cluster.isPrimary) {
    const applied = await migrate(db.factory);
    if (applied.length) logger.info({ applied }, "migrations applied");
    if (config.seedWhenEmpty && (await isDatabaseEmpty(prisma))) {
      await seedDemo(prisma);
      logger.info("embedded database was empty: demo data loaded");
    }
    // Every database has the whole skills catalogue (new skills and synonyms arrive with new releases).
    await ensureSkillCatalogue(prisma);
    const located = await fillMissingCoordinates(prisma);
    if (located) logger.info({ rows: located }, "coordinates filled in from place names");
    schedulePurge(prisma, (error) => logger.warn({ err: error }, "purging expired rows failed"));
    if (config.workers > 1) {
      superviseWorkers(config.workers, prisma, db);
      return;
    }
  }

  const policy = {
    trustProxyHops: config.trustProxyHops,
    corsOrigins: config.corsOrigins,
    production: config.production,
    publicOrigin: config.publicOrigin,
  };
  if (config.production && config.trustProxyHops > 0 && !config.publicOrigin) {
    logger.warn("TRUST_PROXY without PUBLIC_ORIGIN: cross-site checks believe the proxy's X-Forwarded-Host");
  }
  const publicReads = config.responseCache ? createPublicReadCache() : null;
  // Answers are served from the cache only while this process hears every job write (response-cache.ts).
  const stopListening = publicReads ? await publicReads.follow(db) : null;
  const app = createApp({
    services,
    staticDir: config.staticDir,
    policy,
    serverRender: config.serverRender,
    publicReads,
  });
  // Every serving process delivers notifications; the queue gives each job to one of them.
  const workers = await startNotificationWorkers(
    services.notifications,
    {
      prisma,
      sms: services.sms,
      push: services.push,
      logger,
      production: config.production,
      env: process.env,
      publicOrigin: config.publicOrigin ?? `http://localhost:${config.port}`,
      dailySmsBudget: Number(process.env.SMS_DAILY_BUDGET ?? SMS_LIMITS.defaultDailyBudget),
    },
    logger,
    {
      retryDelaySeconds: optionalNumber(process.env.NOTIFICATION_RETRY_DELAY_SECONDS),
      retryDelayMaxSeconds: optionalNumber(process.env.NOTIFICATION_RETRY_DELAY_MAX_SECONDS),
    },
  );
  await startWageWorkers(prisma, services.notifications, logger);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { port: info.port, database: db.kind, otpDemo: config.otpDemo },
      `KhetSetu listening on http://localhost:${info.port}`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await workers.stop().catch((error) => logger.warn({ err: error }, "stopping the queue's workers failed"));
      await stopListening?.().catch(() => {});
      await prisma.$disconnect();
      await db.close();
      logger.info("stopped");
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/** A number from the environment, or undefined when unset. */
function optionalNumber(value: string | undefined): number | undefined {
  return value === undefined || value.trim() === "" ? undefined : Number(value);
}

/**
 * The primary of a cluster: forks `count` workers running this same module, replaces a worker that stops
 * after it was serving, gives up (exit 1) when one stops before it ever listened (it would only stop again),
 * and on SIGTERM/SIGINT stops them all, then itself.
 */
function superviseWorkers(count: number, prisma: Prisma, db: Database): void {
  cluster.setupPrimary({ exec: import.meta.filename });
  const listened = new Set<number>();
  let stopping = false;
  const finish = async (code: number) => {
    await prisma.$disconnect();
    await db.close();
    process.exit(code);
  };
  cluster.on("listening", (worker) => listened.add(worker.id));
  cluster.on("exit", (worker, code, signal) => {
    const running = Object.keys(cluster.workers ?? {}).length;
    if (stopping) {
      if (running === 0) void finish(0);
      return;
    }
    if (!listened.has(worker.id)) {
      logger.fatal({ code, signal }, "a server worker stopped before it could listen; stopping");
      stop("worker failure", 1);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "a server worker stopped; starting another");
    cluster.fork();
  });
  const stop = (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, "shutting down the workers");
    const force = setTimeout(() => process.exit(exitCode || 1), 12_000);
    force.unref();
    const workers = Object.values(cluster.workers ?? {});
    if (workers.length === 0) void finish(exitCode);
    for (const worker of workers) worker?.process.kill("SIGTERM");
    if (exitCode) process.exitCode = exitCode;
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  for (let i = 0; i < count; i++) cluster.fork();
  logger.info({ workers: count }, "server workers starting");
}

await main();
