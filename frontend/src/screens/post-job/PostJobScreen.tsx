import { Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Suspense } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import type { PostJobScreenQuery } from "../../__generated__/PostJobScreenQuery.graphql.ts";
import { PageFallback } from "../../components/PageFallback.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { PostJobForm } from "./PostJobForm.tsx";
import { FormScreenLayout } from "../../features/forms/index.ts";

export const postJobScreenQuery = graphql`
  query PostJobScreenQuery {
    viewer {
      id
      userType
      ...PostJobForm_viewer
    }
    ...RequiredSkillsField_query
  }
`;

/** Post a Job (/post-job): the form for a new job, starting from the employer's own place; others are told it is for employers. */
export default function PostJobScreen() {
  return (
    <FormScreenLayout
      back="/employer-dashboard"
      title={<Trans>Post a Job</Trans>}
      intro={<Trans>Tell workers about the work, the pay and what you provide.</Trans>}
    >
      <Suspense fallback={<PageFallback />}>
        <NewJob />
      </Suspense>
    </FormScreenLayout>
  );
}

function NewJob() {
  const data = usePreloadedQuery<PostJobScreenQuery>(postJobScreenQuery, useRouteQuery<PostJobScreenQuery>());
  if (!data.viewer) return <PageFallback />;
  if (data.viewer.userType !== "employer") {
    return (
      <Text role="status" color="gray.700">
        <Trans>Only employers can post jobs.</Trans>
      </Text>
    );
  }
  return <PostJobForm viewer={data.viewer} query={data} />;
}
