// `npm run seed`: the demo data, or with --jobs/--laborers a large synthetic dataset.
import cliProgress from "cli-progress";
import { type Database, openDatabase } from "../adapter.ts";
import { createPrisma } from "../client.ts";
import { migrate } from "../migrate.ts";
import { SEED_USAGE, parseSeedArgs } from "./cli-args.ts";
import { DEMO_ACCOUNTS, seedDemo } from "./demo.ts";
import { demoDataSummary } from "./demo-summary.ts";
import { seedSynthetic } from "./synthetic.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";

const command = parseSeedArgs(process.argv.slice(2));
if (command.kind === "invalid") {
  console.error(`${command.message}\n\n${SEED_USAGE}`);
  process.exit(1);
}
if (command.kind === "help") {
  console.log(SEED_USAGE);
  process.exit(0);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function runDemo(prisma: PrismaClient): Promise<void> {
  const started = performance.now();
  const { created } = await seedDemo(prisma);
  if (!created) {
    console.log("Demo data is already there; nothing added.");
    return;
  }
  const summary = Object.entries(demoDataSummary())
    .map(([kind, count]) => `${count} ${kind.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}`)
    .join(", ");
  console.log(`Demo data added in ${seconds(performance.now() - started)}: ${summary}.`);
  console.log("Sign in with these mobile numbers:");
  for (const [role, mobile] of Object.entries(DEMO_ACCOUNTS)) console.log(`  ${role.padEnd(18)} ${mobile}`);
}

async function runSynthetic(prisma: PrismaClient, db: Database, jobs: number, laborers: number): Promise<void> {
  const bar = new cliProgress.SingleBar(
    { format: "Seeding |{bar}| {percentage}% | {value}/{total} rows | {duration_formatted} (ETA {eta_formatted})" },
    cliProgress.Presets.shades_classic,
  );
  const started = performance.now();
  let barStarted = false;
  try {
    const result = await seedSynthetic(prisma, {
      jobs,
      laborers,
      checkpointAfterBatches: db.kind === "pglite",
      onProgress: ({ inserted, total }) => {
        if (!barStarted) {
          bar.start(total, inserted);
          barStarted = true;
        } else bar.update(inserted);
      },
    });
    bar.stop();
    console.log(
      `Added ${result.laborers} laborers (${result.laborerSkills} skills), ${result.employers} employers, ` +
        `${result.jobs} jobs (${result.jobSkills} required skills): ${result.total} rows in ${seconds(performance.now() - started)}.`,
    );
  } catch (error) {
    bar.stop();
    throw error;
  }
}

const db = await openDatabase();
const prisma = createPrisma(db);
try {
  const applied = await migrate(db.factory);
  if (applied.length > 0) console.log(`Applied ${applied.length} migration(s).`);
  if (command.kind === "demo") await runDemo(prisma);
  else await runSynthetic(prisma, db, command.jobs, command.laborers);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
  await db.close();
}
