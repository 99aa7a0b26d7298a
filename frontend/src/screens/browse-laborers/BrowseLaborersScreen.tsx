import { Trans } from "@lingui/react/macro";
import { graphql } from "react-relay";
import type { BrowseLaborersScreenQuery } from "../../__generated__/BrowseLaborersScreenQuery.graphql.ts";
import { DirectoryFrame } from "../../features/directories/index.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { BrowseLaborersResults } from "./BrowseLaborersResults.tsx";

export const browseLaborersQuery = graphql`
  query BrowseLaborersScreenQuery($search: String, $location: String, $skillName: String) {
    skills {
      id
      ...LaborerFilters_skills
    }
    ...LaborersList_query @arguments(search: $search, location: $location, skillName: $skillName)
  }
`;

/** Find laborers (/browse-laborers): search, the 5 cities and the first 10 skills as filters, and the laborers found. */
export default function BrowseLaborersScreen() {
  const queryRef = useRouteQuery<BrowseLaborersScreenQuery>();
  return (
    <DirectoryFrame title={<Trans>Find Laborers</Trans>} failedMessage={<Trans>Failed to fetch laborers</Trans>}>
      <BrowseLaborersResults query={browseLaborersQuery} queryRef={queryRef} />
    </DirectoryFrame>
  );
}
