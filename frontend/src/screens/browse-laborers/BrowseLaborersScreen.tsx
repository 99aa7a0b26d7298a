import { Trans } from "@lingui/react/macro";
import { graphql } from "react-relay";
import type { BrowseLaborersScreenQuery } from "../../__generated__/BrowseLaborersScreenQuery.graphql.ts";
import { DirectoryFrame } from "../../features/directories/index.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { BrowseLaborersResults } from "./BrowseLaborersResults.tsx";

export const browseLaborersQuery = graphql`
  query BrowseLaborersScreenQuery(
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

/** Find laborers (/browse-laborers): search, near a place within a distance, any catalogue skill and available only as filters, and the laborers found. */
export default function BrowseLaborersScreen() {
  const queryRef = useRouteQuery<BrowseLaborersScreenQuery>();
  return (
    <DirectoryFrame title={<Trans>Find Laborers</Trans>} failedMessage={<Trans>Failed to fetch laborers</Trans>}>
      <BrowseLaborersResults query={browseLaborersQuery} queryRef={queryRef} />
    </DirectoryFrame>
  );
}
