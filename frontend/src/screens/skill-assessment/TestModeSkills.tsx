import { Alert, Button, SimpleGrid, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { TEST_MODE_SKILLS } from "./skillAssessmentData.ts";
import { useSelection } from "./useSelection.ts";
import { SkillOptionCard } from "./SkillOptionCard.tsx";

/** Test mode: a developer stub with 5 fixed skills. Saving only shows an alert; nothing is sent. */
export function TestModeSkills() {
  const { t, i18n } = useLingui();
  const [selected, toggleSelected] = useSelection();
  const [savedNames, setSavedNames] = useState<string[] | null>(null);

  function toggle(id: string, checked: boolean) {
    setSavedNames(null);
    toggleSelected(id, checked);
  }

  const names = TEST_MODE_SKILLS.filter((s) => selected.has(s.id)).map((s) => i18n._(s.label));

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
          />
        ))}
      </SimpleGrid>
      <Button
        colorPalette="brand"
        alignSelf="flex-end"
        disabled={selected.size === 0}
        onClick={() => setSavedNames(names)}
      >
        <Trans>Save Skills</Trans>
      </Button>
      {savedNames && (
        <Alert.Root status="info" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>Test mode: skills not saved</Trans>
            </Alert.Title>
            <Alert.Description>
              <Trans>Selected: {savedNames.join(", ")}</Trans>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
