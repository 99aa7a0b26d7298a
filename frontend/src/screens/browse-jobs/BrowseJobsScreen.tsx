import { Box, Stack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, usePreloadedQuery } from "react-relay";
import type { BrowseJobsScreenQuery } from "../../__generated__/BrowseJobsScreenQuery.graphql.ts";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { BrowseFilters } from "./BrowseFilters.tsx";
import { BrowseJobsList } from "./BrowseJobsList.tsx";

/** Browse jobs (/browse-jobs): search, location, category and wage filters; Apply Now applies for real. */
export default function BrowseJobsScreen() {
  const data = usePreloadedQuery<BrowseJobsScreenQuery>(
    graphql`
      query BrowseJobsScreenQuery($search: String, $location: String, $category: JobCategory, $wageBand: WageBand) {
        ...BrowseJobsList_query @arguments(search: $search, location: $location, category: $category, wageBand: $wageBand)
      }
    `,
    useRouteQuery<BrowseJobsScreenQuery>(),
  );

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <ScreenHeader>
        <Trans>Browse Jobs</Trans>
      </ScreenHeader>
      <Stack gap="4">
        <BrowseFilters />
        <BrowseJobsList query={data} />
      </Stack>
    </Box>
  );
}
