import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { JOB_MESSAGES } from "@rules/job.ts";
import { Suspense } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import { Link } from "react-router";
import type { JobApplicantsScreenQuery } from "../../__generated__/JobApplicantsScreenQuery.graphql.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { PageFallback } from "../../components/PageFallback.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { JobStatusBadge, jobPath } from "../../features/jobs/index.ts";
import { ApplicantCard } from "./ApplicantCard.tsx";
import { SuggestedWorkers } from "./SuggestedWorkers.tsx";

export const jobApplicantsScreenQuery = graphql`
  query JobApplicantsScreenQuery($jobId: ID!) {
    job(id: $jobId) {
      __typename
      ... on QueryJobSuccess {
        data {
          id
          title
          status
          suggestedWorkers(first: 10) {
            id
            ...LaborerCard_user
          }
        }
      }
    }
    viewer {
      id
      receivedApplications(first: 100, jobId: $jobId) {
        totalCount
        edges {
          node {
            id
            ...ApplicantCard_application
          }
        }
      }
    }
  }
`;

/**
 * A job's applicants (/employer/jobs/:id/applicants): while the job is open, the workers suggested for it; then
 * everyone who applied to it.
 */
export default function JobApplicantsScreen() {
  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <Stack gap="4">
        <BackLink to="/employer-dashboard" />
        <Suspense fallback={<PageFallback />}>
          <Applicants />
        </Suspense>
      </Stack>
    </Box>
  );
}

function Applicants() {
  const { i18n } = useLingui();
  const data = usePreloadedQuery<JobApplicantsScreenQuery>(
    jobApplicantsScreenQuery,
    useRouteQuery<JobApplicantsScreenQuery>(),
  );
  const job = data.job.__typename === "QueryJobSuccess" ? data.job.data : null;
  const applications = data.viewer?.receivedApplications?.edges.map((edge) => edge.node) ?? [];
  const count = data.viewer?.receivedApplications?.totalCount ?? 0;

  if (!job) {
    return (
      <Heading as="h1" size="lg">
        {i18n._(JOB_MESSAGES.notFound)}
      </Heading>
    );
  }
  const closed = job.status !== "active";
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          <Trans>Applicants</Trans>
        </Heading>
        <HStack gap="2" wrap="wrap">
          <ChakraLink asChild color="brand.fg" fontWeight="semibold" minH="44px" wordBreak="break-word">
            <Link to={jobPath(job.id)}>{job.title}</Link>
          </ChakraLink>
          <JobStatusBadge status={job.status} />
        </HStack>
        <Text color="gray.600">
          <Plural value={count} one="# application" other="# applications" />
        </Text>
      </Stack>
      {!closed && <SuggestedWorkers workers={job.suggestedWorkers} />}
      {applications.length === 0 ? (
        <Text color="gray.600">
          <Trans>No one has applied for this job yet.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicantCard application={application} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
