// The fuzz's requests: every REST path of the README's table, every GraphQL query and mutation field,
// the GraphQL transport's edge cases and a few other paths, each as a plain description (so a failure
// prints as a reproduction) with no cookie yet: the identity is applied when it is sent.
import fc from "fast-check";
import { type GraphQLInputType, type GraphQLSchema, isInputObjectType } from "graphql";
import { type OperationTarget, inputFieldTypes, restFieldArb } from "./graphql-operations.ts";
import {
  deepArb,
  deepNesting,
  extraFieldsArb,
  idSegmentArb,
  malformedJsonArb,
  stringArb,
  wrongValueArb,
} from "./fuzz-values.ts";
import type { RestRoute } from "../../src/test/rest-table.ts";

export const IDENTITIES = ["signed-out", "laborer", "employer", "training_provider", "no-role", "bad-cookie"] as const;
export type Identity = (typeof IDENTITIES)[number];

export interface FuzzRequest {
  /** The count bucket: "POST /api/jobs/:id/apply", "mutation applyToJob", "graphql transport", "other paths". */
  key: string;
  method: string;
  /** Path and query string. */
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** Variant, for the report: "json", "malformed json", "GET", ... */
  note: string;
  /** The request may end or change the account it is sent as (delete, log out, change role/number). */
  destructive: boolean;
}

export interface FuzzTarget {
  key: string;
  arb: fc.Arbitrary<FuzzRequest>;
}

const JSON_CT = "application/json";
/** Safe for encodeURIComponent/URLSearchParams (lone surrogates become U+FFFD, as a browser would send them). */
const wellFormed = (s: string) => s.toWellFormed();

const DESTRUCTIVE_REST = new Set([
  "DELETE /api/users/delete-account",
  "DELETE /api/users/account",
  "POST /api/auth/logout-everywhere",
  "GET /api/logout",
  "POST /api/users/update-type",
  "POST /api/otp/verify",
  "POST /api/login",
]);
const DESTRUCTIVE_GRAPHQL = new Set([
  "deleteAccount",
  "logoutEverywhere",
  "signOut",
  "setUserType",
  "verifyMobileNumber",
  "signIn",
]);

/** Extra headers now and then: a foreign Origin, a cross-site fetch, forwarded addresses, odd accepts. */
const headerNoiseArb: fc.Arbitrary<Record<string, string>> = fc.oneof<fc.WeightedArbitrary<Record<string, string>>[]>(
  { weight: 45, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.constant({ origin: "http://evil.example" }) },
  { weight: 1, arbitrary: fc.constant({ "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors" }) },
  { weight: 1, arbitrary: fc.constant({ "x-forwarded-for": "1.2.3.4, ::1, garbage, 999.999.1.1" }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { accept: "application/graphql-response+json" },
      { accept: "text/plain" },
      { accept: "*/*;q=0.1, application/xml" },
      { "accept-language": "hi-IN,kn;q=0.9" },
    ),
  },
  { weight: 1, arbitrary: fc.constant({ "content-length": "5" }) },
);

