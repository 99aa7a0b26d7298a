import { Box, Stack } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import { Navigate } from "react-router";
import type { ProviderDashboardScreenQuery } from "../../__generated__/ProviderDashboardScreenQuery.graphql.ts";
import { AfterFirstPaint } from "../../components/AfterFirstPaint.tsx";
import { PageFallback } from "../../components/PageFallback.tsx";
import { RoleHeader } from "../../features/dashboard/index.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { ProviderQuickActions } from "./ProviderQuickActions.tsx";
import { ProviderStats } from "./ProviderStats.tsx";
import { YourCourses } from "./YourCourses.tsx";
import { RecentStudentActivity } from "./RecentStudentActivity.tsx";
import { ProviderAccountCards } from "./ProviderAccountCards.tsx";

// The provider's own lists are asked for only as a training provider (see the loader); anyone else goes home.
export const providerDashboardScreenQuery = graphql`
  query ProviderDashboardScreenQuery($provider: Boolean!) {
    viewer {
      id
      userType
      ...RoleHeader_user
    }
    ... @include(if: $provider) @alias(as: "lists") {
      ...ProviderStats_query
      ...YourCourses_query
      ...RecentStudentActivity_query
    }
  }
`;

/**
 * The training provider's dashboard (/training-provider): name and 'Training Provider', the counters, Create
 * Course and View Analytics, Your Courses, Recent Student Activity, and account management.
 */
export default function ProviderDashboardScreen() {
  return (
    <Suspense fallback={<PageFallback />}>
      <ProviderDashboard />
    </Suspense>
  );
}

function ProviderDashboard() {
  const data = usePreloadedQuery<ProviderDashboardScreenQuery>(
    providerDashboardScreenQuery,
    useRouteQuery<ProviderDashboardScreenQuery>(),
  );
  const { viewer, lists } = data;
  if (!viewer) return <PageFallback />;
  if (viewer.userType !== "training_provider" || !lists) return <Navigate to="/" replace />;

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <Stack gap="6">
        <RoleHeader user={viewer} userType="training_provider" />
        <ProviderStats query={lists} />
        <ProviderQuickActions />
        <YourCourses query={lists} />
        <AfterFirstPaint fallback={<Box minH="100vh" />}>
          <RecentStudentActivity query={lists} />
          <ProviderAccountCards />
        </AfterFirstPaint>
      </Stack>
    </Box>
  );
}
