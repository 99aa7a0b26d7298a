import { useLingui } from "@lingui/react/macro";
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from "react-relay";
import type { useApplicationDecisionSetStatusMutation } from "../../__generated__/useApplicationDecisionSetStatusMutation.graphql.ts";
import { notify } from "../../toasts/toaster.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";

export type Decision = "accepted" | "rejected";

/** The application's real status, read back after a refused or failed decision. */
const statusQuery = graphql`
  query useApplicationDecisionStatusQuery($id: ID!) {
    node(id: $id) {
      ... on Application {
        id
        status
      }
    }
  }
`;

/**
 * Accept or Decline an application, for the dashboard's Recent Applications and a job's applicants alike. The
 * card shows the decision at once (optimistic); the server's answer confirms it with 'Success', or the shown
 * status goes back and the real one is read from the server (e.g. already decided on another phone).
 */
export function useApplicationDecision(applicationId: string) {
  const { t, i18n } = useLingui();
  const environment = useRelayEnvironment();
  const [commit, deciding] = useMutation<useApplicationDecisionSetStatusMutation>(graphql`
    mutation useApplicationDecisionSetStatusMutation($id: ID!, $status: ApplicationStatus!) {
      setApplicationStatus(id: $id, status: $status) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationSetApplicationStatusSuccess {
          data {
            id
            status
          }
        }
      }
    }
  `);

  function readBack() {
    fetchQuery(environment, statusQuery, { id: applicationId }, { fetchPolicy: "network-only" }).subscribe({});
  }

  function decide(status: Decision) {
    const failure = t`Failed to update application status.`;
    commit({
      variables: { id: applicationId, status },
      optimisticUpdater: (store) => {
        store.get(applicationId)?.setValue(status, "status");
      },
      onCompleted: ({ setApplicationStatus: result }) => {
        if (result.__typename === "MutationSetApplicationStatusSuccess") {
          notify.success(t`Success`, t`Application status updated successfully.`);
          return;
        }
        // ConflictError (no longer pending), NotFoundError, ForbiddenError, ValidationError.
        notifyError(readTypedError(i18n, result), t`Error`, failure);
        readBack();
      },
      onError: (error) => {
        notifyError(requestError(i18n, error), t`Error`, failure);
        readBack();
      },
    });
  }

  return { decide, deciding };
}
