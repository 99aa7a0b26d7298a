import { Hono } from "hono";
import type { GraphQLServer } from "../http/graphql.ts";

/** REST paths of spec §7 for jobs (being written). */
export function jobRoutes(_graphql: GraphQLServer) {
  const app = new Hono();
  return app;
}
