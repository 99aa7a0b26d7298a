import { Badge, HStack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";

/** Job cards show the first 3 required skills, then '+N more'. */
export const SKILLS_SHOWN = 3;

export function JobSkillsLine({ skills }: { skills: readonly string[] }) {
  const { t } = useLingui();
  if (skills.length === 0) return null;
  const extra = skills.length - SKILLS_SHOWN;
  return (
    <HStack gap="1.5" wrap="wrap" aria-label={t`Required skills`} role="group">
      {/* A job names each catalogue skill once. */}
      {skills.slice(0, SKILLS_SHOWN).map((name) => (
        <Badge key={name} variant="outline" colorPalette="gray">
          {name}
        </Badge>
      ))}
      {extra > 0 && (
        <Text as="span" fontSize="sm" color="gray.700">
          <Trans>+{extra} more</Trans>
        </Text>
      )}
    </HStack>
  );
}
