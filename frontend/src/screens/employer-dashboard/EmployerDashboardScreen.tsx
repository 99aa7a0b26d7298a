import { Box, Stack } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import { Navigate } from "react-router";
import type { EmployerDashboardScreenQuery } from "../../__generated__/EmployerDashboardScreenQuery.graphql.ts";
import { AfterFirstPaint } from "../../components/AfterFirstPaint.tsx";
import { PageFallback } from "../../components/PageFallback.tsx";
import { RoleHeader } from "../../features/dashboard/index.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { EmployerStats } from "./EmployerStats.tsx";
import { QuickActions } from "./QuickActions.tsx";
import { RecentApplications } from "./RecentApplications.tsx";
import { JobPostings } from "./JobPostings.tsx";
import { AccountCards } from "./AccountCards.tsx";

export const employerDashboardScreenQuery = graphql`
  query EmployerDashboardScreenQuery {
    viewer {
      id
      userType
      ...RoleHeader_user
      ...EmployerStats_user
      ...RecentApplications_user
      ...JobPostings_user
    }
  }
`;

/**
 * The employer's dashboard (/employer-dashboard): name and 'Farm Owner', the counters, quick actions, the
 * applications received (Accept / Decline), the job postings, and account management.
 */
export default function EmployerDashboardScreen() {
  return (
    <Suspense fallback={<PageFallback />}>
      <EmployerDashboard />
    </Suspense>
  );
}

function EmployerDashboard() {
  const data = usePreloadedQuery<EmployerDashboardScreenQuery>(
    employerDashboardScreenQuery,
    useRouteQuery<EmployerDashboardScreenQuery>(),
  );
  const viewer = data.viewer;
  if (!viewer) return <PageFallback />;
  // The lists are an employer's own: anyone else goes to the home of their role.
  if (viewer.userType !== "employer") return <Navigate to="/" replace />;

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <Stack gap="6">
        <RoleHeader user={viewer} userType="employer" />
        <EmployerStats user={viewer} />
        <QuickActions />
        <RecentApplications user={viewer} />
        <AfterFirstPaint fallback={<Box minH="100vh" />}>
          <JobPostings user={viewer} />
          <AccountCards />
        </AfterFirstPaint>
      </Stack>
    </Box>
  );
}
