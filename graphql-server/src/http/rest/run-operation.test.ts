import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ExecutionResult } from "graphql";
import { schema } from "../../app/schema.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { type GraphQLServer, createGraphQL } from "../graphql.ts";
import { LANGUAGE_HEADER } from "../../i18n/locale.ts";

describe("an operation run in-process hands over its result", () => {
  let t: TestApp;
  let graphql: GraphQLServer;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    graphql = createGraphQL(t.services, { schema });
  });
  afterAll(() => t.close());

  const run = async (query: string, options: { take?: boolean; language?: string } = {}) => {
    const taken: ExecutionResult[] = [];
    const headers = new Headers({ "content-type": "application/json" });
    if (options.language) headers.set(LANGUAGE_HEADER, options.language);
    const response = await graphql.fetch(new Request("http://localhost/graphql", { method: "POST", headers }), {
      ip: null,
      responseCookies: [],
      body: { query },
      ...(options.take ? { takeResult: (result: ExecutionResult) => taken.push(result) } : {}),
    });
    return { response, taken };
  };

  it("as the result itself, with no JSON written; the same data as over HTTP", async () => {
    const query = "{ skills { name } }";
    const inProcess = await run(query, { take: true });
    expect(inProcess.taken).toHaveLength(1);
    expect(inProcess.response.status).toBe(204);
    expect(await inProcess.response.text()).toBe("");
    const overHttp = await run(query);
    expect(overHttp.taken).toHaveLength(0);
    expect(overHttp.response.status).toBe(200);
    const json = await overHttp.response.json();
    expect(json.data.skills.length).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(inProcess.taken[0]))).toEqual(json);
  });

  it("after every plugin: its errors are in the request's language, as over HTTP", async () => {
    const query = "{ myCourseStats { __typename } }";
    const english = await run(query, { take: true });
    const hindi = await run(query, { take: true, language: "hi" });
    const hindiOverHttp = await (await run(query, { language: "hi" })).response.json();
    const message = (result: ExecutionResult | undefined) => result?.errors?.[0]?.message;
    expect(message(hindi.taken[0])).toBe(hindiOverHttp.errors[0].message);
    expect(message(hindi.taken[0])).not.toBe(message(english.taken[0]));
  });
});
