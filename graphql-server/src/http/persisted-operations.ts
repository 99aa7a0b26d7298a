// Persisted operations: the web app's operations are known at build (relay-compiler writes their texts to
// frontend/persisted-operations.json, keyed by the SHA-256 of each text), and the app sends only the key:
//   { "operationName": "...", "variables": {...}, "extensions": { "persistedQuery": { "version": 1, "sha256Hash": "<key>" } } }
// The server parses and validates each such operation once, on its first use, and then runs it without
// parsing or validating again.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import { type DocumentNode, GraphQLError, type GraphQLSchema, parse, validate } from "graphql";
import type { Plugin } from "graphql-yoga";
import { parseCookies, SESSION_COOKIE } from "../auth/session.ts";

export const PERSISTED_OPERATIONS_FILE = path.resolve(import.meta.dirname, "../../../frontend/persisted-operations.json");

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
 * production, and always for the server's own in-process requests. In production:
 * - a request carrying a session cookie may not (the web app's sessions send only persisted keys);
 * - a request from a browser (Sec-Fetch-Site or Origin present) may not, unless it comes from GraphiQL's page
 *   (/graphql or /graphiql, told by its Referer): GraphiQL stays usable for exploring the public API, as long
 *   as it runs without a session cookie (signed out, or in a private window);
 * - any other request (no session cookie, not a browser: partners, scripts, curl) may. This is the partner and
 *   anonymous path until partner keys exist; then it should ask for a key and the operation's cost.
 */
export function mayRunArbitraryOperation(request: Request, options: { production: boolean }): boolean {
  if (inProcess.has(request) || !options.production) return true;
  if (parseCookies(request.headers.get("cookie")).has(SESSION_COOKIE)) return false;
  const fromBrowser = request.headers.has("sec-fetch-site") || request.headers.has("origin");
  return !fromBrowser || fromGraphiQL(request);
}

function fromGraphiQL(request: Request): boolean {
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    const from = new URL(referer);
    return from.origin === new URL(request.url).origin && (from.pathname === "/graphql" || from.pathname === "/graphiql");
  } catch {
    return false;
  }
}

/**
 * The Yoga plugin: runs a persisted operation by its key (an unknown key is a 404 PersistedQueryNotFound),
 * and operation text only when `mayRunArbitraryOperation` allows it (otherwise a 403 PersistedQueryOnly).
 * Each persisted operation is parsed and validated against the schema once, on its first use, and then runs
 * without either; one that does not validate (a map older than the schema) is a 400 naming the problems.
 */
export function persistedOperations(options: { schema: GraphQLSchema; production: boolean; operations?: ReadonlyMap<string, string> }): Plugin {
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
  return usePersistedOperations({
    getPersistedOperation: (key) => documentFor(key),
    allowArbitraryOperations: (request) => mayRunArbitraryOperation(request, options),
    // Validated once, in documentFor.
    skipDocumentValidation: true,
    customErrors: {
      notFound: {
        message: "PersistedQueryNotFound",
        extensions: { code: "PERSISTED_QUERY_NOT_FOUND", http: { status: 404 } },
      },
      persistedQueryOnly: {
        message: "PersistedQueryOnly: this client may send only the app's persisted operations (extensions.persistedQuery.sha256Hash)",
        extensions: { code: "PERSISTED_QUERY_ONLY", http: { status: 403 } },
      },
      keyNotFound: {
        message: "Send a query, or a persisted operation's key in extensions.persistedQuery.sha256Hash",
        extensions: { code: "BAD_REQUEST", http: { status: 400 } },
      },
    },
  });
}

function check(schema: GraphQLSchema, text: string): DocumentNode | GraphQLError {
  try {
    const document = parse(text);
    const errors = validate(schema, document);
    if (errors.length === 0) return document;
    return new GraphQLError(`The persisted operation does not match the schema: ${errors.map((e) => e.message).join(" ")}`, {
      extensions: { code: "PERSISTED_QUERY_INVALID", http: { status: 400 } },
    });
  } catch (error) {
    return new GraphQLError(`The persisted operation cannot be parsed: ${(error as Error).message}`, {
      extensions: { code: "PERSISTED_QUERY_INVALID", http: { status: 400 } },
    });
  }
}
