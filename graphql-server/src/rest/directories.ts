import { Hono } from "hono";
import type { GraphQLServer } from "../http/graphql.ts";

/** REST paths of spec §7 for directories (being written). */
export function directoryRoutes(_graphql: GraphQLServer) {
  const app = new Hono();
  return app;
}
