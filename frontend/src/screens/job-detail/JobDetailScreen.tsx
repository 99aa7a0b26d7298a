import { Box, Stack } from "@chakra-ui/react";
import { useEffect, useRef } from "react";
import { graphql, useMutation, usePreloadedQuery } from "react-relay";
import type { JobDetailScreenQuery } from "../../__generated__/JobDetailScreenQuery.graphql.ts";
import type { JobDetailScreenRecordViewMutation } from "../../__generated__/JobDetailScreenRecordViewMutation.graphql.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { JobDetailActions } from "./JobDetailActions.tsx";
import { JobDetails } from "./JobDetails.tsx";
import { JobNotFound } from "./JobNotFound.tsx";
import { HiddenByModeratorNotice, ReportDialog } from "../../features/reports/index.ts";
import { useSession } from "../../session/session.ts";
import { useLingui } from "@lingui/react/macro";

/**
 * A job's screen, /job/:id, for every role and for signed-out visitors (a job shared by link): everything about the
 * job; for laborers Apply and Contact; signed out, Apply through sign-in and nothing private (no employer's number,
 * no Report; the app frame's top bar offers Sign in instead of Back). Opening it counts one view (the server keeps
 * one per viewer per job per day, and never the job's employer).
 */
export default function JobDetailScreen() {
  const data = usePreloadedQuery<JobDetailScreenQuery>(
    graphql`
      query JobDetailScreenQuery($id: ID!) {
        job(id: $id) {
          __typename
          ... on QueryJobSuccess {
            data {
              id
              hiddenReason
              viewerIsEmployer: employer {
                id
              }
              ...JobDetails_job
              ...JobDetailActions_job
            }
          }
        }
      }
    `,
    useRouteQuery<JobDetailScreenQuery>(),
  );
  const { t } = useLingui();
  const { viewer } = useSession();
  const job = data.job.__typename === "QueryJobSuccess" ? data.job.data : null;
  useRecordView(job?.id ?? null);

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      {viewer && <BackLink to="/jobs" />}
      {job ? (
        <Stack gap="4" mt="2">
          <HiddenByModeratorNotice reason={job.hiddenReason} />
          <JobDetails job={job} />
          <JobDetailActions job={job} />
          {viewer && job.viewerIsEmployer?.id !== viewer.id ? (
            <Box>
              <ReportDialog targetType="job" targetId={job.id} label={t`Report this job`} />
            </Box>
          ) : null}
        </Stack>
      ) : (
        <JobNotFound />
      )}
    </Box>
  );
}

/** Sends recordJobView once per job shown; a failure is ignored (the count is not worth an error). */
function useRecordView(jobId: string | null) {
  const [commit] = useMutation<JobDetailScreenRecordViewMutation>(graphql`
    mutation JobDetailScreenRecordViewMutation($jobId: ID!) {
      recordJobView(jobId: $jobId) {
        __typename
        ... on MutationRecordJobViewSuccess {
          data {
            id
            viewsCount
          }
        }
      }
    }
  `);
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!jobId || recorded.current === jobId) return;
    recorded.current = jobId;
    commit({ variables: { jobId }, onError: () => undefined });
  }, [jobId, commit]);
}
