// Plain HTTP for GraphQL, without relay-runtime: the landing page and the route loaders use it, so the
// first visit downloads no Relay code. Relay's network layer (environment.ts) uses it too.
import { i18n } from "@lingui/core";

export type GraphQLError = { message: string; extensions?: { code?: string } };
export type GraphQLBody = { data?: unknown; errors?: GraphQLError[] };
export type GraphQLReply = { status: number; statusText: string; text: string; body: GraphQLBody | null };

/** The headers that ask the server to answer in the app's active language (its messages and errors). */
export function languageHeaders(): Record<string, string> {
  return i18n.locale ? { "X-Language": i18n.locale } : {};
}

/** An operation as relay-compiler describes it (`params` of a generated artifact). */
export type OperationParams = { name: string; id?: string | null; text?: string | null };

/**
 * The request body: the operation's persisted key (relay-compiler persists every operation at build, so the
 * app sends no operation text), or its text where an artifact carries no key.
 */
export function graphqlBody(operation: OperationParams, variables: Record<string, unknown>): string {
  if (operation.id) {
    return JSON.stringify({
      operationName: operation.name,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } },
    });
  }
  return JSON.stringify({ query: operation.text ?? "", operationName: operation.name, variables });
}

/**
 * POST /graphql with the session cookie and the active language. The JSON content type keeps mutations
 * CSRF-safe (the server refuses cross-site form posts). No retries.
 */
export async function postGraphQL(
  operation: OperationParams,
  variables: Record<string, unknown> = {},
  signal?: AbortSignal,
): Promise<GraphQLReply> {
  const response = await fetch("/graphql", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...languageHeaders() },
    body: graphqlBody(operation, variables),
    signal,
  });
  const replyText = await response.text();
  let body: GraphQLBody | null = null;
  try {
    body = JSON.parse(replyText) as GraphQLBody;
  } catch {
    body = null;
  }
  const reply = { status: response.status, statusText: response.statusText, text: replyText, body };
  if (isOutdatedAppReply(reply)) reloadForNewBuild();
  return reply;
}

/**
 * True when the server does not know the operation's key: every build persists its own operations, so this
 * tab still runs the build from before the last deploy.
 */
export function isOutdatedAppReply(reply: Pick<GraphQLReply, "status" | "body">): boolean {
  return (
    reply.status === 404 && Boolean(reply.body?.errors?.some((e) => e.extensions?.code === "PERSISTED_QUERY_NOT_FOUND"))
  );
}

const RELOADED_AT = "ks-reloaded-for-new-build";
const RELOAD_AT_MOST_EVERY_MS = 60_000;

/** Loads the new build (at most once a minute, so a server that keeps refusing cannot cause a reload loop). */
export function reloadForNewBuild(
  storage: Pick<Storage, "getItem" | "setItem"> = sessionStorage,
  reload = () => location.reload(),
): boolean {
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (Date.now() - last < RELOAD_AT_MOST_EVERY_MS) return false;
  storage.setItem(RELOADED_AT, String(Date.now()));
  reload();
  return true;
}

/** True when the server says the session is missing or revoked (HTTP 401 or GraphQL UNAUTHENTICATED). */
export function isSignedOutReply(reply: Pick<GraphQLReply, "status" | "body">): boolean {
  return reply.status === 401 || Boolean(reply.body?.errors?.some((e) => e.extensions?.code === "UNAUTHENTICATED"));
}
