import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { type ExecutionResult, GraphQLError } from "graphql";
import { createYoga, isAsyncIterable, maskError } from "graphql-yoga";
import type { GraphQLSchema } from "graphql";
import type { GraphQLParams, Plugin } from "graphql-yoga";
import { type AppServices, type PartnerViewer, createContext } from "../graphql/context.ts";
import { localizeGraphQLErrors, localizedGraphQLError } from "../i18n/graphql-errors.ts";
import { chosenLocale, requestLocale } from "../i18n/locale.ts";
import { QUERY_LIMITS } from "../graphql/query-limits.ts";
import { ERROR_MESSAGES } from "../rules/errors.ts";
import { isDatabaseUnavailable } from "./database-outage.ts";
import { nulTextGuard } from "./nul-text-guard.ts";
import { persistedOperations } from "./persisted-operations.ts";
import { introspectionLimit } from "./introspection-limit.ts";
import { queryNestingGuard } from "./query-nesting-guard.ts";
import type { PublicReadCache } from "./response-cache.ts";

/** What the HTTP layer hands to each GraphQL request besides the Request itself. */
export interface GraphQLServerContext {
  ip: string | null;
  /** Filled with Set-Cookie values by resolvers (sign-in, sign-out). */
  responseCookies: string[];
  /**
   * The POST body as the HTTP layer parsed it already (it checks the body's shape first): Yoga takes it as the
   * request's parameters instead of reading and parsing the body again.
   */
  body?: Record<string, unknown>;
  /**
   * For an operation the server runs in-process (the REST shim): receives the operation's result as it stands
   * once every plugin has had it (errors masked and in the request's language), instead of the result being
   * written as JSON for the caller to parse back.
   */
  takeResult?: (result: ExecutionResult) => void;
}

/** Lets a body parsed by the HTTP layer stand for the request's own, where Yoga would parse the body as JSON. */
const parsedBody: Plugin<Record<string, unknown>, GraphQLServerContext> = {
  onRequestParse: ({ serverContext, requestParser, setRequestParser }) => {
    const { body } = serverContext;
    if (body && requestParser) setRequestParser(() => body as GraphQLParams);
  },
};

/**
 * Hands an in-process operation's result to its caller (GraphQLServerContext.takeResult). Last of the plugins, so
 * the result is final; the answer then has no body, and the caller reads the result it was given.
 */
const inProcessResult: Plugin<Record<string, unknown>, GraphQLServerContext> = {
  onResultProcess({ serverContext, result, setResultProcessor }) {
    const take = serverContext.takeResult;
    if (!take || Array.isArray(result) || isAsyncIterable(result)) return;
    take(result);
    setResultProcessor((_result, fetchAPI) => new fetchAPI.Response(null, { status: 204 }), "application/json");
  },
};

/** GraphiQL's title, endpoint and what it opens with: a partner's first query (it runs once the key is in Headers). */
export const GRAPHIQL_DEFAULT_QUERY = [
  "# KhetSetu's marketplace API. Docs: the book icon (every type and field is described).",
  '# Partner organisations: put your key in Headers below as {"Authorization": "Bearer ksp_…"};',
  "# the guide is docs/partner-api.md. rateLimit shows the key's points.",
  "query KarnatakaOpenJobs {",
  '  openJobs(first: 10, filter: { state: "Karnataka" }) {',
  "    totalCount",
  "    pageInfo { hasNextPage endCursor }",
  "    edges { node { title district dailyRate startDate employerName updatedAt requiredSkills { name } } }",
  "  }",
  "  rateLimit { cost remaining resetAt }",
  "}",
  "",
].join("\n");

export const GRAPHIQL_OPTIONS = {
  title: "KhetSetu GraphQL API",
  defaultQuery: GRAPHIQL_DEFAULT_QUERY,
  endpoint: "/graphql",
  // Where a partner pastes {"Authorization": "Bearer <key>"}; not kept in the browser's storage.
  isHeadersEditorEnabled: true,
  shouldPersistHeaders: false,
};

/** What the composition root gives the GraphQL server besides the services. */
export interface GraphQLOptions {
  schema: GraphQLSchema;
  /** Production: browser sessions may send only the app's persisted operations (persisted-operations.ts). */
  production?: boolean;
  /**
   * How a request signed with an API key is let in: the plugin that checks and charges keys (it runs first, so a
   * request with a key that names no live key is refused whatever it sends), and the partner it found.
   */
  partnerKeys?: { plugin: Plugin; partnerOf: (request: Request) => PartnerViewer | null };
  /** The response cache of signed-out public reads (response-cache.ts); null or unset: none. */
  publicReads?: PublicReadCache | null;
}

export function createGraphQL(
  services: AppServices,
  { schema, production = false, partnerKeys, publicReads }: GraphQLOptions,
) {
  return createYoga<GraphQLServerContext>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    // GraphiQL is served by graphiql.ts (small page, cached assets); CORS by cors.ts (same-origin by default).
    graphiql: false,
    cors: false,
    // Bodies are limited before they reach Yoga (app.ts: 100 KB for /graphql and /api), and most arrive parsed
    // (parsedBody): Yoga's own limit would only wrap a body it does not read.
    maxRequestBodySize: false,
    maskedErrors: {
      // Never attach internal details (original errors, stacks) to an answer, whatever NODE_ENV says.
      isDev: false,
      // A database that is down or restarting is a 503 with a message to retry, not a 500.
      maskError: (error, message, isDev) => {
        const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
        if (isDatabaseUnavailable(original)) {
          return localizedGraphQLError(ERROR_MESSAGES.briefOutage, {
            extensions: { code: "SERVICE_UNAVAILABLE", http: { status: 503, headers: { "Retry-After": "5" } } },
          });
        }
        return maskError(error, message, isDev);
      },
    },
    logging: {
      debug: (...args) => services.logger.debug({ args }, "graphql"),
      info: (...args) => services.logger.info({ args }, "graphql"),
      warn: (...args) => services.logger.warn({ args }, "graphql"),
      error: (...args) => services.logger.error({ args }, "graphql"),
    },
    plugins: [
      parsedBody,
      ...(partnerKeys ? [partnerKeys.plugin] : []),
      persistedOperations({ schema, production }),
      queryNestingGuard(),
      EnvelopArmorPlugin({
        maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true },
        // Every alias counts, `__typename`'s too (armor leaves those out by default): each is work to answer.
        maxAliases: { n: QUERY_LIMITS.maxAliases, allowList: [] },
        maxDirectives: { n: QUERY_LIMITS.maxDirectives },
        maxTokens: { n: QUERY_LIMITS.maxTokens },
        // Cost is limited by the complexity plugin (builder.ts), which sees variables: armor's static
        // estimate multiplies a literal `first` but not one passed as a variable.
        costLimit: { enabled: false },
        blockFieldSuggestion: { enabled: true },
      }),
      introspectionLimit(),
      nulTextGuard(),
      localizeGraphQLErrors(),
      // Last: a cached answer is looked up once the persisted operation's key has become its text.
      ...(publicReads?.plugins(schema) ?? []),
      inProcessResult,
    ],
    context: async ({ request, ip, responseCookies }) => {
      // A request signed with a partner key (checked by partnerLimits) runs as that partner, never as a signed-in user.
      return createContext(services, {
        cookieHeader: request.headers.get("cookie"),
        partner: partnerKeys?.partnerOf(request) ?? null,
        ip,
        userAgent: request.headers.get("user-agent"),
        responseCookies,
        locale: requestLocale(request.headers),
        chosenLocale: chosenLocale(request.headers),
      });
    },
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQL>;
