import type { Prisma as Db } from "../../db/client.ts";
import { ValidationError } from "../../errors/app-errors.ts";
import { databaseIdOf } from "../../graphql/global-id.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { ProficiencyLevel } from "../../generated/prisma/enums.ts";
import { SKILL_EXPERIENCE_YEARS, SKILL_MESSAGES } from "../../rules/skills.ts";
import { STARTING_EXPERIENCE } from "./progress.ts";

/** The most skills one request may save. */
export const MAX_SKILLS_PER_SAVE = 100;

/** Years and level sent for a skill; undefined: not sent (a new skill takes the default, a skill she has keeps hers). */
type SkillValues = { proficiencyLevel?: ProficiencyLevel; experienceYears?: number };

/** A skill as a request sent it: its global id, its values, and the argument it came in (where a bad id is told). */
export type SentSkill = SkillValues & { skillId: string; field: string };

type Wanted = SkillValues & { skillId: number };

type Tx = Prisma.TransactionClient;

/**
 * Saves catalogue skills to a laborer's profile, all or none, in one transaction. A new skill gets the level sent
 * (else beginner), the years sent (else the default) and the experience its level starts with. A skill she already
 * has is not duplicated: the years and level that were sent replace hers, and her experience is raised to the
 * level's starting value, never lowered. A skill sent twice takes the last values. Any id not in the catalogue
 * refuses the whole request: 'Invalid skill ID' for one skill sent, 'Invalid skill IDs detected' for several.
 * Answers with `read` inside the transaction, so skills that were stored are never answered with an error.
 */
export async function saveUserSkills<T>(
  prisma: Db,
  userId: number,
  sent: readonly SentSkill[],
  read: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (sent.length === 0)
    throw new ValidationError(SKILL_MESSAGES.noneSelected, { skills: SKILL_MESSAGES.noneSelected });
  if (sent.length > MAX_SKILLS_PER_SAVE)
    throw new ValidationError(SKILL_MESSAGES.tooMany, { skills: SKILL_MESSAGES.tooMany });
  const invalid = sent.length === 1 ? SKILL_MESSAGES.invalidOne : SKILL_MESSAGES.invalidSeveral;
  const refuse = (field: string) => new ValidationError(invalid, { [field]: invalid });

  const wanted = new Map<number, Wanted>();
  for (const { field, skillId: globalId, ...values } of sent) {
    const skillId = databaseIdOf("Skill", globalId);
    if (skillId === null) throw refuse(field);
    wanted.set(skillId, { skillId, ...values });
  }
  const skillIds = [...wanted.keys()];

  return prisma.$transaction(async (tx) => {
    const known = await tx.skill.count({ where: { id: { in: skillIds } } });
    if (known !== skillIds.length) throw refuse(sent[0]!.field);
    const had = await tx.userSkill.findMany({
      where: { userId, skillId: { in: skillIds } },
      select: { skillId: true },
    });
    const owned = new Set(had.map((row) => row.skillId));
    const skills = [...wanted.values()];
    await tx.userSkill.createMany({
      data: skills
        .filter((skill) => !owned.has(skill.skillId))
        .map(({ skillId, proficiencyLevel = "beginner", experienceYears = SKILL_EXPERIENCE_YEARS.default }) => ({
          userId,
          skillId,
          proficiencyLevel,
          experienceYears,
          experience: STARTING_EXPERIENCE[proficiencyLevel],
        })),
      skipDuplicates: true,
    });
    await updateOwnedSkills(
      tx,
      userId,
      skills.filter((skill) => owned.has(skill.skillId)),
    );
    return read(tx);
  });
}

/** Skills she has: one update per distinct pair of values sent, then one experience floor per level sent. */
async function updateOwnedSkills(tx: Tx, userId: number, skills: readonly Wanted[]) {
  const byValues = new Map<string, { values: SkillValues; skillIds: number[] }>();
  for (const { skillId, proficiencyLevel, experienceYears } of skills) {
    if (proficiencyLevel === undefined && experienceYears === undefined) continue;
    const key = `${proficiencyLevel ?? ""}|${experienceYears ?? ""}`;
    const group = byValues.get(key) ?? { values: { proficiencyLevel, experienceYears }, skillIds: [] };
    group.skillIds.push(skillId);
    byValues.set(key, group);
  }
  for (const { values, skillIds } of byValues.values()) {
    await tx.userSkill.updateMany({ where: { userId, skillId: { in: skillIds } }, data: values });
  }
  for (const level of Object.values(ProficiencyLevel)) {
    const skillIds = skills.filter((skill) => skill.proficiencyLevel === level).map((skill) => skill.skillId);
    if (skillIds.length === 0) continue;
    await tx.userSkill.updateMany({
      where: { userId, skillId: { in: skillIds }, experience: { lt: STARTING_EXPERIENCE[level] } },
      data: { experience: STARTING_EXPERIENCE[level] },
    });
  }
}
