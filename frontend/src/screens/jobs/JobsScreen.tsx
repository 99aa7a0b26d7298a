import { Box, HStack, Stack } from "@chakra-ui/react";
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
import { parseRadiusChoice } from "@rules/distance.ts";
import { RadiusSelect, UseMyLocation } from "../../features/places/index.ts";
import { useFilterParams } from "../../components/filters/useFilterParams.ts";

/**
 * Find Jobs (/jobs): search (title, work or place), category chips (Nearby with its distance), a featured card
 * and the matching jobs, paged.
 */
export default function JobsScreen() {
  const { t } = useLingui();
  const filters = useFilterParams();
  const filter = parseJobsFilter(filters.get("filter"));
  const data = usePreloadedQuery<JobsScreenQuery>(
    graphql`
      query JobsScreenQuery(
        $search: String
        $category: JobCategory
        $nearby: Boolean
        $radiusKm: Int
        $latitude: Float
        $longitude: Float
      ) {
        ...JobsList_query
          @arguments(
            search: $search
            category: $category
            nearby: $nearby
            radiusKm: $radiusKm
            latitude: $latitude
            longitude: $longitude
          )
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
        <JobsChips value={filter} onChange={(next) => filters.set({ filter: next })} />
        {filter === "nearby" && (
          <HStack gap="3" align="end" wrap="wrap">
            <RadiusSelect
              value={parseRadiusChoice(filters.get("radius"))}
              onChange={(km) => filters.set({ radius: String(km) })}
            />
            <UseMyLocation
              active={filters.get("lat") !== ""}
              onLocated={(point) =>
                filters.set(
                  point ? { lat: String(point.latitude), lng: String(point.longitude) } : { lat: null, lng: null },
                )
              }
            />
          </HStack>
        )}
        <FeaturedJobCard />
        <JobsList query={data} />
      </Stack>
    </Box>
  );
}
