import { SimpleGrid, Stack } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { parseWageBand, WAGE_BAND_NAMES, WAGE_BANDS } from "@rules/wage-bands.ts";
import { parseJobCategory } from "../../components/job-card/jobCategories.ts";
import { JobCategorySelect } from "../../components/job-card/JobCategorySelect.tsx";
import { JobSearchForm } from "../../components/job-card/JobSearchForm.tsx";
import { formatRupees } from "../../format/money.ts";
import { useFilterParams } from "../jobs/useFilterParams.ts";
import { BROWSE_CITIES } from "@rules/browse-cities.ts";
import { FilterSelect } from "./FilterSelect.tsx";

export const CITY_LABELS: Record<(typeof BROWSE_CITIES)[number], MessageDescriptor> = {
  Bangalore: msg`Bangalore`,
  Mysore: msg`Mysore`,
  Hubli: msg`Hubli`,
  Mangalore: msg`Mangalore`,
  Gulbarga: msg`Gulbarga`,
};

/** The browse screen's filters, all kept in the URL: search, location (5 cities), category and wage band. */
export function BrowseFilters() {
  const { t, i18n } = useLingui();
  const filters = useFilterParams();
  // The URL holds a band's label ("300-500", "1000+"), as the server's REST shim reads it too.
  const wageOptions = WAGE_BAND_NAMES.map((band) => {
    const { min: from, below, label } = WAGE_BANDS[band];
    const min = formatRupees(from);
    const max = below == null ? "" : formatRupees(below);
    return { value: label, label: below == null ? t`${min}+ per day` : t`${min} - ${max} per day` };
  });
  const wage = parseWageBand(filters.get("wage"));

  return (
    <Stack gap="3">
      <JobSearchForm
        label={t`Search jobs`}
        placeholder={t`Job title, work or place`}
        value={filters.get("q")}
        onSearch={(q) => filters.set({ q })}
      />
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <FilterSelect
          label={t`Location`}
          anyLabel={t`All Locations`}
          value={filters.get("location")}
          options={BROWSE_CITIES.map((c) => ({ value: c, label: i18n._(CITY_LABELS[c]) }))}
          onChange={(location) => filters.set({ location })}
        />
        <JobCategorySelect value={parseJobCategory(filters.get("category"))} onChange={(category) => filters.set({ category })} />
        <FilterSelect
          label={t`Daily Wage`}
          anyLabel={t`Any Wage`}
          value={wage ? WAGE_BANDS[wage].label : ""}
          options={wageOptions}
          onChange={(wage) => filters.set({ wage })}
        />
      </SimpleGrid>
    </Stack>
  );
}