function routeFields(
  route: RestRoute,
  schema: GraphQLSchema,
): { names: string[]; types: Map<string, GraphQLInputType> } {
  const global = inputFieldTypes(schema);
  const fromInput = (typeName: string) => {
    const type = schema.getType(typeName);
    return isInputObjectType(type) ? Object.values(type.getFields()) : [];
  };
  let inputFields: ReturnType<typeof fromInput> = [];
  if (/job fields/.test(route.bodyText)) inputFields = fromInput("CreateJobInput");
  else if (/course fields/.test(route.bodyText))
    inputFields = fromInput(route.method === "PATCH" ? "CourseUpdateInput" : "CourseInput");
  else if (/verification form fields/.test(route.bodyText)) inputFields = fromInput("UpdateProfileInput");
  const types = new Map(global);
  // The documented body names typed as in the input (or mutation) that has the most of them.
  if (route.body.length) {
    const candidates: Map<string, GraphQLInputType>[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (isInputObjectType(type) && !type.name.startsWith("__"))
        candidates.push(new Map(Object.values(type.getFields()).map((f) => [f.name, f.type])));
    }
    for (const field of Object.values(schema.getMutationType()?.getFields() ?? {}))
      candidates.push(new Map(field.args.map((a) => [a.name, a.type])));
    const score = (c: Map<string, GraphQLInputType>) => route.body.filter((name) => c.has(name)).length;
    const best = candidates.reduce((a, b) => (score(b) > score(a) ? b : a), new Map());
    for (const name of route.body) if (best.has(name)) types.set(name, best.get(name)!);
  }
  for (const f of inputFields) types.set(f.name, f.type);
  const names = [...new Set([...inputFields.map((f) => f.name), ...route.body])];
  return { names, types };
}

function queryValueArb(name: string): fc.Arbitrary<string> {
  const plausible: Record<string, string[]> = {
    category: [
      "field_activities",
      "horticulture",
      "animal_husbandry",
      "harvesting",
      "equipment_rental",
      "all",
      "ALL",
      "Horticulture",
    ],
    wage: ["300-500", "500-700", "700-1000", "1000+", "1000 ", "all", "0-1"],
    urgent: ["true", "false", "1", "0", "yes"],
    free: ["true", "false", "1"],
    limit: ["1", "20", "100", "101", "0", "-1", "1.5", "1e2", "99999999999"],
    location: ["Mysore", "Mysuru", "Mandya", "Karnataka", "all", ""],
    search: ["paddy", "harvest", "Ramesh", "ಕೃಷಿ", ""],
    skill: ["Pruning", "1", "U2tpbGw6MQ==", "all"],
    role: ["laborer", "employer", "training_provider", "admin", ""],
  };
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...(plausible[name] ?? ["1", "x"])) },
    { weight: 2, arbitrary: stringArb.map(wellFormed) },
  );
}

function queryStringArb(params: string[]): fc.Arbitrary<string> {
  const names = params.length ? params : ["x"];
  return fc
    .tuple(
      fc.subarray(names),
      fc.array(
        fc.tuple(fc.constantFrom(...names, "junk", "__proto__", "limit", "first", "ಕ"), stringArb.map(wellFormed)),
        { maxLength: 2 },
      ),
      fc.boolean(),
    )
    .chain(([chosen, extra, repeat]) =>
      fc.tuple(...chosen.map((n) => queryValueArb(n).map((v) => [n, v] as [string, string]))).map((pairs) => {
        const all = [...pairs, ...extra, ...(repeat && pairs[0] ? [pairs[0]] : [])];
        const search = new URLSearchParams(all).toString();
        return search ? `?${search}` : "";
      }),
    );
}

interface BodyVariant {
  body?: string | Uint8Array;
  headers: Record<string, string>;
  note: string;
}

