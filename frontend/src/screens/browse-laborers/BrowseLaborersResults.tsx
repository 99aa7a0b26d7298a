import { Stack } from "@chakra-ui/react";
import { type PreloadedQuery, usePreloadedQuery } from "react-relay";
import type { GraphQLTaggedNode } from "relay-runtime";
import type { BrowseLaborersScreenQuery } from "../../__generated__/BrowseLaborersScreenQuery.graphql.ts";
import { LaborerFilters, LaborersList } from "../../features/directories/index.ts";

type Props = { query: GraphQLTaggedNode; queryRef: PreloadedQuery<BrowseLaborersScreenQuery> };

/** The filters (the skill list comes with the query) and the laborers found. */
export function BrowseLaborersResults({ query, queryRef }: Props) {
  const data = usePreloadedQuery<BrowseLaborersScreenQuery>(query, queryRef);
  const skills = data.skills;
  return (
    <Stack gap="4">
      <LaborerFilters skills={skills} />
      <LaborersList query={data} />
    </Stack>
  );
}
