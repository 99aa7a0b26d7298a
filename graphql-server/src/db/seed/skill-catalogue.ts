import type { SkillCategory } from "../../generated/prisma/enums.ts";
import type { SeedDb } from "./seed-db.ts";
import { SKILL_CATALOGUE } from "./skills.ts";

/**
 * Inserts the catalogue skills that are missing (by name), and gives skills stored before synonyms existed
 * theirs; anything else about an existing skill is left as it is. Answers how many skills were inserted.
 */
export async function ensureSkillCatalogue(db: SeedDb): Promise<number> {
  const { count } = await db.skill.createMany({
    data: SKILL_CATALOGUE.map((skill) => ({
      ...skill,
      localizedNames: { ...skill.localizedNames },
      synonyms: [...skill.synonyms],
    })),
    skipDuplicates: true,
  });
  const withoutSynonyms = await db.skill.findMany({ where: { synonyms: { isEmpty: true } }, select: { name: true } });
  const byName = new Map(SKILL_CATALOGUE.map((skill) => [skill.name, skill]));
  for (const { name } of withoutSynonyms) {
    const synonyms = byName.get(name)?.synonyms;
    if (synonyms?.length) await db.skill.update({ where: { name }, data: { synonyms: [...synonyms] } });
  }
  return count;
}

export interface StoredSkill {
  id: number;
  name: string;
  category: SkillCategory;
}

/** Every skill in the database. */
export function loadSkills(db: SeedDb): Promise<StoredSkill[]> {
  return db.skill.findMany({ select: { id: true, name: true, category: true }, orderBy: { id: "asc" } });
}

/** Looks up skill ids by name, failing loudly on a name the catalogue does not have. */
export function skillIdLookup(skills: readonly StoredSkill[]): (name: string) => number {
  const byName = new Map(skills.map((skill) => [skill.name, skill.id]));
  return (name) => {
    const id = byName.get(name);
    if (id === undefined) throw new Error(`Unknown skill "${name}" in seed data`);
    return id;
  };
}
