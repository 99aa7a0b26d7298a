import SchemaBuilder from "@pothos/core";
import ComplexityPlugin from "@pothos/plugin-complexity";
import ErrorsPlugin from "@pothos/plugin-errors";
import PrismaPlugin from "@pothos/plugin-prisma";
import RelayPlugin from "@pothos/plugin-relay";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import ValidationPlugin from "@pothos/plugin-validation";
import { GraphQLError } from "graphql";
import type { Context } from "./context.ts";
import type { Message } from "../i18n/translate.ts";
import { localizedGraphQLError } from "../i18n/graphql-errors.ts";
import { ValidationError } from "../errors/app-errors.ts";
import type PrismaTypes from "../generated/pothos-prisma-types.ts";
import { getDatamodel } from "../generated/pothos-prisma-types.ts";
import { ERROR_MESSAGES } from "../rules/errors.ts";
import { LIST_MULTIPLIER, QUERY_LIMITS, pageCost } from "./query-limits.ts";

export const builder = new SchemaBuilder<{
  Context: Context;
  PrismaTypes: PrismaTypes;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Date: { Input: Date; Output: Date };
  };
  AuthScopes: {
    signedIn: boolean;
    laborer: boolean;
    employer: boolean;
    trainingProvider: boolean;
    /** A partner organisation's API key signed the request. */
    partner: boolean;
    /** The viewer may see the moderation queue and act on it (User.isModerator). */
    moderator: boolean;
  };
}>({
  plugins: [ComplexityPlugin, ScopeAuthPlugin, ErrorsPlugin, ValidationPlugin, PrismaPlugin, RelayPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({
      signedIn: !!ctx.viewer,
      laborer: ctx.viewer?.userType === "laborer",
      employer: ctx.viewer?.userType === "employer",
      trainingProvider: ctx.viewer?.userType === "training_provider",
      partner: !!ctx.partner,
      moderator: !!ctx.viewer?.isModerator,
    }),
    unauthorizedError: (_parent, ctx) =>
      ctx.viewer
        ? localizedGraphQLError(ERROR_MESSAGES.forbidden, { extensions: { code: "FORBIDDEN", http: { status: 403 } } })
        : localizedGraphQLError(ERROR_MESSAGES.unauthorized, {
            extensions: { code: "UNAUTHENTICATED", http: { status: 401 } },
          }),
  },
  // unsafelyHandleInputErrors: failures of the validation plugin (arg mappers) become typed errors too.
  errors: { directResult: false, unsafelyHandleInputErrors: true },
  validation: {
    // Input rules (zod, on args) fail as the typed ValidationError: the first message, plus one per field.
    validationError: ({ issues }) => {
      const fieldErrors: Record<string, Message> = {};
      for (const issue of issues) {
        const keys = (issue.path ?? []).map((part) => (typeof part === "object" ? part.key : part));
        const field = String(keys.filter((key) => typeof key === "string").at(-1) ?? "input");
        fieldErrors[field] ??= issue.message;
      }
      return new ValidationError(issues[0]?.message ?? ERROR_MESSAGES.invalidInput, fieldErrors);
    },
  },
  prisma: {
    client: (ctx) => ctx.prisma,
    dmmf: getDatamodel(),
    exposeDescriptions: true,
    filterConnectionTotalCount: true,
    // Resolvers that answer null without reading (signed out, not yours) leave the query unused by design;
    // N+1 regressions are caught by schema/query-count.test.ts instead of log noise.
    onUnusedQuery: null,
  },
  relay: {
    clientMutationId: "omit",
    cursorType: "String",
    // A connection costs its page size; its edges then count once per row, not as a plain list.
    defaultConnectionFieldOptions: { complexity: pageCost },
    edgesFieldOptions: { complexity: { field: 1, multiplier: 1 } },
    // graphql/node.ts defines node and nodes, so that an id naming nothing is null rather than an error.
    nodeQueryOptions: false,
    nodesQueryOptions: false,
  },
  complexity: {
    defaultComplexity: 1,
    defaultListMultiplier: LIST_MULTIPLIER,
    limit: { complexity: QUERY_LIMITS.maxCost },
    complexityError: (_kind, { complexity, maxComplexity }) =>
      new GraphQLError(
        `Query is too expensive: it could return about ${complexity} values, over the limit of ${maxComplexity}. Ask for smaller pages or fewer ids.`,
        { extensions: { code: "QUERY_TOO_EXPENSIVE", http: { status: 400 } } },
      ),
  },
});
