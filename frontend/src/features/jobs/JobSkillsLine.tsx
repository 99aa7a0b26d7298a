import { Badge } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { jobCardClass } from "./public-card-styles.ts";

/** Job cards show the first 3 required skills, then '+N more'. */
export const SKILLS_SHOWN = 3;

export function JobSkillsLine({ skills }: { skills: readonly string[] }) {
  const { t } = useLingui();
  if (skills.length === 0) return null;
  const extra = skills.length - SKILLS_SHOWN;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of badges; a fieldset is for form controls.
    <div className={jobCardClass.badges} aria-label={t`Required skills`} role="group">
      {/* A job names each catalogue skill once. */}
      {skills.slice(0, SKILLS_SHOWN).map((name) => (
        <Badge key={name} variant="outline" colorPalette="gray">
          {name}
        </Badge>
      ))}
      {extra > 0 && (
        <span className={jobCardClass.muted}>
          <Trans>+{extra} more</Trans>
        </span>
      )}
    </div>
  );
}
