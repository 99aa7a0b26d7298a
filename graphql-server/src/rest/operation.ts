import type { Context as HonoContext } from "hono";
import type { GraphQLServer } from "../http/graphql.ts";
import { clientIp } from "../http/client-ip.ts";

export interface OperationResult {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Runs a GraphQL operation in-process for a REST request, as the same user, and passes on its cookies. */
export async function runOperation(
  c: HonoContext,
  graphql: GraphQLServer,
  document: string,
  variables: Record<string, unknown> = {},
): Promise<OperationResult> {
  const headers = new Headers({ "content-type": "application/json", accept: "application/json" });
  const cookie = c.req.header("cookie");
  if (cookie) headers.set("cookie", cookie);
  const responseCookies: string[] = [];
  const response = await graphql.fetch(
    new Request(new URL("/graphql", c.req.url), {
      method: "POST",
      headers,
      body: JSON.stringify({ query: document, variables }),
    }),
    { ip: clientIp(c), responseCookies },
  );
  for (const value of responseCookies) c.header("set-cookie", value, { append: true });
  return (await response.json()) as OperationResult;
}
