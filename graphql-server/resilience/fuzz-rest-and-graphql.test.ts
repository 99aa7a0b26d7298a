// Part 1, fuzz: thousands of generated requests against the real app in-process (createTestApp with the
// demo data), covering every REST path of the README's table (signed out, signed in as each role, with
// no role yet, and with a forged cookie) and every GraphQL query and mutation of the schema, with wrong
// types, huge and strange strings, NUL, bad ids, extra fields, arrays for objects, deep nesting,
// malformed JSON, malformed GET parameters and HEAD requests.
//
// Passes when no answer is a 5xx, no body holds a stack trace or internal text (Prisma, SQL, error class
// names, file paths), no GraphQL answer hides an unexpected error, and no HEAD answer has a body.
// RESILIENCE_SEED=<n> replays a run; failures are written to $TMPDIR/khetsetu-resilience/.
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../src/test/app.ts";
import { DEMO_ACCOUNTS, randomMobileNumber } from "./support/fixtures.ts";
import {
  type FuzzRequest,
  type FuzzTarget,
  IDENTITIES,
  type Identity,
  graphqlTarget,
  graphqlTransportTarget,
  otherPathsTarget,
  restTarget,
  transportEdgeCases,
} from "./support/fuzz-requests.ts";
import { loadSchema, operationTargets } from "./support/graphql-operations.ts";
import { hasMaskedInternalError, leaksIn } from "./support/leaks.ts";
import { BUDGET, MODE } from "./support/mode.ts";
import { clip, count, histogram, print, reportDir, table } from "./support/report.ts";
import { readRestTable } from "../src/test/rest-table.ts";

const SEED = Number(process.env.RESILIENCE_SEED ?? Date.now() % 2 ** 31);
const CONCURRENCY = 4;
const REQUEST_TIMEOUT_MS = 30_000;
/** Hard stop for the whole fuzz loop, whatever happens. */
const WALL_CLOCK_MS = BUDGET.fuzzRequests * 60 + 120_000;

interface Failure {
  kind: "5xx" | "internal text" | "masked unexpected error" | "HEAD with a body" | "no answer";
  index: number;
  identity: Identity;
  request: FuzzRequest;
  status: number;
  response: string;
  detail?: string;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
}, 300_000);

afterAll(async () => {
  await t?.close();
}, 60_000);

