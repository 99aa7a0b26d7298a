import { skillWordKey as wordKey } from "@rules/skill-words.ts";

/** A skill as the find boxes read it: its names in the four languages and the words people use for it. */
export interface SkillWords {
  names: { en: string; hi?: string | null; kn?: string | null; te?: string | null };
  synonyms: readonly string[];
}

/** Whether a skill has a name or synonym containing the typed text (any language, any case); blank finds all. */
export function skillMatches(skill: SkillWords, text: string): boolean {
  const key = wordKey(text);
  if (key === "") return true;
  const { en, hi, kn, te } = skill.names;
  return [en, hi, kn, te, ...skill.synonyms].some((word) => word != null && wordKey(word).includes(key));
}
