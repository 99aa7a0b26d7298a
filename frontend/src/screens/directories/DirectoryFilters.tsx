import { Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { SearchForm } from "../../components/filters/SearchForm.tsx";
import { PlaceSearch } from "../../features/places/index.ts";
import { useFilterParams } from "../../components/filters/useFilterParams.ts";

type Props = {
  /** The search box's label, e.g. 'Search employers'. */
  searchLabel: string;
  placeholder: string;
};

/**
 * Name search and the place filter (any place of India, in any of its names or a pincode, suggested as one types),
 * both kept in the URL.
 */
export function DirectoryFilters({ searchLabel, placeholder }: Props) {
  const { t } = useLingui();
  const filters = useFilterParams();
  return (
    <Stack gap="3">
      <SearchForm
        label={searchLabel}
        placeholder={placeholder}
        value={filters.get("q")}
        onSearch={(q) => filters.set({ q })}
      />
      <PlaceSearch
        label={t`Location`}
        placeholder={t`Village, town or pincode`}
        value={filters.get("location")}
        onSubmit={(location) => filters.set({ location })}
      />
    </Stack>
  );
}
