import { Hono } from "hono";
import type { GraphQLServer } from "../http/graphql.ts";

/** REST paths of spec §7 for users (being written). */
export function userRoutes(_graphql: GraphQLServer) {
  const app = new Hono();
  return app;
}
