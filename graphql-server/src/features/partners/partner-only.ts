// The answer to a partner-only field (openJobs, districtStats, laborerContacts, rateLimit) asked for without
// a partner key: 401 signed out, 403 for a signed-in user of the app, both saying what a key is and where it goes.
import type { GraphQLError } from "graphql";
import type { Context } from "../../graphql/context.ts";
import { localizedGraphQLError } from "../../i18n/graphql-errors.ts";
import { PARTNER_MESSAGES } from "../../rules/partner.ts";

function partnerKeyRequired(_parent: unknown, _args: unknown, ctx: Context): GraphQLError {
  const extensions = ctx.viewer
    ? { code: "FORBIDDEN", http: { status: 403 } }
    : { code: "UNAUTHENTICATED", http: { status: 401 } };
  return localizedGraphQLError(PARTNER_MESSAGES.partnerOnly, { extensions });
}

/** Spread into a partner-only field: partner keys only, and the refusal above for everyone else. */
export const partnerOnly = { authScopes: { partner: true }, unauthorizedError: partnerKeyRequired } as const;
