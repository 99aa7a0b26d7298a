// `npm run perf:jobs [-- --jobs 100000]`: job search at scale. Tops the database (DATABASE_URL, or the
// embedded one in DATA_DIR) up to N synthetic jobs, then runs the job-search queries the app uses (signed in
// as the demo laborer) and the partner API's (with a partner key made for the run and revoked after it)
// through the real GraphQL server, printing the median time and the number of SQL queries of each.
// A measurement, not a test: it never fails on timing.
import { startSession } from "../graphql-server/src/session/session-store.ts";
import { openDatabase } from "../graphql-server/src/db/adapter.ts";
import { createPrisma } from "../graphql-server/src/db/client.ts";
import { migrate } from "../graphql-server/src/db/migrate.ts";
import { DEMO_ACCOUNTS } from "../graphql-server/src/db/seed/demo-accounts.ts";
import { isDatabaseEmpty, seedDemo } from "../graphql-server/src/db/seed/demo.ts";
import { seedSynthetic } from "../graphql-server/src/db/seed/synthetic.ts";
import { schema } from "../graphql-server/src/app/schema.ts";
import { createGraphQL } from "../graphql-server/src/http/graphql.ts";
import { createPartnerKey, revokePartnerKey } from "../graphql-server/src/features/partners/partner-keys.ts";
import { logger } from "../graphql-server/src/log/logger.ts";
import { createServices } from "../graphql-server/src/app/services.ts";

const argIndex = process.argv.indexOf("--jobs");
const targetJobs = argIndex > 0 ? Number(process.argv[argIndex + 1]) : 100_000;
const RUNS = 7;

const CARD =
  "id title location dailyRate isRateNegotiable startDate isUrgent applicationsCount viewerHasApplied employerName employer { firstName lastName rating } requiredSkills { name }";
const CASES: [string, string][] = [
  ["newest 20", `{ jobs(first: 20) { edges { node { ${CARD} } } } }`],
  ["newest 100", `{ jobs(first: 100) { edges { node { ${CARD} } } } }`],
  ["with totalCount", `{ jobs(first: 20) { totalCount edges { node { ${CARD} } } } }`],
  ["search 'paddy'", `{ jobs(first: 20, search: "paddy") { edges { node { ${CARD} } } } }`],
  ["search 'Mandya' (a district)", `{ jobs(first: 20, search: "Mandya") { totalCount edges { node { ${CARD} } } } }`],
  [
    "search 'paddy Mysore' (a word and a place)",
    `{ jobs(first: 20, search: "paddy Mysore") { totalCount edges { node { ${CARD} } } } }`,
  ],
  ["location 'Mysore'", `{ jobs(first: 20, location: "Mysore") { edges { node { ${CARD} } } } }`],
  ["category horticulture", `{ jobs(first: 20, category: horticulture) { edges { node { ${CARD} } } } }`],
  ["wage 500-700", `{ jobs(first: 20, wageBand: R500_700) { edges { node { ${CARD} } } } }`],
  ["urgent only", `{ jobs(first: 20, urgentOnly: true) { edges { node { ${CARD} } } } }`],
  ["nearby (laborer's district, then state)", `{ jobs(first: 20, nearby: true) { edges { node { ${CARD} } } } }`],
  [
    "all filters",
    `{ jobs(first: 20, search: "harvest", location: "Mandya", category: field_activities, wageBand: R500_700) { edges { node { ${CARD} } } } }`,
  ],
];

const FEED_NODE = "databaseId title status district dailyRate startDate updatedAt employerName requiredSkills { name }";
const feed = (filter: string, after = "") =>
  `{ openJobs(first: 100${after ? `, after: "${after}"` : ""}, filter: { ${filter} }) { pageInfo { hasNextPage endCursor } edges { node { ${FEED_NODE} } } } }`;
const yesterday = new Date(Date.now() - 86_400_000).toISOString();

const db = await openDatabase();
let queries = 0;
const prisma = createPrisma(db, { onQuery: () => (queries += 1) });
await migrate(db.factory);
if (await isDatabaseEmpty(prisma)) await seedDemo(prisma);
const have = await prisma.job.count();
if (have < targetJobs) {
  console.log(`Adding ${targetJobs - have} synthetic jobs (have ${have})…`);
  await seedSynthetic(prisma, {
    jobs: targetJobs - have,
    laborers: Math.ceil((targetJobs - have) / 2),
    checkpointAfterBatches: db.kind === "pglite",
  });
}
const services = createServices(
  prisma,
  { sessionSecret: "measure-job-search-secret-0123456789", production: false, otpDemo: true },
  logger,
);
const graphql = createGraphQL(services, { schema });
const laborer = await prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } });
const { token } = await startSession(prisma, laborer.id, "measure-job-search");
const cookie = (await services.sessions.issue({ token })).split(";")[0]!;

