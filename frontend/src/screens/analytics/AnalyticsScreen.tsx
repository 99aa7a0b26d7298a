import { Box, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Suspense } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import type { AnalyticsScreenQuery } from "../../__generated__/AnalyticsScreenQuery.graphql.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { AcceptanceCard } from "./AcceptanceCard.tsx";
import { CourseFiguresCards } from "./CourseFiguresCards.tsx";
import { EnrollmentWeeksCard } from "./EnrollmentWeeksCard.tsx";
import { JobViewsCard } from "./JobViewsCard.tsx";
import { WeeklyActivityCard } from "./WeeklyActivityCard.tsx";

/**
 * `/analytics`, counted on the server: for employers, jobs posted and applications received per week, the
 * acceptance rate and views per job; for training providers, enrolments and completions per week, each course's
 * completion rate and seats filled. Each role's figures are asked for only in that role (see the loader).
 */
export const analyticsScreenQuery = graphql`
  query AnalyticsScreenQuery($employer: Boolean!, $provider: Boolean!) {
    viewer {
      id
      employerAnalytics @include(if: $employer) {
        ...WeeklyActivityCard_analytics
        ...AcceptanceCard_analytics
        ...JobViewsCard_analytics
      }
      providerAnalytics @include(if: $provider) {
        ...EnrollmentWeeksCard_analytics
        ...CourseFiguresCards_analytics
      }
    }
  }
`;

export default function AnalyticsScreen() {
  return (
    <Suspense fallback={<AnalyticsSkeleton />}>
      <Analytics />
    </Suspense>
  );
}

function Analytics() {
  const data = usePreloadedQuery<AnalyticsScreenQuery>(analyticsScreenQuery, useRouteQuery<AnalyticsScreenQuery>());
  const analytics = data.viewer?.employerAnalytics;
  const provider = data.viewer?.providerAnalytics;
  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <Stack gap="4">
        <BackLink to="/" />
        {/* The product keeps 'Analytics' in English in every language, as in the bottom bar. */}
        <Heading as="h1" size="xl">
          Analytics
        </Heading>
        {analytics ? (
          <>
            <WeeklyActivityCard analytics={analytics} />
            <AcceptanceCard analytics={analytics} />
            <JobViewsCard analytics={analytics} />
          </>
        ) : provider ? (
          <>
            <EnrollmentWeeksCard analytics={provider} />
            <CourseFiguresCards analytics={provider} />
          </>
        ) : (
          <Text color="fg.muted">
            <Trans>Analytics for your account type are on their way.</Trans>
          </Text>
        )}
      </Stack>
    </Box>
  );
}

function AnalyticsSkeleton() {
  return (
    <Stack maxW="3xl" mx="auto" px="4" py="4" gap="4" aria-busy="true">
      <Skeleton height="8" width="40%" />
      <Skeleton height="64" />
      <Skeleton height="32" />
    </Stack>
  );
}
