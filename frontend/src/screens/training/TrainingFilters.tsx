import { Checkbox, SimpleGrid, Stack } from "@chakra-ui/react";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { JOB_CATEGORY_LABELS } from "../../features/jobs/public-categories.ts";
import { SearchForm } from "../../components/filters/SearchForm.tsx";
import { CITY_LABELS } from "../../features/places/index.ts";
import { FilterSelect } from "../../components/filters/FilterSelect.tsx";
import { useFilterParams } from "../../components/filters/useFilterParams.ts";
import { SKILL_CATEGORIES, TRAINING_PLACES } from "./trainingFilters.ts";

const PLACE_LABELS = { Online: msg`Online`, ...CITY_LABELS };

/** Find training's filters, all kept in the URL: search, skill category, place and free only. */
export function TrainingFilters() {
  const { t, i18n } = useLingui();
  const filters = useFilterParams();
  const freeOnly = filters.get("free") === "1";

  return (
    <Stack gap="3">
      <SearchForm
        label={t`Search training`}
        placeholder={t`Course name or skill`}
        value={filters.get("q")}
        onSearch={(q) => filters.set({ q })}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
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
        <FilterSelect
          label={t`Place`}
          anyLabel={t`All places`}
          value={filters.get("place")}
          options={TRAINING_PLACES.map((place) => ({ value: place, label: i18n._(PLACE_LABELS[place]) }))}
          onChange={(place) => filters.set({ place })}
        />
      </SimpleGrid>
      <Checkbox.Root
        checked={freeOnly}
        onCheckedChange={(event) => filters.set({ free: event.checked === true ? "1" : null })}
        colorPalette="brand"
        minH="44px"
        alignItems="center"
        gap="3"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control bg={freeOnly ? undefined : "white"} />
        <Checkbox.Label fontWeight="normal">
          <Trans>Free courses only</Trans>
        </Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
