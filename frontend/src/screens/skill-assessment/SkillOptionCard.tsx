import { Badge, CheckboxCard, Stack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { SkillLevelFields, type SkillLevelChoice } from "../../features/skills/index.ts";

type Props = {
  label: string;
  checked: boolean;
  /** Already on the user's profile: shown checked, with an 'Already added' badge, and not toggleable here. */
  owned?: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The years and level chosen for a ticked skill, shown under its card to change. */
  level?: SkillLevelChoice;
  onLevelChange: (level: SkillLevelChoice) => void;
};

/**
 * One selectable skill: a checkbox card (a real checkbox, ≥44 px) whose accessible name is the skill's name; once
 * ticked, its years of experience and level beneath it.
 */
export function SkillOptionCard({
  label,
  checked,
  owned = false,
  disabled = false,
  onCheckedChange,
  level,
  onLevelChange,
}: Props) {
  const addedId = useId();
  return (
    <Stack gap="2">
      <CheckboxCard.Root
        checked={owned || checked}
        disabled={owned || disabled}
        onCheckedChange={(e) => onCheckedChange(e.checked === true)}
        colorPalette="brand"
        size="sm"
        minH="44px"
        // An added skill is information, not an unavailable option: keep it fully readable.
        _disabled={owned ? { opacity: 1, cursor: "default" } : undefined}
      >
        <CheckboxCard.HiddenInput aria-describedby={owned ? addedId : undefined} />
        <CheckboxCard.Control minH="44px" alignItems="center">
          <CheckboxCard.Content>
            <CheckboxCard.Label _disabled={owned ? { opacity: 1 } : undefined}>{label}</CheckboxCard.Label>
          </CheckboxCard.Content>
          {owned && (
            <Badge id={addedId} colorPalette="brand" variant="subtle">
              <Trans>Already added</Trans>
            </Badge>
          )}
          <CheckboxCard.Indicator />
        </CheckboxCard.Control>
      </CheckboxCard.Root>
      {checked && !owned && level && (
        <SkillLevelFields skillName={label} value={level} onChange={onLevelChange} disabled={disabled} />
      )}
    </Stack>
  );
}
