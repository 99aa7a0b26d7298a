// For tests: GraphQL requests signed with a new partner API key, on a createTestApp app.
import type { GraphQLResult, TestApp } from "../app.ts";
import { createPartnerKey } from "../../features/partners/partner-keys.ts";

export interface PartnerClient {
  /** Runs an operation with the key; `headers` adds request headers (e.g. Accept-Language). */
  graphql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResult<T>>;
  /** The raw HTTP answer, for status codes and headers. */
  post(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<Response>;
}

/** A client holding a new key with a large points budget, so tests are not rate-limited. */
export async function partnerClient(t: TestApp, name = "Test NGO"): Promise<PartnerClient> {
  const { key } = await createPartnerKey(t.prisma, { name, pointsPerHour: 10_000_000 });
  const post: PartnerClient["post"] = (query, variables = {}, headers = {}) =>
    t.request("/graphql", {
      method: "POST",
      json: { query, variables },
      headers: { authorization: `Bearer ${key}`, ...headers },
    });
  return {
    post,
    async graphql(query, variables, headers) {
      return (await (await post(query, variables, headers)).json()) as GraphQLResult<any>;
    },
  };
}
