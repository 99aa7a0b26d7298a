import { Box, Button, Heading, HStack, Stack } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { DEMO_JOBS, DemoJobCard, filterDemoJobs, LocationCategoryFilters } from "../../features/jobs/index.ts";
import { parseJobCategory } from "../../features/jobs/public-categories.ts";
import { EmptyList } from "../../components/EmptyList.tsx";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { useFilterParams } from "../../components/filters/useFilterParams.ts";

/** Test jobs (/test-jobs): the job cards over local demo data only, with a count and Clear Filters. */
export default function TestJobsScreen() {
  const { t } = useLingui();
  const filters = useFilterParams();
  const location = filters.get("location");
  const category = parseJobCategory(filters.get("category"));
  const jobs = filterDemoJobs(DEMO_JOBS, { location, category });
  const count = jobs.length;

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <ScreenHeader>
        <Trans>Test Jobs</Trans>
      </ScreenHeader>
      <Stack gap="4">
        <LocationCategoryFilters location={location} category={category} onChange={filters.set} />
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" aria-live="polite">
            <Plural value={count} one="# job found" other="# jobs found" />
          </Heading>
          <Button
            variant="outline"
            disabled={!location && !category}
            onClick={() => filters.set({ location: null, category: null })}
          >
            <Trans>Clear Filters</Trans>
          </Button>
        </HStack>
        {count === 0 ? (
          <EmptyList title={t`No jobs found`} description={t`Try adjusting your search or filters`} />
        ) : (
          <Stack gap="3">
            {jobs.map((job) => (
              <DemoJobCard key={job.id} job={job} />
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
