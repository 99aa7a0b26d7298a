// Partner API keys and their limits: the rules the server, the `npm run partner` CLI and the docs share.

/** Cost points a new key may spend per hour, unless `--points` says otherwise (GitHub's GraphQL API allows 5,000). */
export const DEFAULT_PARTNER_POINTS_PER_HOUR = 5000;
/** Length of a key's rate-limit window. */
export const PARTNER_WINDOW_SECONDS = 3600;
/** Every key starts with this, so a leaked key is easy to recognise (and to search for in code). */
export const PARTNER_KEY_PREFIX = "ksp_";

export const PARTNER_MESSAGES = {
  /** The Authorization header names no key, or a revoked one. */
  invalidKey: /*i18n*/ "This API key is not valid or has been revoked. Ask KhetSetu for a new key.",
  /** Partner keys read; they never write. */
  readOnly: /*i18n*/ "Partner API keys can only read data.",
  /** Too many requests from one address with keys that name no live key. */
  tooManyInvalidKeys:
    /*i18n*/ "Too many requests with API keys that are not valid. Try again after the time in the Retry-After header.",
  /** A key that spent its points for the hour. */
  pointsUsedUp:
    /*i18n*/ "This API key has used its points for this hour. Try again after the time in the Retry-After header.",
  /** A partner-only field (openJobs, districtStats, laborerContacts, rateLimit) asked for without a key. */
  partnerOnly:
    /*i18n*/ "Only partner API keys can read this. Send your key in the Authorization header (Bearer, then the key).",
  /** Production: operation text without a key (browsers send the app's persisted operations). */
  keyRequired:
    /*i18n*/ "Send your partner API key in the Authorization header (Bearer, then the key) to run your own GraphQL queries.",
} as const;

/** What every request with a live key costs at least, charged before its text is even parsed. */
export const MIN_PARTNER_POINTS = 1;

/**
 * Points one operation costs a partner key: its complexity (graphql/query-limits.ts: about the number of values
 * it may return, counted before it runs) per 100, rounded up, and at least 1. So a page of 100 jobs with a few
 * fields costs a few points, and a request that asks for nothing much still costs 1.
 */
export function partnerPoints(complexity: number): number {
  return Math.max(MIN_PARTNER_POINTS, Math.ceil(complexity / 100));
}
