import { Field, HStack, NativeSelect } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { PROFICIENCY_LABELS, PROFICIENCY_LEVELS, type ProficiencyLevelKey } from "./skillLabels.ts";
import { EXPERIENCE_YEAR_CHOICES, type SkillLevelChoice } from "./skillLevel.ts";

type Props = {
  /** The skill's name, which names the pair of controls for screen readers. */
  skillName: string;
  value: SkillLevelChoice;
  onChange: (value: SkillLevelChoice) => void;
  disabled?: boolean;
};

/** Years of experience and level (Learning, Skilled, Expert) for one skill: two labelled selects, 44 px tall. */
export function SkillLevelFields({ skillName, value, onChange, disabled = false }: Props) {
  const { t, i18n } = useLingui();
  return (
    <HStack role="group" aria-label={t`Years and level for ${skillName}`} gap="2" align="flex-end" wrap="wrap">
      <Field.Root flex="1" minW="32" disabled={disabled}>
        <Field.Label fontSize="sm">
          <Trans>Years of experience</Trans>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            bg="white"
            minH="44px"
            value={String(value.experienceYears)}
            onChange={(e) => onChange({ ...value, experienceYears: Number(e.target.value) })}
          >
            {EXPERIENCE_YEAR_CHOICES.map((years) => (
              <option key={years} value={years}>
                {years}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root flex="1" minW="32" disabled={disabled}>
        <Field.Label fontSize="sm">
          <Trans>Level</Trans>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            bg="white"
            minH="44px"
            value={value.proficiencyLevel}
            onChange={(e) => onChange({ ...value, proficiencyLevel: e.target.value as ProficiencyLevelKey })}
          >
            {PROFICIENCY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {i18n._(PROFICIENCY_LABELS[level])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
}
