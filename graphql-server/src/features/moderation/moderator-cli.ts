// `npm run moderator -- add|remove|list <mobile>`: grants or removes the moderator flag in the server's database
// (DATABASE_URL, else the PGlite data directory, as the server).
import { type Database, openDatabase } from "../../db/adapter.ts";
import { createPrisma } from "../../db/client.ts";
import { migrate } from "../../db/migrate.ts";
import { DatabaseInUseError } from "../../db/pglite-lock.ts";
import { MODERATOR_USAGE, listModerators, parseModeratorArgs, setModerator } from "./moderators.ts";

const command = parseModeratorArgs(process.argv.slice(2));
if (command.kind === "invalid") {
  console.error(`${command.message}\n\n${MODERATOR_USAGE}`);
  process.exit(1);
}

let db: Database;
try {
  db = await openDatabase();
} catch (error) {
  if (!(error instanceof DatabaseInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const prisma = createPrisma(db);
let exitCode = 1;
try {
  await migrate(db.factory);
  if (command.kind === "list") {
    const moderators = await listModerators(prisma);
    if (moderators.length === 0) console.log("No moderators yet. Make one with: npm run moderator -- add <mobile>");
    for (const user of moderators)
      console.log(`${user.id}  ${user.mobileNumber}  ${[user.firstName, user.lastName].filter(Boolean).join(" ")}`);
    exitCode = 0;
  } else if (await setModerator(prisma, command.mobile, command.kind === "add")) {
    console.log(
      command.kind === "add" ? `${command.mobile} is now a moderator.` : `${command.mobile} is no longer a moderator.`,
    );
    exitCode = 0;
  } else {
    console.error(`No account has the number ${command.mobile}. They must sign in once first.`);
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  await prisma.$disconnect();
  await db.close();
}
// Explicitly: closing PGlite resets process.exitCode.
process.exit(exitCode);
