import { Hono } from "hono";
import type { GraphQLServer } from "../http/graphql.ts";
import { graphql } from "../generated/graphql/index.ts";
import type { ApplicationStatus } from "../generated/graphql/graphql.ts";
import { APPLICATION_MESSAGES } from "../rules/applications.ts";
import { REST_LIST_LIMIT } from "./list-limit.ts";
import { toRestApplication, toRestJob } from "./job-shapes.ts";
import { globalIdOf } from "../schema/global-id.ts";
import { readJsonBody } from "./body.ts";
import { runOperation } from "./operation.ts";
import { fieldErrors, outcome, unauthorized } from "./respond.ts";

/** The application fields the REST shim returns (`id` is the plain id). */
export const REST_APPLICATION = graphql(`
  fragment RestApplication on Application {
    databaseId requestedRate message status createdAt
    laborer { databaseId firstName lastName rating completedJobs }
    job { databaseId title }
  }
`);

const SET_STATUS = graphql(`
  mutation RestSetApplicationStatus($id: ID!, $status: ApplicationStatus!) {
    setApplicationStatus(id: $id, status: $status) {
      __typename
      ...RestError
      ... on MutationSetApplicationStatusSuccess { data { ...RestApplication } }
    }
  }
`);

const MY_APPLICATIONS = graphql(`
  query RestMyApplications($first: Int!) {
    viewer {
      applications(first: $first) {
        edges { node { ...RestApplication job { ...RestJob } } }
      }
    }
  }
`);

const STATUSES: readonly ApplicationStatus[] = ["pending", "accepted", "rejected"];

/** REST paths for applications: the employer's decision, and the laborer's own list. */
export function applicationRoutes(graphql: GraphQLServer) {
  const app = new Hono();

  // Accept or decline: body {status: "accepted" | "rejected"}.
  app.patch("/applications/:id/status", async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const status = STATUSES.find((known) => known === parsed.body.status);
    if (!status) {
      // Not a status at all; 'pending' goes on to the schema, which refuses it with the same message.
      return fieldErrors(c, { status: APPLICATION_MESSAGES.statusTarget });
    }
    const result = await runOperation(c, graphql, SET_STATUS, { id: globalIdOf("Application", c.req.param("id")), status });
    const decided = outcome(c, result, "setApplicationStatus");
    if (!decided.ok) return decided.response;
    return c.json(toRestApplication(decided.value));
  });

  // The signed-in user's own applications (a laborer's), newest first, each with its job; at most 100.
  app.get("/applications", async (c) => {
    const viewer = outcome(c, await runOperation(c, graphql, MY_APPLICATIONS, { first: REST_LIST_LIMIT }), "viewer");
    if (!viewer.ok) return viewer.response;
    if (!viewer.value?.applications) return unauthorized(c);
    return c.json(
      viewer.value.applications.edges.map(({ node }) => ({ ...toRestApplication(node), job: toRestJob(node.job) })),
    );
  });

  return app;
}
