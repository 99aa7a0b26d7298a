import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { JobSearchForm } from "../../components/job-card/JobSearchForm.tsx";
import { CITY_LABELS } from "../browse-jobs/BrowseFilters.tsx";
import { BROWSE_CITIES } from "@rules/browse-cities.ts";
import { FilterSelect } from "../browse-jobs/FilterSelect.tsx";
import { useFilterParams } from "../jobs/useFilterParams.ts";

type Props = {
  /** The search box's label, e.g. 'Search employers'. */
  searchLabel: string;
  placeholder: string;
};

/** Name search and the place filter (the 5 cities), both kept in the URL. */
export function DirectoryFilters({ searchLabel, placeholder }: Props) {
  const { t, i18n } = useLingui();
  const filters = useFilterParams();
  return (
    <Stack gap="3">
      <JobSearchForm label={searchLabel} placeholder={placeholder} value={filters.get("q")} onSearch={(q) => filters.set({ q })} />
      <FilterSelect
        label={t`Location`}
        anyLabel={t`All Locations`}
        value={filters.get("location")}
        options={BROWSE_CITIES.map((c) => ({ value: c, label: i18n._(CITY_LABELS[c]) }))}
        onChange={(location) => filters.set({ location })}
      />
    </Stack>
  );
}
