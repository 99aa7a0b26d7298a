import { Hono } from "hono";
import type { GraphQLServer } from "../http/graphql.ts";

/** REST paths of spec §7 for applications (being written). */
export function applicationRoutes(_graphql: GraphQLServer) {
  const app = new Hono();
  return app;
}
