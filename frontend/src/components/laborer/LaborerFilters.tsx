import { SimpleGrid, Stack } from "@chakra-ui/react";
import { useLingui } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { LaborerFilters_skills$key } from "../../__generated__/LaborerFilters_skills.graphql.ts";
import { useSkillNames } from "../skill/useSkillNames.ts";
import { JobSearchForm } from "../job-card/JobSearchForm.tsx";
import { CITY_LABELS } from "../../screens/browse-jobs/BrowseFilters.tsx";
import { BROWSE_CITIES } from "@rules/browse-cities.ts";
import { FilterSelect } from "../../screens/browse-jobs/FilterSelect.tsx";
import { useFilterParams } from "../../screens/jobs/useFilterParams.ts";

/**
 * Name search, location (the 5 cities) and skill (the given catalogue skills, named in the active language; the
 * URL keeps the English name), all kept in the URL.
 */
export function LaborerFilters(props: { skills: LaborerFilters_skills$key }) {
  const { t, i18n } = useLingui();
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
      <JobSearchForm label={t`Search laborers`} placeholder={t`Name`} value={filters.get("q")} onSearch={(q) => filters.set({ q })} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <FilterSelect
          label={t`Location`}
          anyLabel={t`All Locations`}
          value={filters.get("location")}
          options={BROWSE_CITIES.map((c) => ({ value: c, label: i18n._(CITY_LABELS[c]) }))}
          onChange={(location) => filters.set({ location })}
        />
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