const partner = await createPartnerKey(prisma, { name: "measure-job-search", pointsPerHour: 2_000_000_000 });
const asLaborer = { cookie };
const asPartner = { authorization: `Bearer ${partner.key}` };

async function run(
  query: string,
  headers: Record<string, string>,
): Promise<{ ms: number; queries: number; data: unknown }> {
  queries = 0;
  const started = performance.now();
  const response = await graphql.fetch(
    new Request("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query }),
    }),
    { ip: "127.0.0.1", responseCookies: [] },
  );
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { ms: performance.now() - started, queries, data: body.data };
}

async function measure(cases: [string, string][], headers: Record<string, string>) {
  for (const [name, query] of cases) {
    await run(query, headers); // warm up
    const results = [];
    for (let i = 0; i < RUNS; i++) results.push(await run(query, headers));
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    console.log(
      `${name.padEnd(42)} ${times[Math.floor(RUNS / 2)]!.toFixed(1).padStart(7)} ms   ${results[0]!.queries} SQL queries`,
    );
  }
}

type FeedPage = { openJobs: { edges: unknown[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } } };

/** Pages a feed to its end; the cursor halfway through, the pages and the time. */
async function pageThrough(filter: string): Promise<{ pages: number; jobs: number; ms: number; middle: string }> {
  const started = performance.now();
  const cursors: string[] = [];
  let jobs = 0;
  for (let after = ""; ; ) {
    const { data } = (await run(feed(filter, after), asPartner)) as { data: FeedPage };
    jobs += data.openJobs.edges.length;
    if (data.openJobs.pageInfo.endCursor) cursors.push(data.openJobs.pageInfo.endCursor);
    if (!data.openJobs.pageInfo.hasNextPage) break;
    after = data.openJobs.pageInfo.endCursor ?? "";
  }
  return {
    pages: cursors.length,
    jobs,
    ms: performance.now() - started,
    middle: cursors[Math.floor(cursors.length / 2)] ?? "",
  };
}

try {
  console.log(
    `${db.kind}, ${await prisma.job.count()} jobs (${await prisma.job.count({ where: { status: "active" } })} active); median of ${RUNS} runs`,
  );
  console.log("The app's job search, signed in as the demo laborer:");
  await measure(CASES, asLaborer);

  console.log("The partner API (a partner key), pages of 100:");
  const karnataka = await pageThrough(`state: "Karnataka"`);
  console.log(
    `${"openJobs: every open job in Karnataka".padEnd(42)} ${karnataka.ms.toFixed(0).padStart(7)} ms   ${karnataka.jobs} jobs in ${karnataka.pages} pages (${(karnataka.ms / Math.max(1, karnataka.pages)).toFixed(1)} ms a page)`,
  );
  await measure(
    [
      ["openJobs: first page", feed("")],
      ["openJobs: Karnataka, a page from the middle", feed(`state: "Karnataka"`, karnataka.middle)],
      ["openJobs: district Mysore (Mysuru)", feed(`district: "Mysore"`)],
      ["openJobs: changed in the last day", feed(`updatedSince: "${yesterday}", includeClosed: true`)],
      ["openJobs: wage 500-700, horticulture", feed(`wageBand: R500_700, category: horticulture`)],
      [
        "districtStats: every district",
        `{ districtStats { state district openJobs medianDailyRate laborers laborersBySkill { skill { name } laborers } } }`,
      ],
      [
        "districtStats: Mandya",
        `{ districtStats(state: "Karnataka", district: "Mandya") { openJobs medianDailyRate laborersBySkill { laborers } } }`,
      ],
      [
        "laborerContacts: Karnataka",
        `{ laborerContacts(first: 100, state: "Karnataka") { edges { node { mobileNumber district skills { name } } } } }`,
      ],
    ],
    asPartner,
  );
} finally {
  await revokePartnerKey(prisma, partner.row.id);
}
await prisma.$disconnect();
await db.close();
