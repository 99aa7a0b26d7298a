import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildSchema, type GraphQLError, parse, validate, type ValidationRule } from "graphql";
import type { ConcreteRequest } from "relay-runtime";
import { describe, expect, it } from "vitest";
import { QUERY_LIMITS } from "../../../graphql-server/src/schema/query-limits.ts";

// A path from this file (a variable, not a literal, so the test bundler leaves the URL alone).
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// Every operation the app sends, as relay-compiler printed it (fragments included).
const generated = here("../__generated__/");
const operations: { file: string; text: string }[] = [];
for (const file of readdirSync(generated).filter((name) => name.endsWith(".graphql.ts"))) {
  const node = ((await import(/* @vite-ignore */ `${generated}${file}`)) as { default: ConcreteRequest | { kind: string } }).default;
  if (node.kind === "Request" && "params" in node && node.params.text) operations.push({ file, text: node.params.text });
}

const schema = buildSchema(readFileSync(here("../../../schema.graphql"), "utf8"));

// The server refuses an operation over these before running it (graphql-armor), so the app must stay under them.
const rules: ValidationRule[] = [
  maxDepthRule({ n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true }),
  maxAliasesRule({ n: QUERY_LIMITS.maxAliases }),
  maxDirectivesRule({ n: QUERY_LIMITS.maxDirectives }),
];

function problems(text: string): string[] {
  try {
    return validate(schema, parse(text), rules).map((error) => error.message);
  } catch (error) {
    return [(error as GraphQLError).message];
  }
}

describe("the app's GraphQL operations", () => {
  it("are all compiled", () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it.each(operations.map((operation) => [operation.file, operation.text]))(
    "%s stays within the server's depth, alias and directive limits",
    (_file, text) => {
      expect(problems(text)).toEqual([]);
    },
  );
});
