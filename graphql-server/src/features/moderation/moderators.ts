// Granting and removing the moderator flag (the operator's `npm run moderator` command).
import type { Prisma } from "../../generated/prisma/client.ts";

type Db = Pick<Prisma.TransactionClient, "user">;

export const MODERATOR_USAGE = `Usage:
  npm run moderator -- add <mobile>      make the account with this 10-digit number a moderator
  npm run moderator -- remove <mobile>   take the moderator flag away
  npm run moderator -- list              list the moderators`;

export type ModeratorCommand =
  | { kind: "add" | "remove"; mobile: string }
  | { kind: "list" }
  | { kind: "invalid"; message: string };

export function parseModeratorArgs(args: readonly string[]): ModeratorCommand {
  const [verb, mobile, ...rest] = args;
  if (verb === "list" && mobile === undefined) return { kind: "list" };
  if ((verb === "add" || verb === "remove") && rest.length === 0) {
    if (!mobile || !/^\d{10}$/.test(mobile)) return { kind: "invalid", message: "Give a 10-digit mobile number." };
    return { kind: verb, mobile };
  }
  return { kind: "invalid", message: "Unknown command." };
}

/** Sets the flag on the account with this number; false when there is none. */
export async function setModerator(db: Db, mobile: string, isModerator: boolean): Promise<boolean> {
  const changed = await db.user.updateMany({ where: { mobileNumber: mobile }, data: { isModerator } });
  return changed.count > 0;
}

export const listModerators = (db: Db) =>
  db.user.findMany({
    where: { isModerator: true },
    orderBy: { id: "asc" },
    select: { id: true, mobileNumber: true, firstName: true, lastName: true },
  });
