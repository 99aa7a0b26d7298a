import { Button, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { AvailableJobs_query$key } from "../../__generated__/AvailableJobs_query.graphql.ts";
import type { AvailableJobsReason_job$key } from "../../__generated__/AvailableJobsReason_job.graphql.ts";
import { JobCard, NeverPayNotice } from "../../features/jobs/index.ts";
import { useSkillNames } from "../../features/skills/index.ts";
import { formatList } from "../../format/lists.ts";
import { formatDistance } from "../../format/numbers.ts";

/**
 * Jobs for you: the jobs recommended to the laborer (within her travel distance, her skills first), each with
 * its reason ("Needs Milking · 8 km"). Until there are any (no place on her profile yet, or nothing within
 * reach) it is Available Jobs: the 2 newest open jobs. View All either way.
 */
export function AvailableJobs(props: { query: AvailableJobs_query$key }) {
  const data = useFragment(
    graphql`
      fragment AvailableJobs_query on Query {
        recommendedJobs(first: 3) {
          id
          ...JobCard_job
          ...AvailableJobsReason_job
        }
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
  const recommended = data.recommendedJobs;
  const newest = data.jobs.edges.map((edge) => edge.node);

  return (
    <Stack as="section" gap="3" aria-labelledby="jobs-heading">
      <HStack justify="space-between">
        <Heading as="h2" size="md" id="jobs-heading">
          {recommended.length > 0 ? <Trans>Jobs for you</Trans> : <Trans>Available Jobs</Trans>}
        </Heading>
        <Button asChild variant="ghost" colorPalette="brand" size="sm" minH="44px">
          <Link to="/all-jobs">
            <Trans>View All</Trans>
          </Link>
        </Button>
      </HStack>
      <NeverPayNotice />
      {recommended.length > 0 ? (
        recommended.map((job) => <JobCard key={job.id} job={job} reason={<Reason job={job} />} />)
      ) : newest.length === 0 ? (
        <Text color="gray.600">
          <Trans>No jobs available right now</Trans>
        </Text>
      ) : (
        newest.map((job) => <JobCard key={job.id} job={job} />)
      )}
    </Stack>
  );
}

/** Why a job is recommended: the skills it needs that she has, and how far it is. */
function Reason({ job: jobRef }: { job: AvailableJobsReason_job$key }) {
  const { t } = useLingui();
  const job = useFragment(
    graphql`
      fragment AvailableJobsReason_job on Job {
        distanceKm
        skillsYouHave {
          ...useSkillNames_skills
        }
      }
    `,
    jobRef,
  );
  const skills = useSkillNames(job.skillsYouHave);
  const parts = [
    ...(skills.length > 0 ? [t`Needs ${formatList(skills)}`] : []),
    ...(job.distanceKm != null ? [formatDistance(job.distanceKm)] : []),
  ];
  return parts.length > 0 ? parts.join(" · ") : null;
}
