import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { parseWageBand, WAGE_BAND_NAMES, WAGE_BANDS } from "@rules/wage-bands.ts";
import { JobCategorySelect } from "../../features/jobs/index.ts";
import { parseJobCategory } from "../../features/jobs/public-categories.ts";
import { SearchForm } from "../../components/filters/SearchForm.tsx";
import { formatRupees } from "../../format/money.ts";
import { useFilterParams } from "../../components/filters/useFilterParams.ts";
import { PlaceSearch } from "../../features/places/index.ts";
import { FilterSelect } from "../../components/filters/FilterSelect.tsx";

/**
 * The browse screen's filters, all kept in the URL: search, location (any place of India, in any of its names or a
 * pincode, suggested as one types), category and wage band.
 */
export function BrowseFilters() {
  const { t } = useLingui();
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
      <SearchForm
        label={t`Search jobs`}
        placeholder={t`Job title, work or place`}
        value={filters.get("q")}
        onSearch={(q) => filters.set({ q })}
      />
      <PlaceSearch
        label={t`Location`}
        placeholder={t`Village, town or pincode`}
        value={filters.get("location")}
        onSubmit={(location) => filters.set({ location })}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <JobCategorySelect
          value={parseJobCategory(filters.get("category"))}
          onChange={(category) => filters.set({ category })}
        />
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
