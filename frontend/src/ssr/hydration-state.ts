import { type HydrationState, matchRoutes, type RouteObject } from "react-router";
import { renderLoaderContext } from "../rendered/render-context.ts";
import type { SsrData } from "../rendered/page-data.ts";

/**
 * The router's state for hydrating a server-rendered page at `url`: the matched routes' screens loaded first (so
 * the first render is the page, not a fallback) and their loaders' results as the server had them, which send
 * nothing (the queries' data is in the page's Relay records). Resolves the lazy routes in `routes` in place.
 */
export async function hydrationState(routes: RouteObject[], url: URL, data: SsrData): Promise<HydrationState> {
  const matches = matchRoutes(routes, url) ?? [];
  const context = renderLoaderContext({ kind: "hydrating", session: data.session });
  const request = new Request(url);
  const loaderData: Record<string, unknown> = {};
  await Promise.all(
    matches.map(async ({ route, params }) => {
      if (typeof route.lazy === "function") {
        const resolved = await route.lazy();
        Object.assign(route, resolved, { lazy: undefined });
      }
      if (typeof route.loader === "function" && route.id) {
        loaderData[route.id] = await route.loader({ request, params, context, pattern: "" } as never);
      }
    }),
  );
  return { loaderData };
}
