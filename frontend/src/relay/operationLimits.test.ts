import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildSchema, type GraphQLError, parse, validate, type ValidationRule } from "graphql";
import type { ConcreteRequest } from "relay-runtime";
import { describe, expect, it } from "vitest";
import { QUERY_LIMITS } from "../../../graphql-server/src/graphql/query-limits.ts";

// A path from this file (a variable, not a literal, so the test bundler leaves the URL alone).
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// Every operation the app sends, as relay-compiler printed it (fragments included): the artifacts carry
// only the persisted key, and the text is in the persisted map the server loads.
const generated = here("../__generated__/");
const persisted = JSON.parse(readFileSync(here("../../persisted-operations.json"), "utf8")) as Record<string, string>;
const operations: { file: string; id: string | null; text: string | undefined }[] = [];
for (const file of readdirSync(generated).filter((name) => name.endsWith(".graphql.ts"))) {
  const node = (
    (await import(/* @vite-ignore */ `${generated}${file}`)) as { default: ConcreteRequest | { kind: string } }
  ).default;
  if (node.kind === "Request" && "params" in node) {
    const id = node.params.id ?? null;
    operations.push({ file, id, text: id ? persisted[id] : undefined });
  }
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

  it("are all persisted: each artifact carries a key and no text, and the map has its text under that key", () => {
    const unpersisted = operations
      .filter((operation) => !operation.id || operation.text === undefined)
      .map((operation) => operation.file);
    expect(unpersisted).toEqual([]);
    for (const operation of operations) {
      expect(createHash("sha256").update(operation.text!).digest("hex")).toBe(operation.id);
    }
  });

  it("carry no operation text into the browser bundle", async () => {
    for (const { file } of operations) {
      const node = ((await import(/* @vite-ignore */ `${generated}${file}`)) as { default: ConcreteRequest }).default;
      expect(node.params.text, file).toBeNull();
    }
  });

  it.each(operations.map((operation) => [operation.file, operation.text ?? ""]))(
    "%s stays within the server's depth, alias and directive limits",
    (_file, text) => {
      expect(problems(text)).toEqual([]);
    },
  );
});
