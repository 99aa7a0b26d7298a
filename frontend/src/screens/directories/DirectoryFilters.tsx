import { Stack } from "@chakra-ui/react";
import { SearchForm } from "../../components/filters/SearchForm.tsx";
import { CityFilter } from "../../features/places/index.ts";
import { useFilterParams } from "../../components/filters/useFilterParams.ts";

type Props = {
  /** The search box's label, e.g. 'Search employers'. */
  searchLabel: string;
  placeholder: string;
};

/** Name search and the place filter (the 5 cities), both kept in the URL. */
export function DirectoryFilters({ searchLabel, placeholder }: Props) {
  const filters = useFilterParams();
  return (
    <Stack gap="3">
      <SearchForm
        label={searchLabel}
        placeholder={placeholder}
        value={filters.get("q")}
        onSearch={(q) => filters.set({ q })}
      />
      <CityFilter value={filters.get("location")} onChange={(location) => filters.set({ location })} />
    </Stack>
  );
}