function bodyVariantArb(
  fields: string[],
  types: Map<string, GraphQLInputType>,
  method: string,
): fc.Arbitrary<BodyVariant> {
  const plausible = fc.record(Object.fromEntries(fields.map((f) => [f, restFieldArb(types, f, true)])), {
    requiredKeys: fields,
  });
  const hostile = fc
    .tuple(
      fc.record(Object.fromEntries(fields.map((f) => [f, restFieldArb(types, f)])), { requiredKeys: [] }),
      fc.oneof(fc.constant({}), extraFieldsArb),
    )
    .map(([v, extra]) => ({ ...extra, ...v }));
  const json = (arb: fc.Arbitrary<unknown>, note: string): fc.Arbitrary<BodyVariant> =>
    arb.map((value) => ({ body: JSON.stringify(value), headers: { "content-type": JSON_CT }, note }));
  const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0x80, 0x22, 0x7d]);
  return fc.oneof<fc.WeightedArbitrary<BodyVariant>[]>(
    { weight: 14, arbitrary: json(plausible, "json") },
    { weight: 6, arbitrary: json(hostile, "json hostile") },
    {
      weight: 2,
      arbitrary: malformedJsonArb.map((text) => ({
        body: text,
        headers: { "content-type": JSON_CT },
        note: "malformed json",
      })),
    },
    {
      weight: 2,
      arbitrary: json(fc.oneof(fc.array(plausible, { maxLength: 3 }), wrongValueArb), "json not an object"),
    },
    {
      weight: 1,
      arbitrary: json(
        deepArb.map((d) => ({ [fields[0] ?? "a"]: d })),
        "deep nesting",
      ),
    },
    { weight: 1, arbitrary: json(fc.constant(deepNesting(2_000, "array")), "deep array body") },
    { weight: 1, arbitrary: json(fc.constant({ [fields[0] ?? "a"]: "z".repeat(120_000) }), "huge body") },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          "text/plain",
          "application/x-www-form-urlencoded",
          "multipart/form-data; boundary=x",
          "application/json; charset=utf-16",
          "APPLICATION/JSON",
          "application/vnd.api+json",
          "application/jsonx",
          "",
        )
        .map(
          (ct): BodyVariant => ({
            body: ct === "application/x-www-form-urlencoded" ? "a=1&b=2" : '{"a":1}',
            headers: ct ? { "content-type": ct } : {},
            note: `content-type ${ct || "missing"}`,
          }),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ body: invalidUtf8, headers: { "content-type": JSON_CT }, note: "invalid utf-8" }),
    },
    {
      weight: method === "POST" ? 3 : 1,
      arbitrary: fc.constantFrom<BodyVariant>(
        { headers: { "x-requested-with": "XMLHttpRequest" }, note: "no body" },
        { headers: {}, note: "no body, no X-Requested-With" },
      ),
    },
  );
}

export function restTarget(route: RestRoute, schema: GraphQLSchema): FuzzTarget {
  const { names, types } = routeFields(route, schema);
  const pathArb = route.path.includes(":id")
    ? idSegmentArb.map((id) => route.path.replace(":id", id))
    : fc.constant(route.path);
  const hasBody = route.method !== "GET";
  const destructive = DESTRUCTIVE_REST.has(route.key);
  const arb = fc
    .record({
      path: pathArb,
      query: route.method === "GET" ? queryStringArb(route.query) : fc.constantFrom("", "", "", "?x=1&x=%00"),
      body: hasBody
        ? bodyVariantArb(names, types, route.method)
        : fc.constant<BodyVariant>({ headers: {}, note: "GET" }),
      head: route.method === "GET" ? fc.nat(9).map((n) => n < 2) : fc.constant(false),
      noise: headerNoiseArb,
    })
    .map(
      ({ path, query, body, head, noise }): FuzzRequest => ({
        key: route.key,
        method: head ? "HEAD" : route.method,
        path: path + query,
        headers: { accept: "application/json", ...noise, ...body.headers },
        body: body.body,
        note: head ? "HEAD" : body.note,
        destructive,
      }),
    );
  return { key: route.key, arb };
}

