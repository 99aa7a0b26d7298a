// Nothing reachable with a partner key returns a phone number, e-mail, address, a laborer's name or
// anything people wrote, except the number of a laborer who opted in, under laborerContacts. The walk is
// generic: it reads the schema's introspection with a partner key and selects every field reachable from
// Query, so a field added later is walked (and checked) without changing this test.
import { getIntrospectionQuery, type IntrospectionQuery } from "graphql";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { QUERY_LIMITS } from "../../graphql/query-limits.ts";
import {
  NOT_OPTED_IN_MOBILE,
  OPTED_IN_MOBILE,
  type PersonalValue,
  addPersonalData,
} from "../../test/partners/no-personal-data-fixtures.ts";
import { createPartnerKey } from "./partner-keys.ts";
import { type WalkAnswer, buildWalk, runWalk, stringsIn } from "../../test/partners/schema-walk.ts";

/** Demo rows of each node type walked besides the fixtures' own. */
const DEMO_ROWS_PER_TYPE = 2;

describe("a partner key reaches no personal data", () => {
  let t: TestApp;
  let key: string;
  let values: PersonalValue[];
  let fixtureIds: Record<string, number[]>;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    ({ values, ids: fixtureIds } = await addPersonalData(t.prisma));
    // Points enough for the whole walk: the limit itself is tested with the partner limits.
    ({ key } = await createPartnerKey(t.prisma, { name: "Walk test NGO", pointsPerHour: 1_000_000_000 }));
  });
  afterAll(() => t.close());

  async function asPartner(query: string): Promise<WalkAnswer["body"]> {
    const response = await t.request("/graphql", {
      method: "POST",
      json: { query },
      headers: { authorization: `Bearer ${key}` },
    });
    const body = (await response.json()) as WalkAnswer["body"];
    // Fields refused to partners answer 401/403 with data; the key itself must stay good for the whole walk.
    const codes = (body.errors ?? []).map((error) => (error as { extensions?: { code?: string } }).extensions?.code);
    expect(codes, `the key was refused: ${query}`).not.toContain("INVALID_API_KEY");
    expect(response.status, `the key ran out of points: ${query}`).not.toBe(429);
    return body;
  }

  /** Global ids of each node type: the fixtures' rows and the first demo rows. */
  async function nodeIds(nodeTypes: string[]): Promise<Map<string, string[]>> {
    const ids = new Map<string, string[]>();
    for (const typename of nodeTypes) {
      const model = (t.prisma as unknown as Record<string, { findMany?: (args: unknown) => Promise<unknown> }>)[
        typename[0]!.toLowerCase() + typename.slice(1)
      ];
      expect(
        fixtureIds[typename],
        `no-personal-data-fixtures.ts adds no ${typename}: add one with personal values`,
      ).toBeDefined();
      expect(model?.findMany, `no Prisma model named ${typename}`).toBeTypeOf("function");
      const demo = (await model!.findMany!({
        select: { id: true },
        orderBy: { id: "asc" },
        take: DEMO_ROWS_PER_TYPE,
      })) as { id: number }[];
      const all = [...new Set([...fixtureIds[typename]!, ...demo.map((row) => row.id)])];
      ids.set(
        typename,
        all.map((id) => encodeGlobalID(typename, String(id))),
      );
    }
    return ids;
  }

  it("walks every field reachable from Query and finds no personal value outside its one exception", {
    timeout: 600_000,
  }, async () => {
    const introspection = await asPartner(getIntrospectionQuery());
    expect(introspection.errors).toBeUndefined();
    const schema = (introspection.data as IntrospectionQuery).__schema;

    const nodeInterface = schema.types.find((type) => type.name === "Node");
    const nodeTypes =
      nodeInterface && nodeInterface.kind === "INTERFACE" ? nodeInterface.possibleTypes.map((type) => type.name) : [];
    expect(nodeTypes).toEqual(
      expect.arrayContaining(["User", "Conversation", "Application", "Job", "Course", "Rating"]),
    );
    const ids = await nodeIds(nodeTypes);

    const { root, reachable, problems } = buildWalk(schema, {
      maxDepth: QUERY_LIMITS.maxDepth,
      rootPageSize: 100,
      nestedPageSize: 5,
      idsFor: (returnType, field, arg) => {
        if (ids.has(returnType)) return ids.get(returnType)!;
        // workRecord(applicationId:): an argument named after the node type it reads.
        const argType = /^(.+)Id$/.exec(arg)?.[1];
        if (argType && ids.has(argType[0]!.toUpperCase() + argType.slice(1)))
          return ids.get(argType[0]!.toUpperCase() + argType.slice(1))!;
        // job(id:), conversation(id:): fields named after the node type they read (their result may be a union).
        const named = field[0]!.toUpperCase() + field.slice(1);
        if (ids.has(named)) return ids.get(named)!;
        if (returnType !== "Node") return null;
        // node(id:): every id, each on its own; nodes(ids:): one id of each type at once (more would pass the cost limit).
        return field === "node" ? [...ids.values()].flat() : [...ids.values()].map((list) => list[0]!);
      },
    });
    expect(problems).toEqual([]);

    const { answers, covered, refused } = await runWalk(root, asPartner);
    expect(refused.map(({ query, body }) => ({ query, errors: body.errors }))).toEqual([]);

    // Every reachable field was selected in a query that ran.
    const missed = [...reachable].filter((field) => !covered.has(field)).sort();
    expect(missed).toEqual([]);
    expect(covered.size).toBe(reachable.size);

    // No answer holds a personal value, except where it is allowed.
    const leaks: { what: string; path: string; query: string }[] = [];
    let optedInShown = 0;
    for (const answer of answers) {
      for (const { path, value } of stringsIn(answer.body)) {
        for (const personal of values) {
          if (!value.toLowerCase().includes(personal.value.toLowerCase())) continue;
          if (personal.allowedAt?.(path)) {
            if (personal.value === OPTED_IN_MOBILE) optedInShown++;
            continue;
          }
          leaks.push({ what: personal.what, path: path.join("."), query: answer.query });
        }
      }
    }
    expect(leaks).toEqual([]);

    // The walk did read data: the opted-in laborer's contact is there; the other laborer's number nowhere.
    expect(optedInShown).toBeGreaterThan(0);
    const everything = JSON.stringify(answers.map((answer) => answer.body));
    expect(everything).not.toContain(NOT_OPTED_IN_MOBILE);
    expect(everything).toContain("Walk test harvest");
    console.info(
      `no-personal-data walk: ${answers.length} queries ran, ${covered.size} of ${reachable.size} reachable fields selected`,
    );
  });
});
