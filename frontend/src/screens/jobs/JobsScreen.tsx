import { Box, Heading, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, usePreloadedQuery } from "react-relay";
import type { JobsScreenQuery } from "../../__generated__/JobsScreenQuery.graphql.ts";
import { JobCard } from "../../components/job-card/JobCard.tsx";
import { JobSearchForm } from "../../components/job-card/JobSearchForm.tsx";
import { JobsEmptyState } from "../../components/job-card/JobsEmptyState.tsx";
import { JobsHeader } from "../../components/job-card/JobsHeader.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { FeaturedJobCard } from "./FeaturedJobCard.tsx";
import { JobsChips } from "./JobsChips.tsx";
import { parseJobsFilter } from "./jobsFilters.ts";
import { useFilterParams } from "./useFilterParams.ts";

/** Find Jobs (/jobs): search, category chips, a featured card and the matching jobs. */
export default function JobsScreen() {
  const { t } = useLingui();
  const filters = useFilterParams();
  const data = usePreloadedQuery<JobsScreenQuery>(
    graphql`
      query JobsScreenQuery($search: String, $category: JobCategory, $nearby: Boolean) {
        jobs(first: 30, search: $search, category: $category, nearby: $nearby) {
          totalCount
          edges {
            node {
              id
              ...JobCard_job
            }
          }
        }
      }
    `,
    useRouteQuery<JobsScreenQuery>(),
  );
  const jobs = data.jobs.edges;

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
        <Heading as="h2" size="md">
          <Trans>Available Jobs</Trans>
        </Heading>
        {jobs.length === 0 ? (
          <JobsEmptyState title={t`No jobs found`} description={t`Try adjusting your search or filters`} />
        ) : (
          <Stack gap="3">
            {jobs.map(({ node }) => (
              <JobCard key={node.id} job={node} />
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
