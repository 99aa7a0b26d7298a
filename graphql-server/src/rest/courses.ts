import { Hono } from "hono";
import type { GraphQLServer } from "../http/graphql.ts";

/** REST paths of spec §7 for courses (being written). */
export function courseRoutes(_graphql: GraphQLServer) {
  const app = new Hono();
  return app;
}
