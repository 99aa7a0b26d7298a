import { Alert, Button, List, SimpleGrid, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { type SkillLevelChoice, SkillLevelText } from "../../features/skills/index.ts";
import { TEST_MODE_SKILLS } from "./skillAssessmentData.ts";
import { useSelection } from "./useSelection.ts";
import { SkillOptionCard } from "./SkillOptionCard.tsx";

type Saved = { id: string; name: string; level: SkillLevelChoice };

/** Test mode: a developer stub with 5 fixed skills. Saving only shows what was chosen; nothing is sent. */
export function TestModeSkills() {
  const { t, i18n } = useLingui();
  const [selected, toggleSelected, setLevelSelected] = useSelection();
  const [saved, setSaved] = useState<Saved[] | null>(null);

  function toggle(id: string, checked: boolean) {
    setSaved(null);
    toggleSelected(id, checked);
  }
  function setLevel(id: string, level: SkillLevelChoice) {
    setSaved(null);
    setLevelSelected(id, level);
  }

  const chosen = TEST_MODE_SKILLS.flatMap((s): Saved[] => {
    const level = selected.get(s.id);
    return level ? [{ id: s.id, name: i18n._(s.label), level }] : [];
  });

  return (
    <Stack gap="4">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>Test mode</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>A developer stub with 5 fixed skills. Nothing is saved to your profile.</Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3" role="group" aria-label={t`Test skills`}>
        {TEST_MODE_SKILLS.map((skill) => (
          <SkillOptionCard
            key={skill.id}
            label={i18n._(skill.label)}
            checked={selected.has(skill.id)}
            onCheckedChange={(checked) => toggle(skill.id, checked)}
            level={selected.get(skill.id)}
            onLevelChange={(level) => setLevel(skill.id, level)}
          />
        ))}
      </SimpleGrid>
      <Button
        colorPalette="brand"
        alignSelf="flex-end"
        minH="44px"
        disabled={selected.size === 0}
        onClick={() => setSaved(chosen)}
      >
        <Trans>Save Skills</Trans>
      </Button>
      {saved && (
        <Alert.Root status="info" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>Test mode: skills not saved</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>Selected:</Trans>
              <List.Root ps="5">
                {saved.map(({ id, name, level }) => (
                  <List.Item key={id}>
                    {name} · <SkillLevelText {...level} />
                  </List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
