import { Hono } from "hono";
import { RestInput } from "./input.ts";
import { graphql } from "../generated/graphql/index.ts";
import { FeedbackCategory } from "../generated/prisma/enums.ts";
import type { GraphQLServer } from "../http/graphql.ts";
import { readJsonBody } from "./body.ts";
import { runOperation } from "./operation.ts";
import { outcome } from "./respond.ts";

const SUBMIT = graphql(`
  mutation RestSubmitFeedback($input: FeedbackInput!) {
    submitFeedback(input: $input) {
      __typename
      ...RestError
      ... on MutationSubmitFeedbackSuccess { data { message databaseId } }
    }
  }
`);

const CATEGORIES = Object.values(FeedbackCategory);

/** POST /api/feedback/submit: signed in or out; 201 `{message: "Feedback Sent!", id}`. */
export function feedbackRoutes(server: GraphQLServer) {
  const app = new Hono();

  app.post("/feedback/submit", async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const body = new RestInput(parsed.body);
    const input = {
      category: body.oneOf("category", CATEGORIES),
      subject: body.text("subject"),
      message: body.text("message"),
      rating: body.int("rating"),
      contactEmail: body.text("contactEmail"),
      allowContact: body.bool("allowContact"),
    };
    const failure = body.failure(c);
    if (failure) return failure;
    const sent = outcome(c, await runOperation(c, server, SUBMIT, { input }), "submitFeedback");
    if (!sent.ok) return sent.response;
    return c.json({ message: sent.value.message, id: sent.value.databaseId }, 201);
  });

  return app;
}
