import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { LaborerFilters_skills$key } from "../../__generated__/LaborerFilters_skills.graphql.ts";
import { useSkillNames } from "../skills/index.ts";
import { SearchForm } from "../../components/filters/SearchForm.tsx";
import { CityFilter } from "../places/index.ts";
import { FilterSelect } from "../../components/filters/FilterSelect.tsx";
import { useFilterParams } from "../../components/filters/useFilterParams.ts";

/**
 * Name search, location (the 5 cities) and skill (the given catalogue skills, named in the active language; the
 * URL keeps the English name), all kept in the URL.
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
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <CityFilter value={filters.get("location")} onChange={(location) => filters.set({ location })} />
        <FilterSelect
          label={t`Skill`}
          anyLabel={t`All Skills`}
          value={filters.get("skill")}
          options={skills.map((skill, i) => ({ value: skill.name, label: skillNames[i] ?? skill.name }))}
          onChange={(skill) => filters.set({ skill })}
        />
      </SimpleGrid>
    </Stack>
  );
}
