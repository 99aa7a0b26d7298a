import { useLingui } from "@lingui/react";
import { graphql, useFragment } from "react-relay";
import type { useSkillNames_skills$key } from "../../__generated__/useSkillNames_skills.graphql.ts";
import { localizedSkillName } from "./localizedSkillName.ts";

/**
 * A list of catalogue skills' names in the active language, in the list's order (the English name where the
 * catalogue has no translation). All three languages come with the list, so switching language needs no refetch.
 */
export function useSkillNames(skillsRef: useSkillNames_skills$key): string[] {
  const skills = useFragment<useSkillNames_skills$key>(
    graphql`
      fragment useSkillNames_skills on Skill @relay(plural: true) {
        name
        hi: localizedName(locale: "hi")
        kn: localizedName(locale: "kn")
        te: localizedName(locale: "te")
      }
    `,
    skillsRef,
  );
  const { i18n } = useLingui();
  return skills.map((skill) => localizedSkillName(skill, i18n.locale));
}
