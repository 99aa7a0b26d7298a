import { Checkbox, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { JOB_CATEGORY_LABELS } from "../../features/jobs/public-categories.ts";
import { SearchForm } from "../../components/filters/SearchForm.tsx";
import { PlaceSearch } from "../../features/places/index.ts";
import { FilterSelect } from "../../components/filters/FilterSelect.tsx";
import { useFilterParams } from "../../components/filters/useFilterParams.ts";
import { isOnlinePlace, ONLINE_PLACE, SKILL_CATEGORIES } from "./trainingFilters.ts";

/** A labelled checkbox of the filters, a 44 px target. */
function FilterCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      onCheckedChange={(event) => onChange(event.checked === true)}
      colorPalette="brand"
      minH="44px"
      alignItems="center"
      gap="3"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control bg={checked ? undefined : "white"} />
      <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * Find training's filters, all kept in the URL: search, skill category, place (any place of India, in any of its
 * names or a pincode, suggested as one types) or online courses only, and free only.
 */
export function TrainingFilters() {
  const { t, i18n } = useLingui();
  const filters = useFilterParams();
  const freeOnly = filters.get("free") === "1";
  const online = isOnlinePlace(filters.get("place"));

  return (
    <Stack gap="3">
      <SearchForm
        label={t`Search training`}
        placeholder={t`Course name or skill`}
        value={filters.get("q")}
        onSearch={(q) => filters.set({ q })}
      />
      <FilterSelect
        label={t`Skill category`}
        anyLabel={t`All Categories`}
        value={filters.get("category")}
        options={SKILL_CATEGORIES.map((category) => ({
          value: category,
          label: i18n._(JOB_CATEGORY_LABELS[category]),
        }))}
        onChange={(category) => filters.set({ category })}
      />
      {!online && (
        <PlaceSearch
          label={t`Place`}
          placeholder={t`Village, town or pincode`}
          value={filters.get("place")}
          onSubmit={(place) => filters.set({ place })}
        />
      )}
      <Stack gap="0">
        <FilterCheckbox
          label={t`Online courses only`}
          checked={online}
          onChange={(on) => filters.set({ place: on ? ONLINE_PLACE : null })}
        />
        <FilterCheckbox
          label={t`Free courses only`}
          checked={freeOnly}
          onChange={(on) => filters.set({ free: on ? "1" : null })}
        />
      </Stack>
    </Stack>
  );
}
