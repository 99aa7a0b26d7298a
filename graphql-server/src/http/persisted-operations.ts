// Persisted operations: the web app's operations are known at build (relay-compiler writes their texts to
// frontend/persisted-operations.json, keyed by the SHA-256 of each text), and the app sends only the key:
//   { "operationName": "...", "variables": {...}, "extensions": { "persistedQuery": { "version": 1, "sha256Hash": "<key>" } } }
// The server parses and validates each such operation once, on its first use, and then runs it without
// parsing or validating again.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type SelectionSetNode,
  parse,
  validate,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { localizedGraphQLError } from "../i18n/graphql-errors.ts";
import { bearerKey } from "./bearer-key.ts";
import { PARTNER_MESSAGES } from "../rules/partner.ts";
import { QUERY_LIMITS } from "../graphql/query-limits.ts";

export const PERSISTED_OPERATIONS_FILE = path.resolve(
  import.meta.dirname,
  "../../../frontend/persisted-operations.json",
);

/** The persisted operations' texts by key; empty when relay-compiler has not written the map yet. */
export function loadPersistedOperations(file: string = PERSISTED_OPERATIONS_FILE): ReadonlyMap<string, string> {
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>));
}

/** Requests the server builds itself (the REST shim's operations): they run whatever text they carry. */
const inProcess = new WeakSet<Request>();

/** Marks a request built in this process, so its operation text runs in any mode. */
export function markInProcess(request: Request): Request {
  inProcess.add(request);
  return request;
}

/**
 * Whether a request may send operation text rather than a persisted operation's key. Always outside
 * production, and always for the server's own in-process requests (the REST shim). In production only:
 * - a request with a partner key (`Authorization: Bearer …`; the partner limits refuse a key that is not live
 *   with a 401, and charge the operation's cost);
 * - an operation that only introspects the schema (`__schema`, `__type`, `__typename`), so GraphiQL shows the
 *   API's docs to anyone.
 * Anything else (the web app's sessions, signed in or out, scripts without a key) sends persisted keys only.
 */
export function mayRunArbitraryOperation(request: Request, options: { production: boolean }, query?: string): boolean {
  if (inProcess.has(request) || !options.production) return true;
  if (bearerKey(request.headers.get("authorization"))) return true;
  return query !== undefined && isIntrospectionOnly(query);
}

const INTROSPECTION_FIELDS = new Set(["__schema", "__type", "__typename"]);

/** Whether every operation in `query` selects only introspection fields at its root (text that does not parse: false). */
export function isIntrospectionOnly(query: string): boolean {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: QUERY_LIMITS.maxTokens });
  } catch {
    return false;
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const onlyIntrospection = (selections: SelectionSetNode, seen: Set<string>): boolean =>
    selections.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) return INTROSPECTION_FIELDS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return onlyIntrospection(selection.selectionSet, seen);
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) return false;
      return onlyIntrospection(fragment.selectionSet, new Set(seen).add(name));
    });
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  return (
    operations.length > 0 &&
    operations.every(
      (operation) => operation.operation === "query" && onlyIntrospection(operation.selectionSet, new Set()),
    )
  );
}

/**
 * The Yoga plugin: runs a persisted operation by its key (an unknown key is a 404 PersistedQueryNotFound),
 * and operation text only when `mayRunArbitraryOperation` allows it (otherwise a 403 PERSISTED_QUERY_ONLY
 * that asks for a partner key).
 * Each persisted operation is parsed and validated against the schema once, on its first use, and then runs
 * without either; one that does not validate (a map older than the schema) is a 400 naming the problems.
 */
export function persistedOperations(options: {
  schema: GraphQLSchema;
  production: boolean;
  operations?: ReadonlyMap<string, string>;
}): Plugin {
  const texts = options.operations ?? loadPersistedOperations();
  const documents = new Map<string, DocumentNode | GraphQLError>();
  const documentFor = (key: string): DocumentNode | null => {
    let checked = documents.get(key);
    if (checked === undefined) {
      const text = texts.get(key);
      if (text === undefined) return null;
      checked = check(options.schema, text);
      documents.set(key, checked);
    }
    if (checked instanceof GraphQLError) throw checked;
    return checked;
  };
  // biome-ignore lint/correctness/useHookAtTopLevel: a GraphQL Yoga plugin factory, not a React hook
  const plugin = usePersistedOperations({
    getPersistedOperation: (key) => documentFor(key),
    // Decided below, where the operation's text is known.
    allowArbitraryOperations: true,
    // Validated once, in documentFor.
    skipDocumentValidation: true,
    customErrors: {
      notFound: {
        message: "PersistedQueryNotFound",
        extensions: { code: "PERSISTED_QUERY_NOT_FOUND", http: { status: 404 } },
      },
      keyNotFound: {
        message: "Send a query, or a persisted operation's key in extensions.persistedQuery.sha256Hash",
        extensions: { code: "BAD_REQUEST", http: { status: 400 } },
      },
    },
  });
  return {
    ...plugin,
    onParams(payload) {
      const { query } = payload.params;
      if (query && !mayRunArbitraryOperation(payload.request, options, query)) {
        throw localizedGraphQLError(PARTNER_MESSAGES.keyRequired, {
          extensions: { code: "PERSISTED_QUERY_ONLY", http: { status: 403 } },
        });
      }
      return plugin.onParams!(payload);
    },
  };
}

function check(schema: GraphQLSchema, text: string): DocumentNode | GraphQLError {
  try {
    const document = parse(text);
    const errors = validate(schema, document);
    if (errors.length === 0) return document;
    return new GraphQLError(
      `The persisted operation does not match the schema: ${errors.map((e) => e.message).join(" ")}`,
      {
        extensions: { code: "PERSISTED_QUERY_INVALID", http: { status: 400 } },
      },
    );
  } catch (error) {
    return new GraphQLError(`The persisted operation cannot be parsed: ${(error as Error).message}`, {
      extensions: { code: "PERSISTED_QUERY_INVALID", http: { status: 400 } },
    });
  }
}