export function graphqlTarget(target: OperationTarget): FuzzTarget {
  const destructive = target.operation === "mutation" && DESTRUCTIVE_GRAPHQL.has(target.field.name);
  const arb = fc
    .record({
      args: target.argsArb,
      inline: fc.nat(4).map((n) => n === 0),
      transport: fc.constantFrom(
        "post",
        "post",
        "post",
        "post",
        "post",
        "post-extra",
        "get",
        "head",
        "post-graphql-response",
      ),
      operationName: fc.constantFrom(undefined, undefined, `Fuzz_${target.field.name}`, "Nope", ""),
      noise: headerNoiseArb,
    })
    .map(({ args, inline, transport, operationName, noise }): FuzzRequest => {
      const query = target.document(args, inline);
      const variables = inline ? {} : args;
      if (transport === "get" || transport === "head") {
        const search = new URLSearchParams({
          query: wellFormed(query),
          variables: wellFormed(JSON.stringify(variables)),
        });
        if (operationName !== undefined) search.set("operationName", operationName);
        const path = `/graphql?${search}`;
        if (path.length < 60_000) {
          return {
            key: target.key,
            method: transport === "get" ? "GET" : "HEAD",
            path,
            headers: { accept: "application/json", ...noise },
            note: transport.toUpperCase(),
            destructive,
          };
        }
      }
      const payload: Record<string, unknown> = { query, variables };
      if (operationName !== undefined) payload.operationName = operationName;
      if (transport === "post-extra")
        Object.assign(payload, {
          extensions: { persistedQuery: { version: 1, sha256Hash: "abc" } },
          extra: [1, 2],
          id: "x",
        });
      return {
        key: target.key,
        method: "POST",
        path: "/graphql",
        headers: {
          "content-type": JSON_CT,
          accept: transport === "post-graphql-response" ? "application/graphql-response+json" : "application/json",
          ...noise,
        },
        body: JSON.stringify(payload),
        note: inline ? `${transport} inline` : transport,
        destructive,
      };
    });
  return { key: target.key, arb };
}

const TYPENAME = "{ __typename }";

const transportGet = (
  params: Record<string, string> | [string, string][],
  method = "GET",
  note = "GET",
): FuzzRequest => ({
  key: "graphql transport",
  method,
  path: `/graphql?${new URLSearchParams(params as Record<string, string>)}`,
  headers: { accept: "application/json" },
  note,
  destructive: false,
});
const transportPost = (
  body: string | Uint8Array | undefined,
  note: string,
  contentType = JSON_CT,
  method = "POST",
): FuzzRequest => ({
  key: "graphql transport",
  method,
  path: "/graphql",
  headers: contentType ? { "content-type": contentType, accept: "application/json" } : { accept: "application/json" },
  body,
  note,
  destructive: false,
});
const deepQuery = (depth: number) =>
  `{ ${"jobs(first: 1) { edges { node { employer { postedJobs(first: 1) { edges { node { ".repeat(depth)} __typename ${"} } } } } } } ".repeat(depth)}}`;
