import { Button, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { Check } from "lucide-react";
import { useEffect, useRef } from "react";
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from "react-relay";
import { useLocation } from "react-router";
import { APPLY_FORM_FIELDS, applyFormPath, applyRefusalIn } from "@rules/applications.ts";
import { RATE_LIMIT_WAIT_MESSAGES, waitInUnits } from "@rules/rate-limits.ts";
import type {
  JobCardApplyMutation,
  JobCardApplyMutation$variables,
} from "../../__generated__/JobCardApplyMutation.graphql.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";
import { offerPush } from "../push/index.ts";
import { notify } from "../../toasts/toaster.ts";

/** The fixed note sent with an application from the main job screens. */
export const DEFAULT_APPLY_MESSAGE = "I am interested in this position and would like to apply.";

export type ApplyVariant = "default" | "browse";

type Props = {
  jobId: string;
  dailyRate: number;
  viewerHasApplied: boolean;
  /** browse: no payload, and the browse screen's toasts. */
  variant?: ApplyVariant;
  message?: string;
  onApplied?: () => void;
  /** Applies as soon as it shows, once (the visitor pressed Apply Now before signing in). */
  applyAtOnce?: boolean;
};

/**
 * Apply Now: sends the application ('Applying...' meanwhile), marks the job applied at once (optimistic),
 * and toasts the outcome; a success also offers push notifications (asked once per browser). Once applied it
 * reads 'Applied' and is disabled.
 */
/** After a refusal, the job's real state (already applied, or closed) replaces the optimistic one. */
const refreshJobQuery = graphql`
  query JobCardApplyRefreshQuery($id: ID!) {
    node(id: $id) {
      ... on Job {
        viewerHasApplied
        applicationsCount
        status
      }
    }
  }
`;

export function JobCardApply({
  jobId,
  dailyRate,
  viewerHasApplied,
  variant = "default",
  message,
  onApplied,
  applyAtOnce = false,
}: Props) {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const environment = useRelayEnvironment();
  const [commit, applying] = useMutation<JobCardApplyMutation>(graphql`
    mutation JobCardApplyMutation($jobId: ID!, $requestedRate: Int, $message: String) {
      applyToJob(jobId: $jobId, requestedRate: $requestedRate, message: $message) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationApplyToJobSuccess {
          data {
            id
            status
            requestedRate
            job {
              id
              viewerHasApplied
              applicationsCount
            }
          }
        }
      }
    }
  `);

  const browse = variant === "browse";
  const failureTitle = browse ? t`Application Failed` : t`Error`;
  const genericFailure = t`Failed to submit application. Please try again.`;

  function apply() {
    const variables: JobCardApplyMutation$variables = browse
      ? { jobId }
      : { jobId, requestedRate: dailyRate, message: message ?? DEFAULT_APPLY_MESSAGE };
    commit({
      variables,
      optimisticUpdater: (store) => {
        const job = store.get(jobId);
        if (!job) return;
        job.setValue(true, "viewerHasApplied");
        job.setValue(((job.getValue("applicationsCount") as number | null) ?? 0) + 1, "applicationsCount");
      },
      onCompleted: ({ applyToJob: result }) => {
        if (result.__typename === "MutationApplyToJobSuccess") {
          notify.success(
            t`Application Submitted`,
            browse
              ? t`Your job application has been submitted successfully! The employer will contact you soon.`
              : undefined,
          );
          onApplied?.();
          // The first application offers notifications on this phone (once per browser).
          offerPush("application");
        } else {
          // ConflictError ('You have already applied for this job'), NotFoundError, ValidationError.
          notifyError(readTypedError(i18n, result), failureTitle, genericFailure);
          fetchQuery(environment, refreshJobQuery, { id: jobId }).subscribe({});
        }
      },
      onError: (error) => notifyError(requestError(i18n, error), failureTitle, genericFailure),
    });
  }

  // Sent once per job, however often the screen renders (a job already applied for is not sent again).
  const appliedAtOnce = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: applies once per job when asked to
  useEffect(() => {
    if (!applyAtOnce || viewerHasApplied || appliedAtOnce.current === jobId) return;
    appliedAtOnce.current = jobId;
    apply();
  }, [applyAtOnce, jobId]);

  if (viewerHasApplied && !applying) {
    return (
      <Button colorPalette="brand" variant="subtle" disabled width="full">
        <Check aria-hidden />
        {t`Applied`}
      </Button>
    );
  }
  // Pressed as a plain form and refused: the address the server came back to says why.
  const refused = applying ? null : applyRefusalIn(new URLSearchParams(location.search), jobId);
  const wait = refused?.retryAfterSeconds != null ? waitInUnits(refused.retryAfterSeconds) : null;
  const refusal = !refused
    ? null
    : wait
      ? i18n._(RATE_LIMIT_WAIT_MESSAGES.applications[wait.unit], { count: wait.count })
      : genericFailure;
  // A plain form until the app's scripts run: pressed before then, the page posts it and the server applies.
  return (
    <form
      method="post"
      action={applyFormPath(jobId)}
      style={{ display: "contents" }}
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      {browse ? null : (
        <>
          <input type="hidden" name={APPLY_FORM_FIELDS.requestedRate} value={dailyRate} />
          <input type="hidden" name={APPLY_FORM_FIELDS.message} value={message ?? DEFAULT_APPLY_MESSAGE} />
        </>
      )}
      <input type="hidden" name={APPLY_FORM_FIELDS.back} value={`${location.pathname}${location.search}`} />
      {refusal && (
        <Text role="status" color="fg.error" fontSize="sm">
          {refusal}
        </Text>
      )}
      <Button type="submit" colorPalette="brand" width="full" loading={applying} loadingText={t`Applying...`}>
        {t`Apply Now`}
      </Button>
    </form>
  );
}
