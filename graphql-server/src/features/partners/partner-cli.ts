// `npm run partner -- create|list|revoke|rotate`: manages partner API keys in the server's database (PARTNER_USAGE).
import type { Prisma } from "../../db/client.ts";
import { runWithDatabase } from "../../db/run-cli.ts";
import type { PartnerKey } from "../../generated/prisma/client.ts";
import { PARTNER_USAGE, type PartnerCommand, parsePartnerArgs } from "./partner-cli-args.ts";
import { createPartnerKey, listPartnerKeys, revokePartnerKey, rotatePartnerKey } from "./partner-keys.ts";

const command = parsePartnerArgs(process.argv.slice(2));
if (command.kind === "invalid") {
  console.error(`${command.message}\n\n${PARTNER_USAGE}`);
  process.exit(1);
}
if (command.kind === "help") {
  console.log(PARTNER_USAGE);
  process.exit(0);
}

const GRAPHQL_URL = `http://localhost:${process.env.PORT || 3000}/graphql`;

const when = (date: Date | null) => (date ? `${date.toISOString().replace("T", " ").slice(0, 16)} UTC` : "-");

function printKey(key: string, row: PartnerKey): void {
  console.log(`  id:     ${row.id}`);
  console.log(`  name:   ${row.name}`);
  console.log(`  points: ${row.pointsPerHour} per hour`);
  console.log(`  key:    ${key}`);
  console.log("This is the only time the key is shown: store it now (only its hash is kept).");
  console.log(
    `Use it: curl -H "Authorization: Bearer ${key}" -H "Content-Type: application/json" -d '{"query":"{ rateLimit { limit remaining resetAt } }"}' ${GRAPHQL_URL}`,
  );
}

function printList(rows: PartnerKey[]): void {
  if (rows.length === 0) {
    console.log('No partner keys yet. Make one with: npm run partner -- create --name "<organisation>"');
    return;
  }
  const table = [
    ["id", "name", "prefix", "points/hour", "created", "last used", "revoked"],
    ...rows.map((row) => [
      String(row.id),
      row.name,
      `${row.prefix}…`,
      String(row.pointsPerHour),
      when(row.createdAt),
      when(row.lastUsedAt),
      when(row.revokedAt),
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  for (const line of table)
    console.log(
      line
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join("  ")
        .trimEnd(),
    );
}

/** Runs the command; returns the exit code. */
async function run(prisma: Prisma, command: Exclude<PartnerCommand, { kind: "invalid" | "help" }>): Promise<number> {
  switch (command.kind) {
    case "create": {
      const { key, row } = await createPartnerKey(prisma, { name: command.name, pointsPerHour: command.pointsPerHour });
      console.log("Created a partner key:");
      printKey(key, row);
      return 0;
    }
    case "list":
      printList(await listPartnerKeys(prisma));
      return 0;
    case "revoke":
      if (!(await revokePartnerKey(prisma, command.id))) {
        console.error(`No live key has the id ${command.id} (see npm run partner -- list).`);
        return 1;
      }
      console.log(`Revoked key ${command.id}: requests with it now get 401.`);
      return 0;
    case "rotate": {
      const rotated = await rotatePartnerKey(prisma, command.id);
      if (!rotated) {
        console.error(`No live key has the id ${command.id} (see npm run partner -- list).`);
        return 1;
      }
      console.log(`Rotated key ${command.id}: the old key stopped working. The new one:`);
      printKey(rotated.key, rotated.row);
      return 0;
    }
  }
}

await runWithDatabase((prisma) => run(prisma, command));
