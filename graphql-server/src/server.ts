// The KhetSetu server: migrate → seed demo data if the embedded database is empty → listen.
import { serve } from "@hono/node-server";
import { SmsConfigurationError } from "./auth/sms/sms-provider-from-env.ts";
import { ConfigError, type ServerConfig, loadConfig } from "./config.ts";
import { openDatabase } from "./db/adapter.ts";
import { createPrisma } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { isDatabaseEmpty, seedDemo } from "./db/seed/demo.ts";
import { createApp } from "./http/app.ts";
import { logger } from "./logger.ts";
import { schedulePurge } from "./maintenance/purge.ts";
import { createServices } from "./services.ts";

/** Configuration mistakes stop the server with one clear line instead of a stack trace. */
function refuseToStart(error: unknown): never {
  if (error instanceof ConfigError || error instanceof SmsConfigurationError) {
    logger.fatal(error.message);
    console.error(`KhetSetu cannot start: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

async function main() {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (error) {
    refuseToStart(error);
  }

  const db = await openDatabase();
  const prisma = createPrisma(db);
  let services;
  try {
    services = createServices(prisma, config);
  } catch (error) {
    refuseToStart(error);
  }
  const applied = await migrate(db.factory);
  if (applied.length) logger.info({ applied }, "migrations applied");
  if (config.seedWhenEmpty && (await isDatabaseEmpty(prisma))) {
    await seedDemo(prisma);
    logger.info("embedded database was empty: demo data loaded");
  }

  schedulePurge(prisma, (error) => logger.warn({ err: error }, "purging expired rows failed"));
  const policy = { trustProxyHops: config.trustProxyHops, corsOrigins: config.corsOrigins, production: config.production };
  const app = createApp({ services, staticDir: config.staticDir, policy });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ port: info.port, database: db.kind, otpDemo: config.otpDemo }, `KhetSetu listening on http://localhost:${info.port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
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

await main();
