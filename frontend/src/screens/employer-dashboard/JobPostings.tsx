import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { JobPostings_user$key } from "../../__generated__/JobPostings_user.graphql.ts";
import type { PostingCard_job$key } from "../../__generated__/PostingCard_job.graphql.ts";
import { PostingCard } from "./PostingCard.tsx";

/**
 * Active Job Postings: the employer's open jobs, newest first; below them, Closed Jobs (a job moves there as soon
 * as it is closed).
 */
export function JobPostings(props: { user: JobPostings_user$key }) {
  const user = useFragment(
    graphql`
      fragment JobPostings_user on User {
        postedJobs(first: 20) {
          edges {
            node {
              id
              status
              ...PostingCard_job
            }
          }
        }
      }
    `,
    props.user,
  );
  const jobs = user.postedJobs?.edges.map((edge) => edge.node) ?? [];
  const active = jobs.filter((job) => job.status !== "closed");
  const closed = jobs.filter((job) => job.status === "closed");

  return (
    <Stack gap="6">
      <Stack as="section" gap="3" aria-labelledby="postings-heading">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h2" size="md" id="postings-heading">
            <Trans>Active Job Postings</Trans>
          </Heading>
          <Button asChild variant="ghost" colorPalette="brand" size="sm">
            <Link to="/post-job">
              <Trans>Post Job</Trans>
            </Link>
          </Button>
        </HStack>
        {jobs.length === 0 ? (
          <Text color="gray.600">
            <Trans>You have not posted any jobs yet. Post a job to start receiving applications.</Trans>
          </Text>
        ) : active.length === 0 ? (
          <Text color="gray.600">
            <Trans>You have no open jobs. Post a job to start receiving applications.</Trans>
          </Text>
        ) : (
          <PostingList jobs={active} />
        )}
      </Stack>
      {closed.length > 0 && (
        <Stack as="section" gap="3" aria-labelledby="closed-postings-heading">
          <Heading as="h2" size="md" id="closed-postings-heading">
            <Trans>Closed Jobs</Trans>
          </Heading>
          <PostingList jobs={closed} />
        </Stack>
      )}
    </Stack>
  );
}

function PostingList(props: { jobs: readonly ({ id: string } & PostingCard_job$key)[] }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {props.jobs.map((job) => (
        <li key={job.id}>
          <PostingCard job={job} />
        </li>
      ))}
    </Stack>
  );
}
