import { Hono } from "hono";
import type { GraphQLServer } from "../http/graphql.ts";

/** REST paths of spec §7 for feedback (being written). */
export function feedbackRoutes(_graphql: GraphQLServer) {
  const app = new Hono();
  return app;
}
