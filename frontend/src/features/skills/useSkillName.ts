import { useLingui } from "@lingui/react";
import { graphql, useFragment } from "react-relay";
import type { useSkillName_skill$key } from "../../__generated__/useSkillName_skill.graphql.ts";
import { localizedSkillName } from "./localizedSkillName.ts";

/**
 * A catalogue skill's name in the active language: the catalogue's Hindi, Kannada or Telugu name when it has
 * one, otherwise the English name. All three are fetched with the skill, so switching language needs no refetch.
 */
export function useSkillName(skillRef: useSkillName_skill$key): string {
  const skill = useFragment<useSkillName_skill$key>(
    graphql`
      fragment useSkillName_skill on Skill {
        name
        hi: localizedName(locale: "hi")
        kn: localizedName(locale: "kn")
        te: localizedName(locale: "te")
      }
    `,
    skillRef,
  );
  const { i18n } = useLingui();
  return localizedSkillName(skill, i18n.locale);
}
