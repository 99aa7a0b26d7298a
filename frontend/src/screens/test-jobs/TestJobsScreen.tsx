import { Box, Button, Heading, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { DemoJobCard } from "../../components/job-card/DemoJobCard.tsx";
import { parseJobCategory } from "../../components/job-card/jobCategories.ts";
import { JobCategorySelect } from "../../components/job-card/JobCategorySelect.tsx";
import { JobSearchForm } from "../../components/job-card/JobSearchForm.tsx";
import { JobsEmptyState } from "../../components/job-card/JobsEmptyState.tsx";
import { JobsHeader } from "../../components/job-card/JobsHeader.tsx";
import { DEMO_JOBS, filterDemoJobs } from "../../data/demo-jobs.ts";
import { useFilterParams } from "../jobs/useFilterParams.ts";

/** Test jobs (/test-jobs, spec §2): the job cards over local demo data only, with a count and Clear Filters. */
export default function TestJobsScreen() {
  const { t } = useLingui();
  const filters = useFilterParams();
  const location = filters.get("location");
  const category = parseJobCategory(filters.get("category"));
  const jobs = filterDemoJobs(DEMO_JOBS, { location, category });
  const count = jobs.length;

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <JobsHeader>
        <Trans>Test Jobs</Trans>
      </JobsHeader>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" alignItems="end">
          <JobSearchForm label={t`Location`} placeholder={t`e.g. Mandya`} value={location} onSearch={(l) => filters.set({ location: l })} />
          <JobCategorySelect value={category} onChange={(c) => filters.set({ category: c })} />
        </SimpleGrid>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" aria-live="polite">
            <Plural value={count} one="# job found" other="# jobs found" />
          </Heading>
          <Button variant="outline" disabled={!location && !category} onClick={() => filters.set({ location: null, category: null })}>
            <Trans>Clear Filters</Trans>
          </Button>
        </HStack>
        {count === 0 ? (
          <JobsEmptyState title={t`No jobs found`} description={t`Try adjusting your search or filters`} />
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
