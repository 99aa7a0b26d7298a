// EXPLAIN (ANALYZE, BUFFERS) of a statement Prisma logged (its text and JSON parameters), as the plan's text.
// `orderedScans` runs it as the near searches run theirs: in a transaction with bitmap scans off.
import type pg from "pg";

export interface LoggedStatement {
  query: string;
  params: string;
}

export async function explainStatement(
  client: pg.Client,
  statement: LoggedStatement,
  options: { orderedScans?: boolean } = {},
): Promise<string> {
  if (options.orderedScans) {
    await client.query("BEGIN");
    await client.query("SET LOCAL enable_bitmapscan = off");
  }
  try {
    const { rows } = await client.query<{ "QUERY PLAN": string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${statement.query}`,
      JSON.parse(statement.params) as unknown[],
    );
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  } finally {
    if (options.orderedScans) await client.query("COMMIT");
  }
}
