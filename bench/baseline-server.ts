// The baseline: a bare node:http + pg server answering each job-search page with one SQL statement —
// GET /jobs?category=horticulture&first=20 (the GraphQL page), GET /rest-jobs?category=…&limit=20 (the REST
// page) — and GET /healthz. Loopback only; PORT and DATABASE_URL from
// the environment; the pool as large as the real server's (DATABASE_POOL_SIZE, default 10).
import http from "node:http";
import pg from "pg";
import { JOB_PAGE_SQL, REST_PAGE_SQL } from "./baseline-sql.ts";

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
});

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  if (url.pathname === "/healthz") {
    res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    return;
  }
  const sql = url.pathname === "/jobs" ? JOB_PAGE_SQL : url.pathname === "/rest-jobs" ? REST_PAGE_SQL : null;
  if (!sql) {
    res.writeHead(404).end();
    return;
  }
  try {
    const first = Math.min(
      100,
      Math.max(1, Number(url.searchParams.get("first") ?? url.searchParams.get("limit") ?? 20) || 20),
    );
    const { rows } = await pool.query<{ body: string }>(sql, [
      url.searchParams.get("category") ?? "field_activities",
      first,
    ]);
    res.writeHead(200, { "content-type": "application/json" }).end(rows[0]!.body);
  } catch (error) {
    res.writeHead(500, { "content-type": "text/plain" }).end(String(error));
  }
});

server.listen(Number(process.env.PORT), "127.0.0.1");
const stop = () => server.close(() => void pool.end().finally(() => process.exit(0)));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
// Stop when the benchmark that started us goes away (our stdin closes, even if it was killed).
process.stdin.on("end", stop);
process.stdin.resume();
