// `npm run moderator -- add|remove|list <mobile>`: grants or removes the moderator flag in the server's database
// (DATABASE_URL, else the PGlite data directory, as the server).
import { runWithDatabase } from "../../db/run-cli.ts";
import { MODERATOR_USAGE, listModerators, parseModeratorArgs, setModerator } from "./moderators.ts";

const command = parseModeratorArgs(process.argv.slice(2));
if (command.kind === "invalid") {
  console.error(`${command.message}\n\n${MODERATOR_USAGE}`);
  process.exit(1);
}

await runWithDatabase(async (prisma) => {
  if (command.kind === "list") {
    const moderators = await listModerators(prisma);
    if (moderators.length === 0) console.log("No moderators yet. Make one with: npm run moderator -- add <mobile>");
    for (const user of moderators)
      console.log(`${user.id}  ${user.mobileNumber}  ${[user.firstName, user.lastName].filter(Boolean).join(" ")}`);
    return 0;
  }
  if (await setModerator(prisma, command.mobile, command.kind === "add")) {
    console.log(
      command.kind === "add" ? `${command.mobile} is now a moderator.` : `${command.mobile} is no longer a moderator.`,
    );
    return 0;
  }
  console.error(`No account has the number ${command.mobile}. They must sign in once first.`);
  return 1;
});
