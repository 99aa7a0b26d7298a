import { Box, Button, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Suspense, useState } from "react";
import { graphql } from "react-relay";
import { useRevalidator } from "react-router";
import type { BrowseLaborersScreenQuery } from "../../__generated__/BrowseLaborersScreenQuery.graphql.ts";
import { JobsErrorBoundary } from "../../components/job-card/JobsErrorBoundary.tsx";
import { JobsHeader } from "../../components/job-card/JobsHeader.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { useFilterParams } from "../jobs/useFilterParams.ts";
import { BrowseLaborersResults } from "./BrowseLaborersResults.tsx";

export const browseLaborersQuery = graphql`
  query BrowseLaborersScreenQuery($search: String, $location: String, $skillName: String) {
    skills {
      id
      name
    }
    ...LaborersList_query @arguments(search: $search, location: $location, skillName: $skillName)
  }
`;

/** Find laborers (/browse-laborers): search, the 5 cities and the first 10 skills as filters, and the laborers found. */
export default function BrowseLaborersScreen() {
  const filters = useFilterParams();
  const queryRef = useRouteQuery<BrowseLaborersScreenQuery>();
  const revalidator = useRevalidator();
  // A new attempt (after 'Try again') re-runs the loader and gives the error boundary a fresh start.
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setAttempt((n) => n + 1);
    void revalidator.revalidate();
  };
  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <JobsHeader>
        <Trans>Find Laborers</Trans>
      </JobsHeader>
      <JobsErrorBoundary key={`${filters.params.toString()}#${attempt}`} fallback={<FetchFailed onRetry={retry} />}>
        <Suspense fallback={<Skeleton height="40" borderRadius="md" />}>
          <BrowseLaborersResults query={browseLaborersQuery} queryRef={queryRef} />
        </Suspense>
      </JobsErrorBoundary>
    </Box>
  );
}

function FetchFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack gap="3" role="alert" align="start">
      <Text color="fg.error" fontWeight="medium">
        <Trans>Failed to fetch laborers</Trans>
      </Text>
      <Button variant="outline" minH="44px" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Stack>
  );
}
