import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { Kind } from "graphql";
import { type Context as HonoContext, Hono } from "hono";
import { ERROR_MESSAGES } from "../../rules/errors.ts";
import { REST_INPUT_MESSAGES } from "../../rules/rest-input.ts";
import type { GraphQLServer } from "../graphql.ts";
import { type HttpPolicy, isSameOriginRequest } from "../request-origin.ts";
import { parseJsonObject } from "./body.ts";
import { RestInput } from "./input.ts";
import { RestRefusal } from "./refuse.ts";
import { fieldErrors, outcome, restError, restMessage, unauthorized } from "./respond.ts";
import { RestReply, type RestRequest, type RestRow } from "./rest-row.ts";
import { runOperation } from "./run-operation.ts";

/** A malformed body, found when a row first reads it. */
class MalformedBody extends Error {}

/** The name (or alias) of an operation's one root field: where its answer is. */
export function rootFieldOf(document: TypedDocumentNode<unknown, never>): string {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const first = operation?.selectionSet.selections[0];
  if (!first || first.kind !== Kind.FIELD) throw new Error("A REST row's operation selects one root field");
  return (first.alias ?? first.name).value;
}

function restRequest(c: HonoContext, bodyText: string): RestRequest {
  return {
    param: (name) => c.req.param(name) ?? "",
    query: (name) => c.req.query(name),
    body: new RestInput(() => {
      const body = parseJsonObject(bodyText);
      if (!body) throw new MalformedBody();
      return body;
    }),
    message: (message) => restMessage(c, message),
  };
}

/** The handler of one row: request → variables → the operation in-process → the documented answer. */
function serveRow(row: RestRow, graphql: GraphQLServer, policy: HttpPolicy) {
  const field = row.operation ? rootFieldOf(row.operation as TypedDocumentNode<unknown, never>) : null;
  return async (c: HonoContext): Promise<Response> => {
    const request = restRequest(c, c.req.method === "GET" || c.req.method === "HEAD" ? "" : await c.req.text());
    let variables: Record<string, unknown>;
    try {
      variables = row.variables?.(request) ?? {};
      request.body.check();
    } catch (error) {
      if (error instanceof RestRefusal) return fieldErrors(c, error.errors);
      if (error instanceof MalformedBody) return restError(c, 400, REST_INPUT_MESSAGES.bodyNotObject);
      throw error;
    }
    let value: unknown;
    if (row.sameOriginOnly && !isSameOriginRequest(c, policy)) {
      if (!row.answerOnRefusal) return restError(c, 403, ERROR_MESSAGES.forbidden);
    } else if (row.operation && field) {
      const result = await runOperation(
        c,
        graphql,
        row.operation as TypedDocumentNode<Record<string, unknown>, unknown>,
        variables,
      );
      const answered = outcome(c, result, field, row.errorFields);
      if (!answered.ok && !row.answerOnRefusal) return answered.response;
      value = answered.ok ? answered.value : undefined;
    }
    const answer = row.answer(value as never, request);
    if (answer instanceof RestReply)
      return answer.kind === "redirect" ? c.redirect(answer.location, 302) : unauthorized(c);
    return c.json(answer as object, row.status ?? 200);
  };
}

/** Every row as a REST path (mounted under /api), in the table's order. */
export function restApp(rows: readonly RestRow[], graphql: GraphQLServer, policy: HttpPolicy): Hono {
  const app = new Hono();
  for (const row of rows) {
    const handler = serveRow(row, graphql, policy);
    for (const path of [row.path].flat()) app.on(row.method, path, handler);
  }
  return app;
}
