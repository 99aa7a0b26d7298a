// Partner keys on /graphql: a request with `Authorization: Bearer <key>` runs as that partner, read-only, and
// pays for each operation in points (rules/partner.ts: partnerPoints of the operation's complexity). The
// answer to every request with a live key, refused or not, reports the key's window in X-RateLimit-* headers.
import { complexityFromQuery } from "@pothos/plugin-complexity";
import { type DocumentNode, type GraphQLSchema, Kind, getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { PartnerViewer } from "../../graphql/context.ts";
import type { Prisma } from "../../db/client.ts";
import { localizedGraphQLError } from "../../i18n/graphql-errors.ts";
import { bearerKey } from "../../http/bearer-key.ts";
import { findLivePartnerKey } from "./partner-keys.ts";
import { type PartnerUsage, chargePartnerPoints, readPartnerUsage, remainingPoints } from "./partner-points.ts";
import { PARTNER_MESSAGES, partnerPoints } from "../../rules/partner.ts";
import { QUERY_LIMITS } from "../../graphql/query-limits.ts";

/** What one partner request knows about its key: who, and (once known) its cost and the window after it. */
interface PartnerRequest {
  partner: PartnerViewer;
  /** Points this operation cost (0 until its cost is known). */
  cost: number;
  usage: PartnerUsage | null;
}

const byRequest = new WeakMap<Request, PartnerRequest>();
const byContext = new WeakMap<object, PartnerRequest>();

/** The partner whose live key signed `request` (checked by the plugin before anything else), or null. */
export function partnerOf(request: Request): PartnerViewer | null {
  return byRequest.get(request)?.partner ?? null;
}

/** The key's window and this operation's cost, for the `rateLimit` field; null outside a partner request. */
export function rateLimitOf(ctx: object): { cost: number; usage: PartnerUsage } | null {
  const state = byContext.get(ctx);
  return state?.usage ? { cost: state.cost, usage: state.usage } : null;
}

/** The X-RateLimit-* headers (GitHub's names); Reset is in UTC epoch seconds. */
export function rateLimitHeaders(usage: PartnerUsage): Record<string, string> {
  return {
    "X-RateLimit-Limit": String(usage.limit),
    "X-RateLimit-Remaining": String(remainingPoints(usage)),
    "X-RateLimit-Used": String(usage.used),
    "X-RateLimit-Reset": String(Math.ceil(usage.resetAt.getTime() / 1000)),
  };
}

/** The operation `operationName` picks and the fragments, alone: what complexityFromQuery measures. */
function selectedOperation(document: DocumentNode, operationName: string | null | undefined): DocumentNode | null {
  const operation = getOperationAST(document, operationName);
  if (!operation) return null;
  return {
    ...document,
    definitions: [operation, ...document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)],
  };
}

/** The operation's complexity as the complexity plugin computes it; 0 when it cannot be computed (its own error follows). */
function complexityOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  ctx: object,
): number {
  try {
    return complexityFromQuery(document, { schema, variables, ctx }).complexity;
  } catch {
    return 0;
  }
}

export interface PartnerLimitsOptions {
  prisma: Prisma;
  schema: GraphQLSchema;
  /** The clock (tests move it). */
  now?: () => Date;
}

/**
 * The Yoga plugin. In order: a Bearer key that names no live key is a 401 (before anything else); a mutation
 * or subscription is a 403 (partner keys only read); an operation whose points do not fit in what the key
 * has left this window is a 429 with Retry-After; nothing runs in any of these cases. Operations over the
 * complexity limit are not charged (the complexity plugin refuses them before they run).
 */
export function partnerLimits(options: PartnerLimitsOptions): Plugin {
  const now = options.now ?? (() => new Date());
  return {
    async onParams({ request }) {
      const key = bearerKey(request.headers.get("authorization"));
      if (!key) return;
      const live = await findLivePartnerKey(options.prisma, key);
      if (!live) {
        throw localizedGraphQLError(PARTNER_MESSAGES.invalidKey, {
          extensions: {
            code: "INVALID_API_KEY",
            http: { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="KhetSetu partner API"' } },
          },
        });
      }
      byRequest.set(request, { partner: { keyId: live.keyId, name: live.name }, cost: 0, usage: null });
    },
    async onExecute({ args }) {
      const ctx = args.contextValue as { request?: Request };
      const state = ctx.request && byRequest.get(ctx.request);
      if (!state) return;
      byContext.set(ctx, state);
      const operation = getOperationAST(args.document, args.operationName);
      if (operation && operation.operation !== "query") {
        throw localizedGraphQLError(PARTNER_MESSAGES.readOnly, {
          extensions: { code: "READ_ONLY_KEY", http: { status: 403 } },
        });
      }
      const document = selectedOperation(args.document, args.operationName);
      const complexity = document
        ? complexityOf(options.schema, document, (args.variableValues ?? {}) as Record<string, unknown>, ctx)
        : 0;
      const at = now();
      if (complexity > QUERY_LIMITS.maxCost) {
        state.usage = await readPartnerUsage(options.prisma, state.partner.keyId, at);
        return;
      }
      const cost = partnerPoints(complexity);
      const charge = await chargePartnerPoints(options.prisma, state.partner.keyId, cost, at);
      if (!charge) {
        // Revoked while this request was under way.
        byRequest.delete(ctx.request!);
        throw localizedGraphQLError(PARTNER_MESSAGES.invalidKey, {
          extensions: { code: "INVALID_API_KEY", http: { status: 401 } },
        });
      }
      state.usage = charge;
      if (!charge.charged) {
        const retryAfter = Math.max(1, Math.ceil((charge.resetAt.getTime() - at.getTime()) / 1000));
        throw localizedGraphQLError(PARTNER_MESSAGES.pointsUsedUp, {
          extensions: {
            code: "RATE_LIMITED",
            cost,
            http: { status: 429, headers: { "Retry-After": String(retryAfter) } },
          },
        });
      }
      state.cost = cost;
    },
    async onResponse({ request, response }) {
      const state = byRequest.get(request);
      if (!state) return;
      // Refused before execution (a syntax or validation error): report the window as it stands.
      state.usage ??= await readPartnerUsage(options.prisma, state.partner.keyId, now());
      if (!state.usage) return;
      for (const [name, value] of Object.entries(rateLimitHeaders(state.usage))) response.headers.set(name, value);
    },
  };
}

/** How /graphql lets in requests signed with a partner key: the limits plugin, and the partner it found. */
export function partnerKeys(options: PartnerLimitsOptions) {
  return { plugin: partnerLimits(options), partnerOf };
}
