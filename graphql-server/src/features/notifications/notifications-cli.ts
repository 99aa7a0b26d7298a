// `npm run notifications -- status`: the notification queue and delivery log of the server's database
// (DATABASE_URL, else the PGlite data directory, as the server).
import { runWithDatabase } from "../../db/run-cli.ts";
import { queueStatus } from "./queue-status.ts";

const USAGE = "Usage: npm run notifications -- status";

if (process.argv[2] !== "status") {
  console.error(USAGE);
  process.exit(1);
}

await runWithDatabase(async (prisma) => {
  console.log(await queueStatus(prisma));
  return 0;
});
