import { Stack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, usePreloadedQuery } from "react-relay";
import type { LaborersDirectoryScreenQuery } from "../../__generated__/LaborersDirectoryScreenQuery.graphql.ts";
import { DirectoryFrame, LaborerFilters, LaborersList } from "../../features/directories/index.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";

const laborersDirectoryQuery = graphql`
  query LaborersDirectoryScreenQuery(
    $search: String
    $skillName: String
    $near: String
    $radiusKm: Int
    $available: Boolean
  ) {
    skills {
      id
      ...LaborerFilters_skills
    }
    ...LaborersList_query
      @arguments(search: $search, skillName: $skillName, near: $near, radiusKm: $radiusKm, available: $available)
  }
`;

/** The laborer directory (/laborers): name search, place and skill filters, laborer cards and 'Load more'. */
export default function LaborersDirectoryScreen() {
  return (
    <DirectoryFrame title={<Trans>Laborers</Trans>} failedMessage={<Trans>Failed to fetch laborers</Trans>}>
      <LaborersResults />
    </DirectoryFrame>
  );
}

function LaborersResults() {
  const data = usePreloadedQuery<LaborersDirectoryScreenQuery>(
    laborersDirectoryQuery,
    useRouteQuery<LaborersDirectoryScreenQuery>(),
  );
  const skills = data.skills;
  return (
    <Stack gap="4">
      <LaborerFilters skills={skills} />
      <LaborersList query={data} />
    </Stack>
  );
}
