import { SimpleGrid, Stack } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { parseJobCategory } from "../../components/job-card/jobCategories.ts";
import { JobCategorySelect } from "../../components/job-card/JobCategorySelect.tsx";
import { JobSearchForm } from "../../components/job-card/JobSearchForm.tsx";
import { formatRupees } from "../../format/money.ts";
import { useFilterParams } from "../jobs/useFilterParams.ts";
import { BROWSE_CITIES, WAGE_BANDS } from "./browseFilters.ts";
import { FilterSelect } from "./FilterSelect.tsx";

const CITY_LABELS: Record<(typeof BROWSE_CITIES)[number], MessageDescriptor> = {
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
  const wageOptions = WAGE_BANDS.map((w) => {
    const min = formatRupees(w.min);
    const max = w.max == null ? "" : formatRupees(w.max);
    return { value: w.param, label: w.max == null ? t`${min}+ per day` : t`${min} - ${max} per day` };
  });

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
          value={filters.get("wage")}
          options={wageOptions}
          onChange={(wage) => filters.set({ wage })}
        />
      </SimpleGrid>
    </Stack>
  );
}