const nested = (depth: number) => `{ ${"a { ".repeat(depth)}b${" }".repeat(depth)} }`;
const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(" ")} }`;

/** Hostile GraphQL documents: syntax errors, cycles, deep and wide queries, huge literals, NUL and RTL text. */
export const ODD_DOCUMENTS = [
  "{",
  "{ jobs(first: ) { totalCount } }",
  "query { jobs(first: 100) { edges { node { employer { postedJobs(first: 100) { edges { node { applicationsCount } } } } } } } }",
  "query A { __typename } query B { __typename }",
  "subscription { __typename }",
  "fragment F on Query { ...F } { ...F }",
  `{ __typename ${"@include(if: true) ".repeat(60)}}`,
  "{ __schema { types { name fields { name } } } }",
  '{ __type(name: "User") { name } }',
  '{ jobs(first: 1, search: "\\u0000") { totalCount } }',
  '{ jobs(first: 1, search: "\u0000") { totalCount } }',
  '{ jobs(first: 1, search: "🌾\\u202Eعربي") { totalCount } }',
  "{ jobs(first: -1) { totalCount } }",
  "{ jobs(first: 2147483648) { totalCount } }",
  "{ jobs(last: 5) { totalCount } }",
  '{ jobs(first: 5, after: "not-a-cursor") { totalCount } }',
  '{ jobs(first: 5, before: "YXJyYXljb25uZWN0aW9uOi0x") { totalCount } }',
  '{ node(id: "Sm9iOjE=") { id ... on Job { title employer { mobileNumber } } } }',
  '{ node(id: "Sm9iOjk5OTk5") { id } }',
  '{ nodes(ids: ["Sm9iOjE=", "VXNlcjox", "", "!!", "Sm9iOjk5OTk5"]) { id } }',
  `{ nodes(ids: [${Array.from({ length: 300 }, (_, i) => `"${Buffer.from(`Job:${i}`).toString("base64")}"`).join(",")}]) { id } }`,
  "mutation { __typename }",
  "mutation { signOut signOut }",
  "{ viewer { id applications(first: 100) { edges { node { job { applications(first: 100) { edges { node { id } } } } } } } } }",
  "\u0000",
  "query 👩‍🌾 { __typename }",
  nested(20),
  nested(300),
  // Argument literals nested thousands deep (a few KB of text; the token limit should refuse them).
  `{ serviceProviders(category: ${"[".repeat(2_500)}1${"]".repeat(2_500)}) { __typename } }`,
  `{ serviceProviders(category: ${"[".repeat(20_000)}1${"]".repeat(20_000)}) { __typename } }`,
  `{ jobs(first: 1, search: ${"{a: ".repeat(2_500)}1${"}".repeat(2_500)}) { totalCount } }`,
  deepQuery(3),
  deepQuery(30),
  aliases(16),
  aliases(500),
  `{ jobs(first: 1) { totalCount } ${"__typename ".repeat(3_000)}}`,
];

/** Malformed or wrongly shaped `variables`/`extensions` values for GET /graphql. */
const BAD_PARAMS = [
  "[]",
  "[1]",
  "1",
  '"x"',
  "true",
  "null",
  "{",
  "{'a':1}",
  '{"a":',
  "nul",
  '{"a":{"b":[1,{"c":"\\u0000"}]}}',
  "%",
  "",
];

/**
 * The transport's edge cases, each sent once in every run (the random part draws from the same kinds):
 * every odd document by POST and GET, GET/HEAD with malformed variables and extensions, odd bodies.
 */
export function transportEdgeCases(): FuzzRequest[] {
  const fixed: FuzzRequest[] = [];
  for (const query of ODD_DOCUMENTS) {
    fixed.push(
      transportPost(JSON.stringify({ query }), "odd document"),
      transportGet({ query: query.toWellFormed() }, "GET", "GET odd document"),
    );
  }
  for (const value of BAD_PARAMS) {
    fixed.push(
      transportGet({ query: TYPENAME, variables: value }, "GET", "GET malformed variables"),
      transportGet({ query: TYPENAME, extensions: value }, "GET", "GET malformed extensions"),
      transportGet({ query: TYPENAME, variables: value }, "HEAD", "HEAD malformed variables"),
    );
  }
  for (const body of [
    "{",
    "}",
    "nul",
    '{"query":',
    "\uFEFF{}",
    "[]",
    '"str"',
    "123",
    '{"query":123}',
    '[{"query":"{ __typename }"}]',
  ])
    fixed.push(transportPost(body, "fixed body"));
  return fixed;
}

/** GET /graphql with malformed variables/extensions, odd bodies, deep and wide documents, wrong methods. */
export function graphqlTransportTarget(): FuzzTarget {
  const get = transportGet;
  const post = transportPost;
  const badParam = fc.oneof(malformedJsonArb, fc.constantFrom(...BAD_PARAMS)).map(wellFormed);
  const documents = fc.constantFrom(...ODD_DOCUMENTS);
  const arb = fc.oneof(
    badParam.map((v) => get({ query: TYPENAME, variables: v }, "GET", "GET malformed variables")),
    badParam.map((v) => get({ query: TYPENAME, extensions: v }, "GET", "GET malformed extensions")),
    badParam.map((v) =>
      get(
        [
          ["query", TYPENAME],
          ["variables", "{}"],
          ["variables", v],
        ],
        "GET",
        "GET variables twice",
      ),
    ),
    badParam.map((v) => get({ query: TYPENAME, variables: v }, "HEAD", "HEAD malformed variables")),
    badParam.map((v) => get({ query: TYPENAME, extensions: v }, "HEAD", "HEAD malformed extensions")),
    fc.constant(get({}, "HEAD", "HEAD no query")),
    fc.constant(get({}, "GET", "GET no query")),
    fc.constant(get({ query: "mutation { signOut }" }, "GET", "GET mutation")),
    documents.map((q) => get({ query: q.toWellFormed() }, "GET", "GET odd document")),
    documents.map((q) => post(JSON.stringify({ query: q }), "odd document")),
    malformedJsonArb.map((text) => post(text, "malformed json")),
    fc
      .constantFrom<unknown>(
        [],
        [{ query: TYPENAME }],
        [{ query: TYPENAME }, { query: TYPENAME }],
        "str",
        123,
        null,
        true,
        { query: 123 },
        { query: null },
        { query: "" },
        { query: ["{ __typename }"] },
        { query: { a: 1 } },
      )
      .map((v) => post(JSON.stringify(v), "body shape")),
    fc
      .tuple(fc.constantFrom("variables", "extensions", "operationName"), wrongValueArb)
      .map(([field, value]) => post(JSON.stringify({ query: TYPENAME, [field]: value }), `wrong ${field}`)),
    deepArb.map((d) => post(JSON.stringify({ query: TYPENAME, variables: { a: d } }), "deep variables")),
    fc.constant(post(JSON.stringify({ query: "z".repeat(120_000) }), "huge body")),
    fc
      .constantFrom(
        "text/plain",
        "application/graphql",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
      )
      .map((ct) => post(JSON.stringify({ query: TYPENAME }), `content-type ${ct}`, ct)),
    fc.constant(
      post(
        new Uint8Array([0x7b, 0x22, 0x71, 0x75, 0x65, 0x72, 0x79, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
        "invalid utf-8",
      ),
    ),
    fc.constant(post(undefined, "no body", "")),
    fc
      .constantFrom("PUT", "PATCH", "DELETE")
      .map((m) => post(JSON.stringify({ query: TYPENAME }), `${m} /graphql`, JSON_CT, m)),
    fc.constant({ ...get({ query: TYPENAME }), headers: { accept: "text/html" }, note: "GraphiQL" }),
  );
  return { key: "graphql transport", arb };
}

/** Paths outside the table: unknown API paths, odd encodings, HEAD on /healthz, the app root. */
export function otherPathsTarget(): FuzzTarget {
  const arb = fc
    .record({
      method: fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"),
      path: fc.oneof(
        fc.constantFrom(
          "/api",
          "/api/",
          "/api/nope",
          "/api/jobs",
          "/api/jobs/1",
          "/api/jobs/1/apply/extra",
          "/api//jobs//search",
          "/api/jobs/search/",
          "/api/%00",
          "/api/%ZZ",
          "/api/jobs/%F0%9F%8C%BE/apply",
          "/api/users/%2E%2E/auth/user",
          "/api/../graphql",
          "/healthz",
          "/healthz?x=1",
          "/",
          "/index.html",
          "/sign-in?next=%2F%2Fevil.example",
          "/graphql/",
          "/GRAPHQL",
          `/api/${"a".repeat(5_000)}`,
        ),
        stringArb.map((s) => `/api/${encodeURIComponent(s.toWellFormed()).slice(0, 3_000)}`),
      ),
    })
    .map(
      ({ method, path }): FuzzRequest => ({
        key: "other paths",
        method,
        path,
        headers:
          method === "GET" || method === "HEAD" || method === "OPTIONS"
            ? { accept: "application/json", origin: "http://localhost" }
            : { "content-type": JSON_CT, "x-requested-with": "fuzz" },
        body: method === "GET" || method === "HEAD" || method === "OPTIONS" ? undefined : "{}",
        note: method,
        destructive: false,
      }),
    );
  return { key: "other paths", arb };
}
