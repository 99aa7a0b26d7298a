import { graphql, useFragment } from "react-relay";
import type { SkillCheckCard_skill$key } from "../../__generated__/SkillCheckCard_skill.graphql.ts";
import { type SkillLevelChoice, useSkillName } from "../../features/skills/index.ts";
import { SkillOptionCard } from "./SkillOptionCard.tsx";

type Props = {
  skill: SkillCheckCard_skill$key;
  checked: boolean;
  owned: boolean;
  disabled: boolean;
  onToggle: (id: string, checked: boolean) => void;
  /** The years and level chosen while it is ticked. */
  level?: SkillLevelChoice;
  onLevelChange: (id: string, level: SkillLevelChoice) => void;
};

/** A catalogue skill as a checkbox card, named in the active language, with its years and level once ticked. */
export function SkillCheckCard({ skill: skillRef, checked, owned, disabled, onToggle, level, onLevelChange }: Props) {
  const skill = useFragment<SkillCheckCard_skill$key>(
    graphql`
      fragment SkillCheckCard_skill on Skill {
        id
        ...useSkillName_skill
      }
    `,
    skillRef,
  );
  const name = useSkillName(skill);
  return (
    <SkillOptionCard
      label={name}
      checked={checked}
      owned={owned}
      disabled={disabled}
      onCheckedChange={(value) => onToggle(skill.id, value)}
      level={level}
      onLevelChange={(value) => onLevelChange(skill.id, value)}
    />
  );
}
