import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeEach, describe, expect, it } from "vitest";
import SkillTreeScreenQueryArtifact from "../../__generated__/SkillTreeScreenQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { renderRoute } from "../../test/render.tsx";
import { CATEGORY_LABELS, type SkillCategoryKey, STATUS_LABELS } from "../../features/skills/index.ts";
import SkillTreeScreen from "./SkillTreeScreen.tsx";

type TreeSkill = {
  id: string;
  name: string;
  category: SkillCategoryKey;
  status: string;
  level: number;
  progress: number;
};

const treeSkills: TreeSkill[] = [
  { id: "s-plough", name: "Ploughing", category: "field_activities", status: "IN_PROGRESS", level: 2, progress: 20 },
  {
    id: "s-tractor",
    name: "Tractor Driving",
    category: "field_activities",
    status: "MASTERED",
    level: 6,
    progress: 100,
  },
  { id: "s-drip", name: "Drip Irrigation", category: "field_activities", status: "LOCKED", level: 0, progress: 0 },
  { id: "s-milk", name: "Milking", category: "animal_husbandry", status: "LOCKED", level: 0, progress: 0 },
  { id: "s-graft", name: "Grafting", category: "horticulture", status: "IN_PROGRESS", level: 4, progress: 60 },
];

const categories = [
  { category: "field_activities", progress: 40, unlocked: 2, total: 3, mastered: 1 },
  { category: "animal_husbandry", progress: 0, unlocked: 0, total: 1, mastered: 0 },
  { category: "horticulture", progress: 60, unlocked: 1, total: 1, mastered: 0 },
];

const achievements = [
  { key: "QUICK_LEARNER", title: "Quick Learner", description: "5 or more unlocked skills", earned: false },
  { key: "MASTER", title: "Master", description: "3 or more mastered skills", earned: false },
  { key: "VERSATILE", title: "Versatile", description: "Unlocked skills in 3 or more categories", earned: true },
  { key: "EXPERT", title: "Expert", description: "50 percent or more unlocked", earned: true },
];

const userSkills = [
  { id: "us-1", experienceYears: 3, skill: { id: "s-plough" } },
  { id: "us-2", experienceYears: 7, skill: { id: "s-tractor" } },
  { id: "us-3", experienceYears: 1, skill: { id: "s-graft" } },
];

const overallProgress = 36;

function setup() {
  const environment = createMockEnvironment();
  environment.mock.queuePendingOperation(SkillTreeScreenQueryArtifact, {});
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, {
      User: () => ({ id: "viewer-1", skills: userSkills }),
      SkillTree: () => ({
        overallProgress,
        unlocked: 3,
        total: treeSkills.length,
        mastered: 1,
        categories,
        achievements,
        skills: treeSkills.map(({ id, name, category, status, level, progress }) => ({
          status,
          level,
          progress,
          skill: { id, name, category, description: `About ${name}`, hi: null, kn: null, te: null },
        })),
      }),
    }),
  );
  const user = userEvent.setup();
  return {
    ...renderRoute(<SkillTreeScreen />, { query: SkillTreeScreenQueryArtifact, path: "/skill-tree", environment }),
    user,
  };
}

const status = (s: TreeSkill) => STATUS_LABELS[s.status]?.message ?? s.status;
const nodeName = (s: TreeSkill) => `${s.name}, level ${s.level}, ${status(s)}`;

describe("SkillTreeScreen", () => {
  beforeEach(() => {
    toaster.remove();
  });

  it("shows the server's overall and per-category progress", async () => {
    setup();
    const overall = await screen.findByRole("progressbar", { name: "Overall progress" });
    expect(overall.getAttribute("aria-valuenow")).toBe(String(overallProgress));
    expect(screen.getByText(`${overallProgress}%`)).toBeTruthy();
    for (const c of categories) {
      const label = CATEGORY_LABELS[c.category as SkillCategoryKey].message!;
      const bar = screen.getByRole("progressbar", { name: label });
      expect(bar.getAttribute("aria-valuenow")).toBe(String(c.progress));
    }
  });

  it("draws every skill as a button named '<skill>, level N, <status>', grouped by category", async () => {
    setup();
    await screen.findByRole("progressbar", { name: "Overall progress" });
    for (const s of treeSkills) {
      const cluster = screen.getByRole("region", { name: CATEGORY_LABELS[s.category].message! });
      expect(within(cluster).getByRole("button", { name: nodeName(s) })).toBeTruthy();
    }
  });

  it("says the skill is locked when a locked skill is clicked", async () => {
    const { user } = setup();
    const locked = treeSkills.find((s) => s.status === "LOCKED")!;
    await user.click(await screen.findByRole("button", { name: nodeName(locked) }));
    expect(await screen.findByText("Skill Locked")).toBeTruthy();
    expect(screen.getAllByText(`Start learning to unlock ${locked.name}`).length).toBeGreaterThan(0);
  });

  it("shows the selected skill's level, status, progress and experience", async () => {
    const { user } = setup();
    const chosen = treeSkills.find((s) => s.status === "IN_PROGRESS")!;
    const years = userSkills.find((us) => us.skill.id === chosen.id)!.experienceYears;
    const node = await screen.findByRole("button", { name: nodeName(chosen) });
    expect(node.getAttribute("aria-pressed")).toBe("false");
    await user.click(node);
    expect(node.getAttribute("aria-pressed")).toBe("true");

    const detail = screen.getByRole("region", { name: chosen.name });
    expect(within(detail).getByText(`Level ${chosen.level}`)).toBeTruthy();
    expect(within(detail).getByText(status(chosen))).toBeTruthy();
    expect(within(detail).getByText(CATEGORY_LABELS[chosen.category].message!)).toBeTruthy();
    expect(within(detail).getByText(`${years} years`)).toBeTruthy();
    expect(within(detail).getByRole("progressbar", { name: "Skill progress" }).getAttribute("aria-valuenow")).toBe(
      String(chosen.progress),
    );
    expect(screen.queryByText("Skill Locked")).toBeNull();
  });

  it("marks each achievement earned or not as the server says", async () => {
    setup();
    const section = await screen.findByRole("region", { name: "Achievements" });
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(achievements.length);
    for (const a of achievements) {
      const item = items.find((li) => within(li).queryByRole("heading", { name: a.title }))!;
      expect(item).toBeTruthy();
      expect(within(item).getByText(a.earned ? "Earned" : "Not earned yet")).toBeTruthy();
    }
  });
});
