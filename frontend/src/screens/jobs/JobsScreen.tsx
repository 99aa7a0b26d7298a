import { Box, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, usePreloadedQuery } from "react-relay";
import type { JobsScreenQuery } from "../../__generated__/JobsScreenQuery.graphql.ts";
import { JobSearchForm } from "../../components/job-card/JobSearchForm.tsx";
import { JobsHeader } from "../../components/job-card/JobsHeader.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { FeaturedJobCard } from "./FeaturedJobCard.tsx";
import { JobsChips } from "./JobsChips.tsx";
import { JobsList } from "./JobsList.tsx";
import { parseJobsFilter } from "./jobsFilters.ts";
import { useFilterParams } from "./useFilterParams.ts";

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
      <JobsHeader>
        <Trans>Find Jobs</Trans>
      </JobsHeader>
      <Stack gap="4">
        <JobSearchForm
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
