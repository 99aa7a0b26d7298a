// The applications feature's REST paths: apply to a job, the employer's received applications and decision,
// and the laborer's own applications.
import { graphql } from "../../generated/graphql/index.ts";
import { ApplicationStatus } from "../../generated/prisma/enums.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { asString } from "../../http/rest/body.ts";
import { wholeNumber } from "../../http/rest/input.ts";
import { REST_LIST_LIMIT } from "../../http/rest/list-limit.ts";
import { refuse } from "../../http/rest/refuse.ts";
import { RestReply, restRow } from "../../http/rest/rest-row.ts";
import { APPLICATION_MESSAGES } from "../../rules/applications.ts";
import { toRestJob } from "../jobs/index.ts";
import { toRestApplication } from "./rest-application-shape.ts";

const APPLY_TO_JOB = graphql(`
  mutation RestApplyToJob($jobId: ID!, $requestedRate: Int, $message: String) {
    applyToJob(jobId: $jobId, requestedRate: $requestedRate, message: $message) {
      __typename
      ...RestError
      ... on MutationApplyToJobSuccess { data { ...RestApplication } }
    }
  }
`);

const RECEIVED_APPLICATIONS = graphql(`
  query RestReceivedApplications($first: Int!) {
    viewer {
      receivedApplications(first: $first) { edges { node { ...RestApplication } } }
    }
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

const STATUSES = Object.values(ApplicationStatus);

export const APPLICATION_ROWS = [
  // The signed-in employer's applications, newest first (at most 100).
  restRow({
    method: "GET",
    path: "/jobs/applications",
    who: "employer",
    operation: RECEIVED_APPLICATIONS,
    variables: () => ({ first: REST_LIST_LIMIT }),
    answer: (viewer) =>
      viewer?.receivedApplications
        ? viewer.receivedApplications.edges.map(({ node }) => toRestApplication(node))
        : RestReply.unauthorized,
  }),
  // Apply (laborers): body {requestedRate?, message?} or {}; 201 with the application.
  restRow({
    method: "POST",
    path: "/jobs/:id/apply",
    who: "laborer",
    operation: APPLY_TO_JOB,
    variables: ({ param, body }) => {
      const requestedRate = body.raw("requestedRate");
      const message = body.raw("message");
      const rate = requestedRate == null || requestedRate === "" ? null : wholeNumber(requestedRate);
      if (rate === undefined) refuse({ requestedRate: APPLICATION_MESSAGES.requestedRate });
      return {
        jobId: globalIdOf("Job", param("id")),
        requestedRate: rate,
        message: message == null ? null : asString(message),
      };
    },
    answer: toRestApplication,
    status: 201,
  }),
  // Accept or decline: body {status: "accepted" | "rejected"}.
  restRow({
    method: "PATCH",
    path: "/applications/:id/status",
    who: "the job's employer",
    operation: SET_STATUS,
    variables: ({ param, body }) => {
      const status = STATUSES.find((known) => known === body.raw("status"));
      // Not a status at all; 'pending' goes on to the schema, which refuses it with the same message.
      if (!status) refuse({ status: APPLICATION_MESSAGES.statusTarget });
      return { id: globalIdOf("Application", param("id")), status };
    },
    answer: toRestApplication,
  }),
  // The signed-in user's own applications (a laborer's), newest first, each with its job; at most 100.
  restRow({
    method: "GET",
    path: "/applications",
    who: "laborer",
    operation: MY_APPLICATIONS,
    variables: () => ({ first: REST_LIST_LIMIT }),
    answer: (viewer) =>
      viewer?.applications
        ? viewer.applications.edges.map(({ node }) => ({ ...toRestApplication(node), job: toRestJob(node.job) }))
        : RestReply.unauthorized,
  }),
];
