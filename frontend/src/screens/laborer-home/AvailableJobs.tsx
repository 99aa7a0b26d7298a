import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { AvailableJobs_query$key } from "../../__generated__/AvailableJobs_query.graphql.ts";
import { JobCard } from "../../features/jobs/index.ts";

/** Available Jobs: the 2 newest active jobs and View All. */
export function AvailableJobs(props: { query: AvailableJobs_query$key }) {
  const data = useFragment(
    graphql`
      fragment AvailableJobs_query on Query {
        jobs(first: 2) {
          edges {
            node {
              id
              ...JobCard_job
            }
          }
        }
      }
    `,
    props.query,
  );
  const jobs = data.jobs.edges.map((edge) => edge.node);

  return (
    <Stack as="section" gap="3" aria-labelledby="jobs-heading">
      <HStack justify="space-between">
        <Heading as="h2" size="md" id="jobs-heading">
          <Trans>Available Jobs</Trans>
        </Heading>
        <Button asChild variant="ghost" colorPalette="brand" size="sm">
          <Link to="/all-jobs">
            <Trans>View All</Trans>
          </Link>
        </Button>
      </HStack>
      {jobs.length === 0 ? (
        <Text color="gray.600">
          <Trans>No jobs available right now</Trans>
        </Text>
      ) : (
        jobs.map((job) => <JobCard key={job.id} job={job} />)
      )}
    </Stack>
  );
}
