import { Badge, HStack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import type { useSkillName_skill$key } from "../../__generated__/useSkillName_skill.graphql.ts";
import { useSkillName } from "../../features/skills/index.ts";

/** Skill badges show this many, then '+N more'. */
export const SHOWN_SKILLS = 4;

/** A laborer's skills as badges: the first 4 in the active language, then '+N more'. */
export function SkillBadges({ skills }: { skills: ReadonlyArray<{ readonly id: string } & useSkillName_skill$key> }) {
  const { t } = useLingui();
  if (skills.length === 0) return null;
  const more = skills.length - SHOWN_SKILLS;
  return (
    <HStack gap="1.5" wrap="wrap" role="group" aria-label={t`Skills`}>
      {skills.slice(0, SHOWN_SKILLS).map((skill) => (
        <SkillBadge key={skill.id} skill={skill} />
      ))}
      {more > 0 && (
        <Badge variant="outline" colorPalette="gray">
          <Trans>+{more} more</Trans>
        </Badge>
      )}
    </HStack>
  );
}

function SkillBadge({ skill }: { skill: useSkillName_skill$key }) {
  return (
    <Badge variant="subtle" colorPalette="brand">
      {useSkillName(skill)}
    </Badge>
  );
}
