import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { graphql, useFragment } from "react-relay";
import type { ProfileSkillRow_userSkill$key } from "../../__generated__/ProfileSkillRow_userSkill.graphql.ts";
import {
  PROFICIENCY_LEVELS,
  type SkillLevelChoice,
  SkillLevelFields,
  SkillLevelText,
  useSaveSkills,
  useSkillName,
} from "../../features/skills/index.ts";
import { notify } from "../../toasts/toaster.ts";

/**
 * One of her skills: "Milking · Skilled · 3 years", and Change, which opens its years and level to save (re-saving a
 * skill she has updates it).
 */
export function ProfileSkillRow(props: { userSkill: ProfileSkillRow_userSkill$key }) {
  const { t } = useLingui();
  const userSkill = useFragment(
    graphql`
      fragment ProfileSkillRow_userSkill on UserSkill {
        experienceYears
        proficiencyLevel
        skill {
          id
          ...useSkillName_skill
        }
      }
    `,
    props.userSkill,
  );
  const name = useSkillName(userSkill.skill);
  const [editing, setEditing] = useState<SkillLevelChoice | null>(null);
  const { save, isSaving } = useSaveSkills();

  function startEditing() {
    const level = PROFICIENCY_LEVELS.find((value) => value === userSkill.proficiencyLevel) ?? "beginner";
    setEditing({ experienceYears: userSkill.experienceYears, proficiencyLevel: level });
  }

  function saveLevel(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    save([{ skillId: userSkill.skill.id, ...editing }], () => {
      notify.success(t`Skill updated`);
      setEditing(null);
    });
  }

  return (
    <Stack as="li" gap="2" py="2" borderBottomWidth="1px" borderColor="gray.100" _last={{ borderBottomWidth: 0 }}>
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text wordBreak="break-word">
          <Text as="span" fontWeight="medium">
            {name}
          </Text>
          {" · "}
          <SkillLevelText proficiencyLevel={userSkill.proficiencyLevel} experienceYears={userSkill.experienceYears} />
        </Text>
        {!editing && (
          <Button
            variant="outline"
            colorPalette="brand"
            size="sm"
            minH="44px"
            aria-label={t`Change ${name}`}
            onClick={startEditing}
          >
            <Trans>Change</Trans>
          </Button>
        )}
      </HStack>
      {editing && (
        <form onSubmit={saveLevel} aria-label={t`Change ${name}`}>
          <Stack gap="2">
            <SkillLevelFields skillName={name} value={editing} onChange={setEditing} disabled={isSaving} />
            <HStack gap="2" wrap="wrap">
              <Button type="submit" colorPalette="brand" minH="44px" loading={isSaving}>
                <Trans>Save</Trans>
              </Button>
              <Button variant="ghost" minH="44px" disabled={isSaving} onClick={() => setEditing(null)}>
                <Trans>Cancel</Trans>
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
