// `npm run bench:introspection`: does job search keep its throughput while clients flood the server with
// introspection? The real server on the 100k-job benchmark database (khetsetu_bench_100k, prepared as the
// growth section prepares it) answers the web app's job search (one category, 20 per page, as its persisted
// key) at 8 connections for 10 s alone, then for 10 s while 8 more connections send, signed out, one query with
// 15 aliased `__schema` selections each (the 770-byte query that once returned 2.4 MB). Rounds alternate so a
// busy moment of the machine falls on both. Prints job search req/s and p99 alone and under the flood, their
// ratio (target ≥ 0.80), and what the flood got back.
import BrowseJobsListPaginationQuery from "../frontend/src/__generated__/BrowseJobsListPaginationQuery.graphql.ts";
import { prepareDatabase } from "./database.ts";
import { type LoadRequest, runLoad } from "./http-load.ts";
import { persistedBody } from "./operations.ts";
import { newSessionSecret, startServer } from "./server.ts";

const URL = "postgresql://postgres@127.0.0.1:5432/khetsetu_bench_100k";
const CONNECTIONS = 8;
const SECONDS = 10;
const ROUNDS = 2;

const INTROSPECTION = `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: __schema { types { name fields { name type { name } } } }`).join(" ")} }`;

const search: LoadRequest = {
  name: "job search",
  method: "POST",
  path: "/graphql",
  headers: { "content-type": "application/json", accept: "application/json" },
  body: persistedBody(BrowseJobsListPaginationQuery, { count: 20, category: "horticulture" }),
  judge: (status, text) => (status === 200 && text.includes('"edges"') ? "ok" : "failed"),
};

/** Every answer to the flood is counted; its statuses and sizes are kept to print. */
const floodAnswers = new Map<string, number>();
const flood: LoadRequest = {
  name: "15 aliased __schema",
  method: "POST",
  path: "/graphql",
  headers: { "content-type": "application/json", accept: "application/json" },
  body: JSON.stringify({ query: INTROSPECTION }),
  judge: (status, text) => {
    const key = `${status}, ${text.length < 10_000 ? "< 10 KB" : `${Math.round(text.length / 1000)} KB`}`;
    floodAnswers.set(key, (floodAnswers.get(key) ?? 0) + 1);
    return "ok";
  },
};

await prepareDatabase(URL, { create: true, jobs: 100_000, log: (line) => console.log(line) });
const server = await startServer({
  databaseUrl: URL,
  sessionSecret: newSessionSecret(),
  logName: "introspection-flood",
});
try {
  console.log(`Introspection query: ${INTROSPECTION.length} bytes`);
  await runLoad(server.base, { connections: CONNECTIONS, seconds: 2, next: () => search });
  const alone: { rate: number; p99: number }[] = [];
  const flooded: { rate: number; p99: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const quiet = await runLoad(server.base, { connections: CONNECTIONS, seconds: SECONDS, next: () => search });
    alone.push({ rate: quiet.total.reqPerSec, p99: quiet.total.p99 });
    const [busy] = await Promise.all([
      runLoad(server.base, { connections: CONNECTIONS, seconds: SECONDS, next: () => search }),
      runLoad(server.base, { connections: CONNECTIONS, seconds: SECONDS, next: () => flood }),
    ]);
    flooded.push({ rate: busy.total.reqPerSec, p99: busy.total.p99 });
  }
  const mean = (rows: { rate: number }[]) => rows.reduce((sum, row) => sum + row.rate, 0) / rows.length;
  const worstP99 = (rows: { p99: number }[]) => Math.max(...rows.map((row) => row.p99));
  console.log(`job search alone:        ${mean(alone).toFixed(0)} req/s, p99 ${worstP99(alone).toFixed(0)} ms`);
  console.log(`job search under flood:  ${mean(flooded).toFixed(0)} req/s, p99 ${worstP99(flooded).toFixed(0)} ms`);
  console.log(`ratio: ${(mean(flooded) / mean(alone)).toFixed(2)} (target ≥ 0.80)`);
  console.log(`the flood's answers (status, size): ${JSON.stringify(Object.fromEntries(floodAnswers))}`);
} finally {
  await server.stop();
}
process.exit(0);
