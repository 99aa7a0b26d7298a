import { Hono } from "hono";
import type { GraphQLServer } from "../http/graphql.ts";

/** REST paths of spec §7 for conversations (being written). */
export function conversationRoutes(_graphql: GraphQLServer) {
  const app = new Hono();
  return app;
}
