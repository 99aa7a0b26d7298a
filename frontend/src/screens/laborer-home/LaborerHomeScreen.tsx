import { Box, SimpleGrid, Stack } from "@chakra-ui/react";
import { Suspense } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import type { LaborerHomeScreenQuery } from "../../__generated__/LaborerHomeScreenQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { AfterFirstPaint } from "../../components/AfterFirstPaint.tsx";
import { ExploreGrid } from "./ExploreGrid.tsx";
import { HomeHeader } from "./HomeHeader.tsx";
import { LaborerHomeSkeleton } from "./LaborerHomeSkeleton.tsx";
import { ProfileCard } from "./ProfileCard.tsx";
import { PromptCards } from "./PromptCards.tsx";
import { SkillsCard } from "./SkillsCard.tsx";
import { StatTiles } from "./StatTiles.tsx";
import { AvailableJobs } from "./AvailableJobs.tsx";
import { RecommendedTraining } from "./RecommendedTraining.tsx";
import { RecentActivity } from "./RecentActivity.tsx";

/**
 * The laborer's dashboard at `/`: the viewer's cards, 2 jobs and 2 courses. The loader sends the
 * query alongside the session check when the tab was signed in.
 */
export const laborerHomeScreenQuery = graphql`
  query LaborerHomeScreenQuery {
    viewer {
      id
      ...HomeHeader_user
      ...StatTiles_user
      ...ProfileCard_user
      ...SkillsCard_user
      ...PromptCards_user
      ...RecentActivity_user
    }
    ...AvailableJobs_query
    ...RecommendedTraining_query
  }
`;

export default function LaborerHomeScreen() {
  return (
    <Suspense fallback={<LaborerHomeSkeleton />}>
      <LaborerHome />
    </Suspense>
  );
}

function LaborerHome() {
  const data = usePreloadedQuery<LaborerHomeScreenQuery>(
    laborerHomeScreenQuery,
    useRouteQuery<LaborerHomeScreenQuery>(),
  );
  const viewer = data.viewer;
  // No user: placeholders only (the route sends signed-out visitors to the landing page).
  if (!viewer) return <LaborerHomeSkeleton />;

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <Stack gap="5">
        <HomeHeader user={viewer} />
        <StatTiles user={viewer} />
        <PromptCards user={viewer} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" alignItems="start">
          <ProfileCard user={viewer} />
          <SkillsCard user={viewer} />
        </SimpleGrid>
        <ExploreGrid />
        <AfterFirstPaint fallback={<Box minH="100vh" />}>
          <AvailableJobs query={data} />
          <RecommendedTraining query={data} />
          <RecentActivity user={viewer} />
        </AfterFirstPaint>
      </Stack>
    </Box>
  );
}
