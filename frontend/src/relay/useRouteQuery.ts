import { loadQuery, type PreloadedQuery, useRelayEnvironment } from "react-relay";
import type { ConcreteRequest, IEnvironment, OperationType } from "relay-runtime";
import { useLoaderData } from "react-router";
import type { RoutePrefetch } from "./prefetch.ts";

const references = new WeakMap<RoutePrefetch, PreloadedQuery<OperationType>>();

/**
 * The query a route loader prefetched, loaded into `environment` once per loader run (Relay takes over its request);
 * read from the store when the server already put its data there.
 */
export function loadRouteQuery<Q extends OperationType>(
  environment: IEnvironment,
  prefetched: RoutePrefetch,
): PreloadedQuery<Q> {
  let reference = references.get(prefetched);
  if (!reference) {
    reference = loadQuery(environment, prefetched.artifact as unknown as ConcreteRequest, prefetched.variables, {
      fetchPolicy: prefetched.fromStore ? "store-or-network" : "network-only",
    });
    references.set(prefetched, reference);
  }
  return reference as PreloadedQuery<Q>;
}

/**
 * The route's preloaded query: Relay takes over the request the route's `prefetch` loader sent.
 * Use as `usePreloadedQuery(query, useRouteQuery<JobsScreenQuery>())`.
 */
export function useRouteQuery<Q extends OperationType>(): PreloadedQuery<Q> {
  return loadRouteQuery<Q>(useRelayEnvironment(), useLoaderData() as RoutePrefetch);
}
