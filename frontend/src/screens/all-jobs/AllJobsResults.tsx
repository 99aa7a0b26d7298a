import { Heading, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { JobCategory } from "@rules/job-categories.ts";
import { type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { GraphQLTaggedNode } from "relay-runtime";
import type { AllJobsScreenQuery } from "../../__generated__/AllJobsScreenQuery.graphql.ts";
import { DemoJobsList, JobCard, JobsFound, NeverPayNotice } from "../../features/jobs/index.ts";

type Props = {
  query: GraphQLTaggedNode;
  queryRef: PreloadedQuery<AllJobsScreenQuery>;
  location: string;
  category: JobCategory | null;
};

/** The server's jobs with Apply Now and Contact Employer; the demo jobs when the server has none. */
export function AllJobsResults({ query, queryRef, location, category }: Props) {
  const data = usePreloadedQuery<AllJobsScreenQuery>(query, queryRef);
  const jobs = data.jobs.edges;
  const shown = jobs.length;
  if (jobs.length === 0) return <DemoJobsList location={location} category={category} />;
  return (
    <Stack gap="3">
      <Heading as="h2" size="md" aria-live="polite">
        <JobsFound count={data.jobs.totalCount} />
      </Heading>
      <NeverPayNotice />
      {jobs.map(({ node }) => (
        <JobCard key={node.id} job={node} showContact />
      ))}
      {data.jobs.totalCount > jobs.length && (
        <Text color="gray.700" fontSize="sm">
          <Trans>Showing the newest {shown} jobs. Narrow the filters to see others.</Trans>
        </Text>
      )}
    </Stack>
  );
}
