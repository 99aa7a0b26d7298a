// The server's layout, checked. Arrows point down: the composition root (app/) imports features, features
// import the platform folders, the platform folders import nothing above them, and the shared rules import
// nothing at all. A feature uses another feature only through its public module (index.ts); the
// composition root also reaches a feature's schema entry (schema.ts) and REST rows (rest.ts). No circles.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { circles, edges, importGraph, sourceFiles } from "../../scripts/import-graph.ts";

const SRC = import.meta.dirname;

/** Each top folder's floor: an import may go to the same floor or lower, never higher. */
const FLOORS: Record<string, number> = {
  app: 6,
  features: 5,
  http: 4,
  graphql: 3,
  limits: 3,
  errors: 2,
  session: 2,
  sms: 2,
  queue: 2,
  push: 2,
  db: 1,
  i18n: 1,
  log: 1,
  generated: 0,
  rules: 0,
};

const topFolder = (file: string) => file.split(path.sep)[0]!;
const featureOf = (file: string) => (file.startsWith(`features${path.sep}`) ? file.split(path.sep)[1]! : null);

/** Imports that break a rule, as "from -> to: why". */
function layoutViolations(graph: ReturnType<typeof importGraph>): string[] {
  const found: string[] = [];
  for (const [from, to] of edges(graph, SRC)) {
    if (to.startsWith("..") || topFolder(from) === "test") continue;
    const fromFloor = FLOORS[topFolder(from)];
    const toFloor = FLOORS[topFolder(to)];
    if (fromFloor === undefined) found.push(`${from}: not in a known folder (${Object.keys(FLOORS).join(", ")})`);
    else if (topFolder(to) === "test") found.push(`${from} -> ${to}: test helpers are for tests only`);
    else if (toFloor === undefined) found.push(`${from} -> ${to}: not in a known folder`);
    else if (toFloor > fromFloor)
      found.push(`${from} -> ${to}: an arrow up (${topFolder(from)} is below ${topFolder(to)})`);
    const fromFeature = featureOf(from);
    const toFeature = featureOf(to);
    if (toFeature && fromFeature !== toFeature) {
      const entry = path.basename(to);
      const allowed = topFolder(from) === "app" ? ["index.ts", "schema.ts", "rest.ts"] : ["index.ts"];
      if (!allowed.includes(entry) || path.dirname(to) !== path.join("features", toFeature)) {
        found.push(`${from} -> ${to}: reaches into ${toFeature}'s internals (use features/${toFeature}/index.ts)`);
      }
    }
    if (topFolder(from) === "rules")
      found.push(`${from} -> ${to}: the shared rules import nothing (the web app bundles them)`);
  }
  return found;
}

describe("server layout", () => {
  const graph = importGraph(SRC);

  it("has no import circles", () => {
    expect(circles(graph, SRC)).toEqual([]);
  });

  it("has no arrow up, no reach into another feature's internals, and rules that import nothing", () => {
    expect(layoutViolations(graph)).toEqual([]);
  });

  it("keeps test-only code out of the sources: only tests import test/", () => {
    const helpers = sourceFiles(path.join(SRC, "test")).map((file) => path.relative(SRC, file));
    expect(helpers.length).toBeGreaterThan(0);
    const importers = edges(graph, SRC).filter(([from, to]) => topFolder(to) === "test" && topFolder(from) !== "test");
    expect(importers).toEqual([]);
  });

  it("catches a broken rule (a platform folder importing a feature, a reach into a feature's internals)", () => {
    const fake = new Map(graph);
    const builder = path.join(SRC, "graphql", "builder.ts");
    const internal = path.join(SRC, "features", "jobs", "job-filters.ts");
    const partnerFile = [...graph.keys()].find((file) => file.includes(`${path.sep}partners${path.sep}`))!;
    fake.set(builder, [...(graph.get(builder) ?? []), internal]);
    fake.set(partnerFile, [...(graph.get(partnerFile) ?? []), internal]);
    const violations = layoutViolations(fake);
    expect(violations).toContain(
      "graphql/builder.ts -> features/jobs/job-filters.ts: an arrow up (graphql is below features)",
    );
    expect(
      violations.some((v) =>
        v.startsWith(`${path.relative(SRC, partnerFile)} -> features/jobs/job-filters.ts: reaches into jobs`),
      ),
    ).toBe(true);
  });
});
