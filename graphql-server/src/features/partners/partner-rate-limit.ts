// `rateLimit`: a partner key's points, as GitHub's GraphQL API reports them. The points are charged before the
// operation runs (partner-limits.ts), so this reports the window with this operation's cost included.
import { builder } from "../../graphql/builder.ts";
import { partnerOnly } from "./partner-only.ts";
import { rateLimitOf } from "./partner-limits.ts";
import type { PartnerUsage } from "./partner-points.ts";
import { remainingPoints } from "./partner-points.ts";
import { PARTNER_WINDOW_SECONDS } from "../../rules/partner.ts";

interface RateLimitValue {
  cost: number;
  usage: PartnerUsage;
}

const RateLimit = builder.objectRef<RateLimitValue>("RateLimit").implement({
  description:
    `A partner key's points. Each operation costs points: its complexity (about the number of values it may return, ` +
    `counted from its page sizes before it runs) per 100, rounded up, and at least 1. A key may spend its limit in a ` +
    `window of ${PARTNER_WINDOW_SECONDS / 60} minutes, which starts at its first request after the previous window ended. ` +
    `An operation that would spend more than is left is refused with HTTP 429 and Retry-After. The same figures come ` +
    `with every answer as the headers X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Used and X-RateLimit-Reset.`,
  fields: (t) => ({
    limit: t.int({ description: "Points the key may spend per window.", resolve: ({ usage }) => usage.limit }),
    cost: t.int({ description: "Points this operation cost.", resolve: ({ cost }) => cost }),
    remaining: t.int({
      description: "Points left in the current window, after this operation.",
      resolve: ({ usage }) => remainingPoints(usage),
    }),
    used: t.int({
      description: "Points spent in the current window, this operation included.",
      resolve: ({ usage }) => usage.used,
    }),
    resetAt: t.field({
      type: "DateTime",
      description: "When the current window ends and the points are back to the limit (X-RateLimit-Reset, as a date).",
      resolve: ({ usage }) => usage.resetAt,
    }),
  }),
});

builder.queryFields((t) => ({
  rateLimit: t.field({
    type: RateLimit,
    nullable: true,
    ...partnerOnly,
    description:
      "Your partner key's points: the limit, this operation's cost, what is left and when the window resets. Needs a partner key.",
    resolve: (_root, _args, ctx) => rateLimitOf(ctx),
  }),
}));
