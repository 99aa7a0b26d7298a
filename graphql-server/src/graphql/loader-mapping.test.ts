// Pothos's lookup of what a planned Prisma query loaded for a field (@pothos/selection-mapper's getLoaderMapping),
// which patches/@pothos+selection-mapper+0.1.0.patch makes build the field's path below the scoped ancestor while
// walking up to it, instead of memoizing the whole response path of every field of every row. The answers must
// stay the package's: a field under a list finds the plan's mapping for every row, a scope answers only for the
// fields its plan loaded, and with no scope above the field the mapping recorded under its full path answers.
import { getLoaderMapping, setFieldMapping, setLoaderMappings, setRowMappings } from "@pothos/selection-mapper";
import type { GraphQLResolveInfo } from "graphql";
import { describe, expect, it } from "vitest";

type Path = GraphQLResolveInfo["path"];
const at = (prev: Path | undefined, key: string | number, typename?: string): Path => ({ prev, key, typename });
const infoAt = (path: Path, parentType = "Query") => ({ path, parentType: { name: parentType } }) as GraphQLResolveInfo;
const mapping = (name: string) => ({ nested: {}, name }) as never;

/** query { jobs { edges { node { employer { … } } } } }: one response's paths, shared as graphql-js shares them. */
function response() {
  const jobs = at(undefined, "jobs");
  const edges = at(jobs, "edges");
  /** The `employer` field of the `row`th job. */
  const employer = (row: number) => at(at(at(edges, row), "node"), "employer");
  return { jobs, employer };
}

describe("getLoaderMapping with the path built while walking up", () => {
  it("finds the plan recorded on the connection for the same field of every row, list indices dropped", () => {
    const ctx = {};
    const { jobs, employer } = response();
    const loaded = mapping("employer");
    setLoaderMappings(ctx, infoAt(jobs), { "Job@edges.node.employer": loaded });

    for (const row of [0, 1, 7]) expect(getLoaderMapping(ctx, employer(row), "Job", {})).toBe(loaded);
    // Another type at the same path, or a field the plan did not load, has no mapping.
    expect(getLoaderMapping(ctx, employer(0), "Course", {})).toBeNull();
    expect(getLoaderMapping(ctx, at(employer(0).prev, "title"), "Job", {})).toBeNull();
  });

  it("answers from the nearest scope, and only for the fields that scope's plan loaded", () => {
    const ctx = {};
    const { jobs, employer } = response();
    const shared = mapping("shared rating");
    setLoaderMappings(ctx, infoAt(jobs), {
      "Job@edges.node.employer": mapping("employer"),
      "User@edges.node.employer.rating": shared,
    });
    const first = employer(0);
    const rating = mapping("row's rating");
    setRowMappings(ctx, infoAt(first, "Job"), { "User@rating": rating });

    expect(getLoaderMapping(ctx, at(first, "rating"), "User", {})).toBe(rating);
    // The row's own scope did not load reviewCount: the connection's plan is not proof that it did.
    expect(getLoaderMapping(ctx, at(first, "reviewCount"), "User", {})).toBeNull();
    // Another row, with no scope of its own, reads the connection's plan under its path below the connection.
    expect(getLoaderMapping(ctx, at(employer(1), "rating"), "User", {})).toBe(shared);
  });

  it("with no scope above the field, reads the mapping recorded under the field's whole path", () => {
    const ctx = {};
    const { employer } = response();
    const loaded = mapping("employer");
    setFieldMapping(ctx, infoAt(employer(3), "Job"), loaded, {});
    // Recorded under the field's path with list indices dropped, so another row's same field finds it.
    expect(getLoaderMapping(ctx, employer(5), "Job", {})).toBe(loaded);
    expect(getLoaderMapping(ctx, employer(5), "User", {})).toBeNull();
  });
});
