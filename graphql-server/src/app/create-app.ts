import type { AppServices } from "../graphql/context.ts";
import { createHttpApp } from "../http/app.ts";
import type { HttpPolicy } from "../http/request-origin.ts";
import type { PublicReadCache } from "../http/response-cache.ts";
import { applyByForm } from "../features/applications/index.ts";
import { partnerKeys } from "../features/partners/index.ts";
import { APPLY_FORM_ROUTE } from "../rules/applications.ts";
import { REST_ROWS } from "./rest-routes.ts";
import { schema } from "./schema.ts";

export interface AppOptions {
  services: AppServices;
  /** Built single-page app (frontend/dist); skipped when it does not exist. */
  staticDir?: string;
  /** Proxies, CORS origins and production headers (defaults: no proxy, same-origin only, not production). */
  policy?: HttpPolicy;
  /** The partner limits' clock (tests move it). */
  now?: () => Date;
  /** App pages rendered on the server (with the web app's server build), and their time limit; null: never. */
  serverRender?: { timeoutMs: number; maxPages: number } | null;
  /** The response cache of signed-out public reads; null or unset: none. */
  publicReads?: PublicReadCache | null;
}

/** The app: every feature's schema and REST paths on the HTTP surface, with partner keys let in by the partners feature. */
export function createApp({ services, staticDir, policy, now, serverRender, publicReads }: AppOptions) {
  return createHttpApp({
    services,
    staticDir,
    serverRender,
    policy,
    graphql: {
      schema,
      publicReads,
      partnerKeys: partnerKeys({ prisma: services.prisma, schema, limitKeys: services.limitKeys, now }),
    },
    rest: REST_ROWS,
    forms: [{ path: APPLY_FORM_ROUTE, handle: applyByForm }],
  });
}
