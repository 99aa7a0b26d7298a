import type { LoaderFunctionArgs } from "react-router";
import { renderContextOf } from "../rendered/render-context.ts";
import { type GraphQLReply, type OperationParams, postGraphQL } from "./graphql-http.ts";

/** The parts of a Relay query artifact (a plain object) that starting its request needs. */
type QueryArtifact = {
  params: OperationParams;
  operation: { argumentDefinitions: ReadonlyArray<{ name: string; defaultValue?: unknown }> };
};

/**
 * What a route loader returns: the query and its variables, its request already on the wire; `fromStore` when the
 * query's data is already in the Relay store (the server fetched it into the page it rendered).
 */
export type RoutePrefetch = { artifact: QueryArtifact; variables: Record<string, unknown>; fromStore?: boolean };

const always = () => true;

const inFlight = new Map<string, Promise<GraphQLReply>>();

function keyOf(name: string, variables: Record<string, unknown>): string {
  return `${name}:${JSON.stringify(variables, Object.keys(variables).sort())}`;
}

/** The variables Relay will send: declared defaults filled in, as relay-runtime's getOperationVariables does. */
function operationVariables(artifact: QueryArtifact, given: Record<string, unknown>): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const def of artifact.operation.argumentDefinitions) {
    variables[def.name] = given[def.name] != null ? given[def.name] : def.defaultValue;
  }
  return variables;
}

/**
 * A route loader that sends the route's query at once, while the screen's code (and Relay itself) are
 * still downloading, so there is no waterfall. The screen then reads it with
 * `usePreloadedQuery(query, useRouteQuery<Q>())`, and Relay takes over this very request.
 *   loader: prefetch(() => import("../../__generated__/JobsScreenQuery.graphql.ts"), ({ request }) => vars)
 */
export function prefetch(
  artifact: () => Promise<{ default: unknown }>,
  variables: (args: LoaderFunctionArgs) => Record<string, unknown> = () => ({}),
  /**
   * Whether to send now (a guess that the person is signed in); when not, Relay sends the query itself if the
   * screen renders. On the server, which knows the session, a query with such a guess is sent only signed in.
   */
  sendNow: () => boolean = always,
) {
  return async (args: LoaderFunctionArgs): Promise<RoutePrefetch> => {
    const query = (await artifact()).default as QueryArtifact;
    const vars = operationVariables(query, variables(args));
    const render = renderContextOf<{ viewer: unknown }>(args);
    if (render?.kind === "hydrating") return { artifact: query, variables: vars, fromStore: true };
    if (render?.kind === "server") {
      if (sendNow !== always && !(await render.session).viewer) return { artifact: query, variables: vars };
      await render.load(query, vars);
      return { artifact: query, variables: vars, fromStore: true };
    }
    if (!sendNow()) return { artifact: query, variables: vars };
    const key = keyOf(query.params.name, vars);
    const request = postGraphQL(query.params, vars);
    request.catch(() => undefined); // a failure surfaces when Relay takes the request
    inFlight.set(key, request);
    return { artifact: query, variables: vars };
  };
}

/** The request a loader already sent for this query and variables (handed over once), if any. */
export function takePrefetched(name: string, variables: Record<string, unknown>): Promise<GraphQLReply> | undefined {
  const key = keyOf(name, variables);
  const request = inFlight.get(key);
  inFlight.delete(key);
  return request;
}
