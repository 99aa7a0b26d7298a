import { useLingui } from "@lingui/react";
import { Plural } from "@lingui/react/macro";
import { proficiencyLabel } from "./skillLabels.ts";

/** A skill's level and years as she reads them: "Skilled · 3 years". */
export function SkillLevelText({
  proficiencyLevel,
  experienceYears,
}: {
  proficiencyLevel: string;
  experienceYears: number;
}) {
  const { i18n } = useLingui();
  return (
    <>
      {i18n._(proficiencyLabel(proficiencyLevel))}
      {" · "}
      <Plural value={experienceYears} one="# year" other="# years" />
    </>
  );
}
