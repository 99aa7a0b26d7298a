import { Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { JOB_MESSAGES } from "@rules/job.ts";
import { Suspense } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import type { EditJobScreenQuery } from "../../__generated__/EditJobScreenQuery.graphql.ts";
import { PageFallback } from "../../components/PageFallback.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { PostJobForm } from "./PostJobForm.tsx";
import { FormScreenLayout } from "../../features/forms/index.ts";

export const editJobScreenQuery = graphql`
  query EditJobScreenQuery($id: ID!) {
    viewer {
      id
      ...PostJobForm_viewer
    }
    job(id: $id) {
      __typename
      ... on QueryJobSuccess {
        data {
          id
          status
          employer {
            id
          }
          ...PostJobForm_job
        }
      }
    }
    ...RequiredSkillsField_query
  }
`;

/** Edit Job (/post-job/:id/edit): the Post Job form filled in with one of the employer's open jobs (active or under review). */
export default function EditJobScreen() {
  return (
    <FormScreenLayout back="/employer-dashboard" title={<Trans>Edit Job</Trans>}>
      <Suspense fallback={<PageFallback />}>
        <EditJob />
      </Suspense>
    </FormScreenLayout>
  );
}

function EditJob() {
  const { i18n } = useLingui();
  const data = usePreloadedQuery<EditJobScreenQuery>(editJobScreenQuery, useRouteQuery<EditJobScreenQuery>());
  const job = data.job.__typename === "QueryJobSuccess" ? data.job.data : null;
  if (!data.viewer) return <PageFallback />;
  if (!job) return <Notice>{i18n._(JOB_MESSAGES.notFound)}</Notice>;
  if (job.employer?.id !== data.viewer.id) return <Notice>{i18n._(JOB_MESSAGES.notOwner)}</Notice>;
  if (job.status === "closed") {
    return (
      <Notice>
        <Trans>This job is closed and can no longer be changed.</Trans>
      </Notice>
    );
  }
  return <PostJobForm viewer={data.viewer} query={data} job={job} />;
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <Text role="status" color="gray.700">
      {children}
    </Text>
  );
}
