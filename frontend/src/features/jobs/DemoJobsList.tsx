import { Heading, Stack, Text } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import type { JobCategory } from "@rules/job-categories.ts";
import { DEMO_JOBS, filterDemoJobs } from "./demoJobs.ts";
import { DemoJobCard } from "./DemoJobCard.tsx";
import { NeverPayNotice } from "./NeverPayNotice.tsx";
import { EmptyList } from "../../components/EmptyList.tsx";

/** The local demo jobs matching the filters (the all-jobs fallback), with a note that they are samples. */
export function DemoJobsList({ location, category }: { location: string; category: JobCategory | null }) {
  const { t } = useLingui();
  const jobs = filterDemoJobs(DEMO_JOBS, { location, category });
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {t`Sample Jobs`}
      </Heading>
      <Text color="gray.700" fontSize="sm">
        {t`No live jobs to show right now, so here are sample jobs.`}
      </Text>
      <NeverPayNotice />
      {jobs.length === 0 ? (
        <EmptyList title={t`No jobs found`} description={t`Try adjusting your search or filters`} />
      ) : (
        jobs.map((job) => <DemoJobCard key={job.id} job={job} />)
      )}
    </Stack>
  );
}
