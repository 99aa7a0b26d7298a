// PostgreSQL ending a connection that the server holds between two statements (a restart, an administrator's
// pg_terminate_backend) fails that connection's next statement and leaves the process and the pool serving.
// It runs in the PostgreSQL run only (TEST_DATABASE_URL; graphql-server/vitest.config.ts).
import pg from "pg";
import { expect, it } from "vitest";
import { WholeScriptPg } from "./whole-script-pg.ts";

const url = process.env.TEST_DATABASE_URL!;

it("a connection ended while checked out fails its next statement, and nothing else", async () => {
  const adapter = await new WholeScriptPg({ connectionString: url, max: 2 }).connect();
  const pool = adapter.underlyingDriver() as pg.Pool;
  try {
    const held = await pool.connect();
    const { rows } = await held.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query("SELECT pg_terminate_backend($1)", [rows[0]!.pid]);
    await admin.end();
    // The end reaches the held connection as an error message with no statement running.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(held.query("SELECT 1")).rejects.toThrow();
    held.release(true);
    const after = await pool.query<{ one: number }>("SELECT 1 AS one");
    expect(after.rows[0]!.one).toBe(1);
  } finally {
    await adapter.dispose();
  }
});
