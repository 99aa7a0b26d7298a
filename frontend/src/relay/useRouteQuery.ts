import { loadQuery, type PreloadedQuery } from "react-relay";
import type { ConcreteRequest, OperationType } from "relay-runtime";
import { useLoaderData } from "react-router";
import { environment } from "./environment.ts";
import type { RoutePrefetch } from "./prefetch.ts";

const references = new WeakMap<RoutePrefetch, PreloadedQuery<OperationType>>();

/**
 * The route's preloaded query: Relay takes over the request the route's `prefetch` loader sent.
 * Use as `usePreloadedQuery(query, useRouteQuery<JobsScreenQuery>())`.
 */
export function useRouteQuery<Q extends OperationType>(): PreloadedQuery<Q> {
  const prefetched = useLoaderData() as RoutePrefetch;
  let reference = references.get(prefetched);
  if (!reference) {
    reference = loadQuery(environment, prefetched.artifact as unknown as ConcreteRequest, prefetched.variables, {
      fetchPolicy: "network-only",
    });
    references.set(prefetched, reference);
  }
  return reference as PreloadedQuery<Q>;
}
