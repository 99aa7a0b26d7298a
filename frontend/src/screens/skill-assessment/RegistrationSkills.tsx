import { Button, Heading, HStack, Progress, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router";
import { notify } from "../../toasts/toaster.ts";
import { CATEGORY_LABELS } from "../../features/skills/index.ts";
import { REGISTRATION_SKILLS } from "./skillAssessmentData.ts";
import { SkillOptionCard } from "./SkillOptionCard.tsx";
import { useSelection } from "./useSelection.ts";

/** Step 1 of the 3 registration steps, as a percentage (33 percent). */
const REGISTRATION_PROGRESS = 33;

/**
 * The static registration variant: 5 categories with 6 skills each, 'Step 1 of 3'. Complete
 * Registration only shows a toast and goes to /; the choices here are not saved.
 */
export function RegistrationSkills() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [selected, toggle] = useSelection();

  function complete() {
    notify.success(t`Registration Complete`, t`You can add your skills later from your profile!`);
    void navigate("/");
  }

  return (
    <Stack gap="5">
      <Progress.Root value={REGISTRATION_PROGRESS} colorPalette="brand" size="sm">
        <HStack justify="space-between" mb="1">
          <Progress.Label>
            <Trans>Step 1 of 3</Trans>
          </Progress.Label>
          <Progress.ValueText>{`${REGISTRATION_PROGRESS}%`}</Progress.ValueText>
        </HStack>
        <Progress.Track aria-label={t`Step 1 of 3`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text color="gray.700">
        <Trans>Pick the kinds of farm work you do. You can add your skills later from your profile.</Trans>
      </Text>
      {REGISTRATION_SKILLS.map(({ category, skills }) => {
        const label = i18n._(CATEGORY_LABELS[category]);
        return (
          <Stack as="section" key={category} gap="2" aria-label={label}>
            <Heading as="h3" size="sm">
              {label}
            </Heading>
            <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="2">
              {skills.map((skill) => (
                <SkillOptionCard
                  key={skill.id}
                  label={i18n._(skill.label)}
                  checked={selected.has(skill.id)}
                  onCheckedChange={(checked) => toggle(skill.id, checked)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        );
      })}
      <Button colorPalette="brand" size="lg" onClick={complete}>
        <Trans>Complete Registration</Trans>
      </Button>
    </Stack>
  );
}
