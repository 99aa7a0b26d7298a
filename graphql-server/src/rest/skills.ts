import { Hono } from "hono";
import type { GraphQLServer } from "../http/graphql.ts";

/** REST paths of spec §7 for skills (being written). */
export function skillRoutes(_graphql: GraphQLServer) {
  const app = new Hono();
  return app;
}
