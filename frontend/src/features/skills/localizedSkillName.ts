/** A catalogue skill's English name and its Hindi, Kannada and Telugu names (null where the catalogue has none). */
export type SkillNameSet = {
  readonly name: string;
  readonly hi?: string | null;
  readonly kn?: string | null;
  readonly te?: string | null;
};

/** The skill's name in the language `locale` when the catalogue has one, otherwise the English name. */
export function localizedSkillName(skill: SkillNameSet, locale: string): string {
  const localized = locale === "hi" ? skill.hi : locale === "kn" ? skill.kn : locale === "te" ? skill.te : null;
  return localized || skill.name;
}
