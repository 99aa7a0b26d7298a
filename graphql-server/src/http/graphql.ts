import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { renderGraphiQL } from "@graphql-yoga/render-graphiql";
import { createYoga } from "graphql-yoga";
import { type AppServices, createContext } from "../context.ts";
import { schema } from "../schema/index.ts";
import { queryCostLimit } from "./query-cost.ts";

/** What the HTTP layer hands to each GraphQL request besides the Request itself. */
export interface GraphQLServerContext {
  ip: string | null;
  /** Filled with Set-Cookie values by resolvers (sign-in, sign-out). */
  responseCookies: string[];
}

/** Limits suitable for a public API: depth, aliases, directives, tokens and estimated cost. */
export const QUERY_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxDirectives: 10,
  maxTokens: 2000,
  /** Values an operation may return at most, counting page sizes (see query-cost.ts). */
  maxResultValues: 50_000,
} as const;

/** What GraphiQL opens with: a public query a partner can run at once. */
export const GRAPHIQL_DEFAULT_QUERY = [
  "# KhetSetu's marketplace API. Docs: the book icon (every type and field is described).",
  "# Job listings, courses and skills are public; directories and profiles need sign-in.",
  "query NewestJobs {",
  "  jobs(first: 10, location: \"Mysore\") {",
  "    totalCount",
  "    pageInfo { hasNextPage endCursor }",
  "    edges { node { title location dailyRate startDate employerName requiredSkills { name } } }",
  "  }",
  "}",
  "",
].join("\n");

export function createGraphQL(services: AppServices) {
  return createYoga<GraphQLServerContext>({
    schema,
    graphqlEndpoint: "/graphql",
    landingPage: false,
    // GraphiQL comes bundled (no CDN): these machines and many users' networks are offline.
    graphiql: {
      title: "KhetSetu GraphQL API",
      defaultQuery: GRAPHIQL_DEFAULT_QUERY,
    },
    renderGraphiQL,
    maskedErrors: true,
    logging: {
      debug: (...args) => services.logger.debug({ args }, "graphql"),
      info: (...args) => services.logger.info({ args }, "graphql"),
      warn: (...args) => services.logger.warn({ args }, "graphql"),
      error: (...args) => services.logger.error({ args }, "graphql"),
    },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: QUERY_LIMITS.maxDepth, ignoreIntrospection: true },
        maxAliases: { n: QUERY_LIMITS.maxAliases },
        maxDirectives: { n: QUERY_LIMITS.maxDirectives },
        maxTokens: { n: QUERY_LIMITS.maxTokens },
        // Cost is limited by queryCostLimit below: armor's static estimate multiplies a literal `first`
        // but not one passed as a variable, so it refused `jobs(first: 100)` and let `first: $n` through.
        costLimit: { enabled: false },
        blockFieldSuggestion: { enabled: true },
      }),
      // Counts page sizes whether literal or variables.
      queryCostLimit(QUERY_LIMITS.maxResultValues),
    ],
    context: ({ request, ip, responseCookies }) =>
      createContext(services, { cookieHeader: request.headers.get("cookie"), ip, responseCookies }),
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQL>;
