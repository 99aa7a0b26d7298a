import { describe, expect, it } from "vitest";
import { achievements, buildSkillTree, skillLevel, skillProgress, skillStatus } from "./progress.ts";

type Category = "a" | "b" | "c" | "d";
const CATEGORIES: Category[] = ["a", "b", "c", "d"];

/** A catalogue of `perCategory` skills in each of the four categories, ids from 1. */
function catalogue(perCategory: number) {
  return CATEGORIES.flatMap((category, ci) =>
    Array.from({ length: perCategory }, (_, i) => ({
      id: ci * perCategory + i + 1,
      category,
      name: `${category}${i}`,
    })),
  );
}

describe("skill progress, status and level", () => {
  it("progress is experience as a percentage of 100, capped to 0..100", () => {
    expect(skillProgress(0)).toBe(0);
    expect(skillProgress(45)).toBe(45);
    expect(skillProgress(100)).toBe(100);
    expect(skillProgress(250)).toBe(100);
    expect(skillProgress(-5)).toBe(0);
    expect(skillProgress(undefined)).toBe(0);
  });

  it("status: locked without a record, in progress below 100, mastered at 100 or more", () => {
    expect(skillStatus(undefined)).toBe("locked");
    expect(skillStatus(0)).toBe("in_progress");
    expect(skillStatus(99)).toBe("in_progress");
    expect(skillStatus(100)).toBe("mastered");
    expect(skillStatus(130)).toBe("mastered");
  });

  it("level is 0 when locked, otherwise floor(progress/20)+1", () => {
    expect(skillLevel(undefined)).toBe(0);
    expect(skillLevel(0)).toBe(1);
    expect(skillLevel(19)).toBe(1);
    expect(skillLevel(20)).toBe(2);
    expect(skillLevel(59)).toBe(3);
    expect(skillLevel(99)).toBe(5);
    expect(skillLevel(100)).toBe(6);
    expect(skillLevel(400)).toBe(6);
  });
});

describe("buildSkillTree", () => {
  it("lists every catalogue skill in order, with per-category and overall averages (locked counts 0)", () => {
    const skills = catalogue(2); // 8 skills
    const tree = buildSkillTree(
      skills,
      [
        { skillId: 1, experience: 100 },
        { skillId: 2, experience: 50 },
        { skillId: 3, experience: 30 },
      ],
      CATEGORIES,
    );
    expect(tree.skills.map((s) => s.skill.id)).toEqual(skills.map((s) => s.id));
    expect(tree.skills.slice(0, 4).map((s) => [s.status, s.level, s.progress])).toEqual([
      ["mastered", 6, 100],
      ["in_progress", 3, 50],
      ["in_progress", 2, 30],
      ["locked", 0, 0],
    ]);
    expect(tree.categories).toEqual([
      { category: "a", total: 2, unlocked: 2, mastered: 1, progress: 75 },
      { category: "b", total: 2, unlocked: 1, mastered: 0, progress: 15 },
      { category: "c", total: 2, unlocked: 0, mastered: 0, progress: 0 },
      { category: "d", total: 2, unlocked: 0, mastered: 0, progress: 0 },
    ]);
    expect(tree).toMatchObject({ total: 8, unlocked: 3, mastered: 1, overallProgress: Math.round(180 / 8) });
  });

  it("ignores owned skills that are not in the catalogue and lists empty categories with 0", () => {
    const tree = buildSkillTree([{ id: 1, category: "a" as Category }], [{ skillId: 99, experience: 100 }], CATEGORIES);
    expect(tree.unlocked).toBe(0);
    expect(tree.categories.find((c) => c.category === "d")).toEqual({
      category: "d",
      total: 0,
      unlocked: 0,
      mastered: 0,
      progress: 0,
    });
  });

  it("an empty catalogue gives 0 progress and no achievements", () => {
    const tree = buildSkillTree([], [], CATEGORIES);
    expect(tree.overallProgress).toBe(0);
    expect(tree.achievements.every((a) => !a.earned)).toBe(true);
  });
});

describe("achievements", () => {
  const earned = (counts: Parameters<typeof achievements>[0]) =>
    achievements(counts)
      .filter((a) => a.earned)
      .map((a) => a.key);

  it("Quick Learner needs 5 unlocked skills", () => {
    expect(earned({ total: 100, unlocked: 4, mastered: 0, categoriesWithUnlocked: 1 })).toEqual([]);
    expect(earned({ total: 100, unlocked: 5, mastered: 0, categoriesWithUnlocked: 1 })).toEqual(["quick_learner"]);
  });

  it("Master needs 3 mastered skills", () => {
    expect(earned({ total: 100, unlocked: 2, mastered: 2, categoriesWithUnlocked: 1 })).toEqual([]);
    expect(earned({ total: 100, unlocked: 3, mastered: 3, categoriesWithUnlocked: 1 })).toEqual(["master"]);
  });

  it("Versatile needs an unlocked skill in 3 categories", () => {
    expect(earned({ total: 100, unlocked: 2, mastered: 0, categoriesWithUnlocked: 2 })).toEqual([]);
    expect(earned({ total: 100, unlocked: 3, mastered: 0, categoriesWithUnlocked: 3 })).toEqual(["versatile"]);
  });

  it("Expert needs half the catalogue unlocked", () => {
    expect(earned({ total: 10, unlocked: 4, mastered: 0, categoriesWithUnlocked: 1 })).toEqual([]);
    expect(earned({ total: 8, unlocked: 4, mastered: 0, categoriesWithUnlocked: 1 })).toEqual(["expert"]);
  });

  it("the tree reports them from its own counts, with titles", () => {
    const skills = catalogue(2);
    const owned = [1, 3, 5, 7, 8].map((skillId) => ({ skillId, experience: skillId <= 5 ? 100 : 10 }));
    const tree = buildSkillTree(skills, owned, CATEGORIES);
    expect(tree.achievements.map((a) => [a.title, a.earned])).toEqual([
      ["Quick Learner", true],
      ["Master", true],
      ["Versatile", true],
      ["Expert", true],
    ]);
  });
});
