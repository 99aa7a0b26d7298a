import { Box, Stack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, usePreloadedQuery } from "react-relay";
import type { TrainingScreenQuery } from "../../__generated__/TrainingScreenQuery.graphql.ts";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { useSession } from "../../session/session.ts";
import { MyTrainingsList } from "./MyTrainingsList.tsx";
import { TrainingCoursesList } from "./TrainingCoursesList.tsx";
import { TrainingFilters } from "./TrainingFilters.tsx";
import { TrainingTabs } from "./TrainingTabs.tsx";

/**
 * Training (/training): find courses by text, skill category, place and free only (all in the URL); laborers also
 * have My trainings (/training?tab=mine), their enrolments with status and certificate note.
 */
export default function TrainingScreen() {
  const data = usePreloadedQuery<TrainingScreenQuery>(
    graphql`
      query TrainingScreenQuery($mine: Boolean!, $search: String, $location: String, $skillCategory: SkillCategory, $freeOnly: Boolean) {
        ...TrainingCoursesList_query
          @skip(if: $mine)
          @alias(as: "courses")
          @arguments(search: $search, location: $location, skillCategory: $skillCategory, freeOnly: $freeOnly)
        ...MyTrainingsList_query @include(if: $mine) @alias(as: "mine")
      }
    `,
    useRouteQuery<TrainingScreenQuery>(),
  );
  const laborer = useSession().viewer?.userType === "laborer";

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <ScreenHeader>
        <Trans>Training</Trans>
      </ScreenHeader>
      <Stack gap="4">
        {laborer && <TrainingTabs mine={data.mine != null} />}
        {data.mine ? (
          <MyTrainingsList query={data.mine} />
        ) : (
          <>
            <TrainingFilters />
            {data.courses && <TrainingCoursesList query={data.courses} />}
          </>
        )}
      </Stack>
    </Box>
  );
}
