import { Box, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, usePreloadedQuery } from "react-relay";
import type { JobsScreenQuery } from "../../__generated__/JobsScreenQuery.graphql.ts";
import { SearchForm } from "../../components/filters/SearchForm.tsx";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { FeaturedJobCard } from "./FeaturedJobCard.tsx";
import { JobsChips } from "./JobsChips.tsx";
import { JobsList } from "./JobsList.tsx";
import { parseJobsFilter } from "./jobsFilters.ts";
import { useFilterParams } from "../../components/filters/useFilterParams.ts";

/** Find Jobs (/jobs): search (title, work or place), category chips, a featured card and the matching jobs, paged. */
export default function JobsScreen() {
  const { t } = useLingui();
  const filters = useFilterParams();
  const data = usePreloadedQuery<JobsScreenQuery>(
    graphql`
      query JobsScreenQuery($search: String, $category: JobCategory, $nearby: Boolean) {
        ...JobsList_query @arguments(search: $search, category: $category, nearby: $nearby)
      }
    `,
    useRouteQuery<JobsScreenQuery>(),
  );

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <ScreenHeader>
        <Trans>Find Jobs</Trans>
      </ScreenHeader>
      <Stack gap="4">
        <SearchForm
          label={t`Search jobs`}
          placeholder={t`Job title, work or place`}
          value={filters.get("q")}
          onSearch={(q) => filters.set({ q })}
        />
        <JobsChips value={parseJobsFilter(filters.get("filter"))} onChange={(filter) => filters.set({ filter })} />
        <FeaturedJobCard />
        <JobsList query={data} />
      </Stack>
    </Box>
  );
}
