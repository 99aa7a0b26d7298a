// Partner keys on /graphql: a request with `Authorization: Bearer <key>` runs as that partner, read-only, and
// pays for each operation in points (rules/partner.ts: partnerPoints of the operation's complexity). Every
// request with a live key pays at least one point, before its text is parsed, so malformed, invalid or
// over-limit queries are not free, and a key whose points are spent gets 429 whatever it sends. Requests with a
// key that names no live key are limited per client address. The answer to every request with a live key,
// refused or not, reports the key's window in X-RateLimit-* headers.
import { complexityFromQuery } from "@pothos/plugin-complexity";
import { type DocumentNode, type GraphQLSchema, Kind, getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { PartnerViewer } from "../../graphql/context.ts";
import type { Prisma } from "../../db/client.ts";
import { localizedGraphQLError } from "../../i18n/graphql-errors.ts";
import { bearerKey } from "../../http/bearer-key.ts";
import { RATE_LIMITS } from "../../limits/limits.ts";
import { type RateLimitKeys, takeRateLimits } from "../../limits/rate-limit.ts";
import { hashPartnerKey } from "./partner-keys.ts";
import {
  type PartnerUsage,
  chargePartnerKeyByHash,
  chargePartnerPoints,
  readPartnerUsage,
  remainingPoints,
} from "./partner-points.ts";
import { MIN_PARTNER_POINTS, PARTNER_MESSAGES, partnerPoints } from "../../rules/partner.ts";
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
  /** Keys of the per-address limit on unknown keys (hashed addresses). */
  limitKeys: RateLimitKeys;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** 429 for a key that has spent its points: Retry-After is the time until its window ends. */
function pointsUsedUp(cost: number, resetAt: Date, at: Date) {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - at.getTime()) / 1000));
  return localizedGraphQLError(PARTNER_MESSAGES.pointsUsedUp, {
    extensions: { code: "RATE_LIMITED", cost, http: { status: 429, headers: { "Retry-After": String(retryAfter) } } },
  });
}

/**
 * The Yoga plugin. In order: a Bearer key that names no live key is a 401 (before anything else), or a 429 once
 * the client's address has sent too many such keys; a live key is charged its first point before the text is
 * parsed, and is a 429 when it has none left; a mutation or subscription is a 403 (partner keys only read); an
 * operation whose remaining points do not fit in what the key has left this window is a 429 with Retry-After;
 * nothing runs in any of these cases. Operations over the complexity limit are refused by the complexity plugin
 * before they run, having paid their first point.
 */
export function partnerLimits(options: PartnerLimitsOptions): Plugin {
  const now = options.now ?? (() => new Date());
  /** Seconds until `ip` may send another unknown key (0: allowed, and counted). */
  const unknownKeyWait = (ip: string | null | undefined, at: Date) =>
    ip
      ? options.prisma.$transaction((tx) =>
          takeRateLimits(
            tx,
            [{ limit: RATE_LIMITS.unknownPartnerKeyPerAddress, key: options.limitKeys.address(ip) }],
            at,
          ),
        )
      : Promise.resolve(0);
  return {
    async onParams({ request, context }) {
      const key = bearerKey(request.headers.get("authorization"));
      if (!key) return;
      const at = now();
      const found = await chargePartnerKeyByHash(options.prisma, hashPartnerKey(key), MIN_PARTNER_POINTS, at);
      if (!found) {
        const wait = await unknownKeyWait((context as { ip?: string | null } | undefined)?.ip, at);
        if (wait > 0) {
          throw localizedGraphQLError(PARTNER_MESSAGES.tooManyInvalidKeys, {
            extensions: { code: "RATE_LIMITED", http: { status: 429, headers: { "Retry-After": String(wait) } } },
          });
        }
        throw localizedGraphQLError(PARTNER_MESSAGES.invalidKey, {
          extensions: {
            code: "INVALID_API_KEY",
            http: { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="KhetSetu partner API"' } },
          },
        });
      }
      const { charge } = found;
      byRequest.set(request, {
        partner: { keyId: found.keyId, name: found.name },
        cost: charge.charged ? MIN_PARTNER_POINTS : 0,
        usage: charge,
      });
      if (!charge.charged) throw pointsUsedUp(MIN_PARTNER_POINTS, charge.resetAt, at);
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
      // Over the complexity limit: refused by the complexity plugin, having paid its first point.
      if (complexity > QUERY_LIMITS.maxCost) return;
      const cost = partnerPoints(complexity);
      const rest = cost - state.cost;
      if (rest <= 0) return;
      const at = now();
      const charge = await chargePartnerPoints(options.prisma, state.partner.keyId, rest, at);
      if (!charge) {
        // Revoked while this request was under way.
        byRequest.delete(ctx.request!);
        throw localizedGraphQLError(PARTNER_MESSAGES.invalidKey, {
          extensions: { code: "INVALID_API_KEY", http: { status: 401 } },
        });
      }
      state.usage = charge;
      if (!charge.charged) throw pointsUsedUp(cost, charge.resetAt, at);
      state.cost = cost;
    },
    async onResponse({ request, response }) {
      const state = byRequest.get(request);
      if (!state) return;
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
