import { Checkbox, SimpleGrid, Stack } from "@chakra-ui/react";
import { parseRadiusChoice } from "@rules/distance.ts";
import { useLingui } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { LaborerFilters_skills$key } from "../../__generated__/LaborerFilters_skills.graphql.ts";
import { useSkillNames } from "../skills/index.ts";
import { SearchForm } from "../../components/filters/SearchForm.tsx";
import { PlaceSearch, RadiusSelect } from "../places/index.ts";
import { FilterSelect } from "../../components/filters/FilterSelect.tsx";
import { useFilterParams } from "../../components/filters/useFilterParams.ts";

/**
 * Name search, near a place (any village, town, district or pincode, with suggestions) within a distance, skill
 * (any catalogue skill, named in the active language; the URL keeps the English name) and available only, all
 * kept in the URL.
 */
export function LaborerFilters(props: { skills: LaborerFilters_skills$key }) {
  const { t } = useLingui();
  const skills = useFragment<LaborerFilters_skills$key>(
    graphql`
      fragment LaborerFilters_skills on Skill @relay(plural: true) {
        name
        ...useSkillNames_skills
      }
    `,
    props.skills,
  );
  const skillNames = useSkillNames(skills);
  const filters = useFilterParams();
  return (
    <Stack gap="3">
      <SearchForm
        label={t`Search laborers`}
        placeholder={t`Name`}
        value={filters.get("q")}
        onSearch={(q) => filters.set({ q })}
      />
      <PlaceSearch
        label={t`Near a place`}
        placeholder={t`Village, town or pincode`}
        value={filters.get("near")}
        onSubmit={(near) => filters.set({ near })}
      />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {filters.get("near") && (
          <RadiusSelect
            value={parseRadiusChoice(filters.get("radius"))}
            onChange={(km) => filters.set({ radius: String(km) })}
          />
        )}
        <FilterSelect
          label={t`Skill`}
          anyLabel={t`All Skills`}
          value={filters.get("skill")}
          options={skills.map((skill, i) => ({ value: skill.name, label: skillNames[i] ?? skill.name }))}
          onChange={(skill) => filters.set({ skill })}
        />
      </SimpleGrid>
      <Checkbox.Root
        checked={filters.get("available") === "1"}
        onCheckedChange={(e) => filters.set({ available: e.checked ? "1" : null })}
        colorPalette="brand"
        minH="44px"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t`Available now only`}</Checkbox.Label>
      </Checkbox.Root>
    </Stack>
  );
}
