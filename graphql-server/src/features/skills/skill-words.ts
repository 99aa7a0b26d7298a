// A skill named in any language: its English name, its Hindi, Kannada or Telugu name, or a word people use
// for it ("tractor", "ट्रैक्टर", "ಟ್ರ್ಯಾಕ್ಟರ್"). The catalogue is small, so it is matched in memory.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { skillWordKey as wordKey } from "../../rules/skill-words.ts";

/** Every name and synonym of a skill row. */
function wordsOf(skill: { name: string; localizedNames: unknown; synonyms: string[] }): string[] {
  const localized = Object.values((skill.localizedNames ?? {}) as Record<string, unknown>).filter(
    (name): name is string => typeof name === "string",
  );
  return [skill.name, ...localized, ...skill.synonyms];
}

/** The ids of the catalogue skills the text names exactly (any case, any of the four languages, or a synonym). */
export async function skillIdsNamed(prisma: Pick<PrismaClient, "skill">, text: string): Promise<number[]> {
  const key = wordKey(text);
  if (key === "") return [];
  const skills = await prisma.skill.findMany({
    select: { id: true, name: true, localizedNames: true, synonyms: true },
  });
  return skills.filter((skill) => wordsOf(skill).some((word) => wordKey(word) === key)).map((skill) => skill.id);
}