it(
  `answers ${BUDGET.fuzzRequests} generated requests (${MODE} mode) with no 5xx and no internal text`,
  async () => {
    const schema = loadSchema();
    const routes = readRestTable();
    const graphqlTargets = operationTargets(schema);
    const targets: FuzzTarget[] = [
      ...routes.map((route) => restTarget(route, schema)),
      ...graphqlTargets.map(graphqlTarget),
      graphqlTransportTarget(),
      otherPathsTarget(),
    ];

    // --- identities: persistent accounts per role, a fresh one for requests that may end an account ---
    const roleOf: Partial<Record<Identity, "laborer" | "employer" | "training_provider" | null>> = {
      laborer: "laborer",
      employer: "employer",
      training_provider: "training_provider",
      "no-role": null,
    };
    const newAccountCookie = async (role: "laborer" | "employer" | "training_provider" | null) => {
      const mobileNumber = randomMobileNumber();
      await t.prisma.user.create({
        data: { mobileNumber, userType: role, firstName: "Fuzz", lastName: role ?? "NoRole", isMobileVerified: true },
      });
      return t.cookieFor(mobileNumber);
    };
    const cookies = new Map<Identity, string>();
    cookies.set("laborer", await t.cookieFor(DEMO_ACCOUNTS.laborer));
    cookies.set("employer", await t.cookieFor(DEMO_ACCOUNTS.employer));
    cookies.set("training_provider", await t.cookieFor(DEMO_ACCOUNTS.training_provider));
    cookies.set("no-role", await newAccountCookie(null));
    const realCookie = cookies.get("laborer")!;
    const badCookies = [
      "ks_session=garbage",
      "ks_session=",
      `ks_session=${"A".repeat(4_000)}`,
      "ks_session=%ZZ%00",
      `${realCookie.slice(0, -6)}AAAAAA`,
      `ks_session=Fe26.2**${"0".repeat(64)}*abc*def**${"1".repeat(64)}*xyz`,
      `${realCookie}; ks_session=garbage`,
      'ks_session="quoted"; other=1',
    ];
    const cookieFor = async (identity: Identity, destructive: boolean, index: number): Promise<string | undefined> => {
      if (identity === "signed-out") return undefined;
      if (identity === "bad-cookie") return badCookies[index % badCookies.length];
      if (destructive) return newAccountCookie(roleOf[identity]!);
      return cookies.get(identity);
    };
    const refreshIdentities = async () => {
      for (const identity of ["laborer", "employer", "training_provider", "no-role"] as const) {
        const res = await t.request("/api/auth/user", { cookie: cookies.get(identity) });
        if (res.status !== 200) cookies.set(identity, await newAccountCookie(roleOf[identity]!));
      }
    };

    // --- the plan: the transport's fixed edge cases first (on a cold server: unoptimised code has bigger
    // stack frames, so deep recursion fails sooner), every target once as every identity, then random
    // targets and identities, and the fixed edge cases once more on the warmed-up server ---
    const plan: { target: number; identity: Identity; fixed?: FuzzRequest }[] = [];
    const transportTarget = targets.findIndex((target) => target.key === "graphql transport");
    for (const [i, fixed] of transportEdgeCases().entries())
      plan.push({ target: transportTarget, identity: i % 2 ? "laborer" : "signed-out", fixed });
    for (const target of targets.keys()) for (const identity of IDENTITIES) plan.push({ target, identity });
    const rest = Math.max(0, BUDGET.fuzzRequests - plan.length);
    const restTargets = targets.map((target, i) => ({
      weight: target.key === "graphql transport" || target.key === "other paths" ? 6 : 1,
      i,
    }));
    // Signed in with a role twice as often as the others, so more requests get past authorization.
    const identityWeights: Record<Identity, number> = {
      "signed-out": 1,
      laborer: 2,
      employer: 2,
      training_provider: 2,
      "no-role": 1,
      "bad-cookie": 1,
    };
    const pick = fc.tuple(
      fc.oneof(...restTargets.map(({ weight, i }) => ({ weight, arbitrary: fc.constant(i) }))),
      fc.oneof(
        ...IDENTITIES.map((identity) => ({ weight: identityWeights[identity], arbitrary: fc.constant(identity) })),
      ),
    );
    for (const [target, identity] of fc.sample(pick, { numRuns: rest, seed: SEED })) plan.push({ target, identity });
    for (const [i, fixed] of transportEdgeCases().entries())
      plan.push({ target: transportTarget, identity: i % 2 ? "signed-out" : "laborer", fixed });

    // --- run ---
    const perKey = new Map<string, Map<Identity, number>>();
    const perKeyTotal = new Map<string, number>();
    const perKeyClass = new Map<string, Map<string, number>>();
    const statuses = new Map<number, number>();
    const notes = new Map<string, number>();
    const failures: Failure[] = [];
    const started = performance.now();
    let next = 0;
    let done = 0;

    const runOne = async (index: number) => {
      const { target, identity, fixed } = plan[index]!;
      const req = fixed ?? fc.sample(targets[target]!.arb, { numRuns: 1, seed: SEED + index + 1 })[0]!;
      const cookie = await cookieFor(identity, req.destructive, index);
      const headers = new Headers(req.headers);
      if (cookie) headers.set("cookie", cookie);
      const requestText = `${req.path} ${typeof req.body === "string" ? req.body : ""}`;
      let status = 0;
      let text = "";
      try {
        const response = await Promise.race([
          Promise.resolve(
            t.app.request(`http://localhost${req.path}`, {
              method: req.method,
              headers,
              body: req.body as BodyInit | undefined,
            }),
          ),
          new Promise<never>((_, reject) =>
            setTimeout(
              () => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
              REQUEST_TIMEOUT_MS,
            ).unref(),
          ),
        ]);
        status = response.status;
        text = await response.text();
      } catch (error) {
        failures.push({
          kind: "no answer",
          index,
          identity,
          request: req,
          status: 0,
          response: "",
          detail: String(error),
        });
      }
      count(statuses, status);
      count(perKeyTotal, req.key);
      const classes = perKeyClass.get(req.key) ?? new Map<string, number>();
      count(classes, status ? `${String(status)[0]}xx` : "none");
      perKeyClass.set(req.key, classes);
      const byIdentity = perKey.get(req.key) ?? new Map<Identity, number>();
      count(byIdentity, identity);
      perKey.set(req.key, byIdentity);
      count(notes, req.note.split(" ")[0]!);
      const fail = (kind: Failure["kind"], detail?: string) =>
        failures.push({ kind, index, identity, request: req, status, response: text, detail });
      if (status >= 500) fail("5xx");
      const leaks = leaksIn(text, requestText);
      if (leaks.length) fail("internal text", leaks.join(", "));
      if (status < 500 && hasMaskedInternalError(text)) fail("masked unexpected error");
      if (req.method === "HEAD" && text.length > 0) fail("HEAD with a body");
    };

    const worker = async () => {
      while (next < plan.length && performance.now() - started < WALL_CLOCK_MS) {
        const index = next++;
        await runOne(index);
        done++;
        if (done % 250 === 0) await refreshIdentities();
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;

    // --- report ---
    const CLASSES = ["2xx", "3xx", "4xx", "5xx"];
    const rows: (string | number)[][] = [["path / operation", "total", ...IDENTITIES, "|", ...CLASSES]];
    for (const key of [...perKeyTotal.keys()].sort()) {
      rows.push([
        key,
        perKeyTotal.get(key)!,
        ...IDENTITIES.map((id) => perKey.get(key)?.get(id) ?? 0),
        "|",
        ...CLASSES.map((c) => perKeyClass.get(key)?.get(c) ?? 0),
      ]);
    }
    const fiveXx = [...statuses].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
    const byKind = new Map<string, number>();
    for (const f of failures) count(byKind, f.kind);
    print(
      `fuzz: ${done} requests in ${seconds.toFixed(1)} s (${(done / seconds).toFixed(0)}/s), seed ${SEED}, ${MODE} mode`,
      [
        `requests per path (${routes.length} REST paths, ${graphqlTargets.length} GraphQL fields):`,
        table(rows),
        `variants: ${histogram(notes)}`,
        `statuses: ${histogram(statuses)}`,
        `5xx: ${fiveXx}; failed checks: ${failures.length}${failures.length ? ` (${histogram(byKind)})` : ""}`,
      ],
    );
    if (failures.length) {
      const file = path.join(reportDir(), `fuzz-failures-${SEED}.json`);
      fs.writeFileSync(
        file,
        JSON.stringify(
          failures.map((f) => ({
            ...f,
            request: {
              ...f.request,
              body:
                typeof f.request.body === "string"
                  ? f.request.body
                  : f.request.body
                    ? `bytes ${Buffer.from(f.request.body).toString("hex")}`
                    : undefined,
            },
          })),
          null,
          2,
        ),
      );
      // One reproduction per path and kind.
      const seen = new Set<string>();
      const lines: string[] = [];
      for (const f of failures) {
        const id = `${f.kind} ${f.request.key}`;
        if (seen.has(id)) continue;
        seen.add(id);
        const body =
          typeof f.request.body === "string"
            ? clip(f.request.body, 300)
            : f.request.body
              ? `<${f.request.body.length} bytes>`
              : "";
        lines.push(
          `- ${f.kind}${f.detail ? ` (${f.detail})` : ""}: ${f.request.method} ${clip(f.request.path, 200)} as ${f.identity} [${f.request.note}]` +
            `\n    headers ${JSON.stringify(f.request.headers)}${body ? `\n    body ${body}` : ""}\n    → ${f.status} ${clip(f.response, 300)}`,
        );
      }
      print(`fuzz: reproductions (all ${failures.length} in ${file})`, lines);
    }

    // --- checks ---
    expect(done, "requests sent").toBeGreaterThanOrEqual(BUDGET.fuzzRequests);
    for (const route of routes) {
      for (const identity of IDENTITIES)
        expect(perKey.get(route.key)?.get(identity) ?? 0, `${route.key} as ${identity}`).toBeGreaterThan(0);
    }
    for (const target of graphqlTargets) expect(perKeyTotal.get(target.key) ?? 0, target.key).toBeGreaterThan(0);
    expect(fiveXx, "responses with status >= 500").toBe(0);
    expect(
      failures.map((f) => `${f.kind}: ${f.request.method} ${clip(f.request.path, 120)} → ${f.status}`).slice(0, 20),
      "failed checks",
    ).toEqual([]);
  },
  BUDGET.fuzzRequests * 60 + 300_000,
);
