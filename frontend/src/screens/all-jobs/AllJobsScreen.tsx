import { Box, Skeleton, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import { graphql } from "react-relay";
import type { AllJobsScreenQuery } from "../../__generated__/AllJobsScreenQuery.graphql.ts";
import { DemoJobsList, LocationCategoryFilters } from "../../features/jobs/index.ts";
import { parseJobCategory } from "../../features/jobs/public-categories.ts";
import { ErrorBoundary } from "../../components/ErrorBoundary.tsx";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { notify } from "../../toasts/toaster.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { useFilterParams } from "../../components/filters/useFilterParams.ts";
import { AllJobsResults } from "./AllJobsResults.tsx";

const allJobsQuery = graphql`
  query AllJobsScreenQuery($location: String, $category: JobCategory) {
    jobs(first: 50, location: $location, category: $category) {
      totalCount
      edges {
        node {
          id
          ...JobCard_job
        }
      }
    }
  }
`;

/**
 * All jobs (/all-jobs): filter by location text and category; cards with Apply Now and Contact
 * Employer. With no jobs from the server, or when the request fails ('Failed to fetch jobs'), the 5 demo jobs.
 */
export default function AllJobsScreen() {
  const { t } = useLingui();
  const filters = useFilterParams();
  const queryRef = useRouteQuery<AllJobsScreenQuery>();
  const location = filters.get("location");
  const category = parseJobCategory(filters.get("category"));

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <ScreenHeader>
        <Trans>All Jobs</Trans>
      </ScreenHeader>
      <Stack gap="4">
        <LocationCategoryFilters location={location} category={category} onChange={filters.set} />
        <ErrorBoundary
          key={filters.params.toString()}
          fallback={<DemoJobsList location={location} category={category} />}
          onError={() => notify.error(t`Failed to fetch jobs`)}
        >
          <Suspense fallback={<Skeleton height="40" borderRadius="md" />}>
            <AllJobsResults query={allJobsQuery} queryRef={queryRef} location={location} category={category} />
          </Suspense>
        </ErrorBoundary>
      </Stack>
    </Box>
  );
}
