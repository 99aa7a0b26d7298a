import { i18n } from "@lingui/core";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeEach, describe, expect, it, vi } from "vitest";
import SkillAssessmentScreenQueryArtifact from "../../__generated__/SkillAssessmentScreenQuery.graphql.ts";
import { SKILL_EXPERIENCE_YEARS } from "@rules/skills.ts";
import { NEW_SKILL_LEVEL } from "../../features/skills/index.ts";
import { toaster } from "../../toasts/toaster.ts";
import { item } from "../../test/items.ts";
import { renderRoute } from "../../test/render.tsx";
import { TEST_MODE_SKILLS } from "./skillAssessmentData.ts";
import SkillAssessmentScreen, { AFTER_SAVE_PATH } from "./SkillAssessmentScreen.tsx";

type MockSkill = { id: string; name: string; category: string; hi?: string | null; synonyms?: string[] };

const catalogue: MockSkill[] = [
  ...Array.from({ length: 12 }, (_, i) => ({
    id: `skill-${i + 1}`,
    name: `Field skill ${i + 1}`,
    category: "field_activities",
  })),
  { id: "skill-h1", name: "Grafting", category: "horticulture" },
  { id: "skill-a1", name: "Milking", category: "animal_husbandry", hi: "दूध दुहना", synonyms: ["dairy", "दूध निकालना"] },
];

function setup({ skills = catalogue, ownedIds = [] as string[], path = "/skill-assessment", fail = false } = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    fail
      ? new Error("500: Internal Server Error")
      : MockPayloadGenerator.generate(op, {
          Query: () => ({
            skills: skills.map((s) => ({
              hi: null,
              kn: null,
              te: null,
              synonyms: [],
              ...s,
              names: { en: s.name, hi: s.hi ?? null, kn: null, te: null },
            })),
          }),
          User: () => ({
            id: "viewer-1",
            skills: ownedIds.map((id, i) => ({ id: `user-skill-${i}`, skill: { id } })),
          }),
        }),
  );
  // loadQuery calls the network before it registers the operation, so the operation is queued up front.
  environment.mock.queuePendingOperation(SkillAssessmentScreenQueryArtifact, {});
  const user = userEvent.setup();
  const utils = renderRoute(<SkillAssessmentScreen />, {
    query: SkillAssessmentScreenQueryArtifact,
    path,
    environment,
  });
  return { ...utils, user };
}

const skillGroup = () => screen.findByRole("group", { name: "Field Activities" });

describe("SkillAssessmentScreen", () => {
  // One toast at a time: clear the shared toaster so an earlier test's toast does not hold the queue.
  beforeEach(() => {
    toaster.remove();
  });

  it("lists every catalogue skill, by category", async () => {
    setup();
    expect(within(await skillGroup()).getAllByRole("checkbox")).toHaveLength(12);
    const horticulture = screen.getByRole("group", { name: "Horticulture" });
    expect(within(horticulture).getByRole("checkbox", { name: "Grafting" })).toBeTruthy();
    expect(screen.getAllByRole("checkbox")).toHaveLength(catalogue.length);
  });

  it("finds a skill by a name in another language or a word people use for it", async () => {
    const { user } = setup();
    await skillGroup();
    const find = screen.getByRole("searchbox", { name: "Find a skill" });
    await user.type(find, "दूध");
    expect(screen.getAllByRole("checkbox").map((box) => box.closest("label")?.textContent)).toEqual(["Milking"]);
    await user.clear(find);
    await user.type(find, "DAIRY");
    expect(screen.getAllByRole("checkbox")).toHaveLength(1);
    await user.clear(find);
    await user.type(find, "zzz");
    expect(screen.getByText("No skill has that name.")).toBeTruthy();
  });

  it("names skills in the active language when the catalogue has a translation", async () => {
    const translated = { id: "skill-hi", name: "Ploughing", category: "field_activities", hi: "जुताई" };
    const untranslated = { id: "skill-en", name: "Weeding", category: "field_activities", hi: null };
    i18n.loadAndActivate({ locale: "hi", messages: {} });
    try {
      setup({ skills: [translated, untranslated] });
      expect(await screen.findByRole("checkbox", { name: translated.hi })).toBeTruthy();
      expect(screen.getByRole("checkbox", { name: untranslated.name })).toBeTruthy();
    } finally {
      i18n.loadAndActivate({ locale: "en", messages: {} });
    }
  });

  it("enables Save Skills only once a skill is selected, then saves the selected ids in one call", async () => {
    const { user, environment, router } = setup();
    await skillGroup();
    const save = screen.getByRole("button", { name: "Save Skills" });
    expect(save.hasAttribute("disabled")).toBe(true);

    const first = item(catalogue, 0);
    const third = item(catalogue, 2);
    await user.click(screen.getByRole("checkbox", { name: first.name }));
    await user.click(screen.getByRole("checkbox", { name: third.name }));
    expect((screen.getByRole("checkbox", { name: first.name }) as HTMLInputElement).checked).toBe(true);
    expect(save.hasAttribute("disabled")).toBe(false);

    await user.click(save);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("useSaveSkillsMutation");
    expect(operation.request.variables.skills).toEqual(
      [first, third].map((skill) => ({ skillId: skill.id, ...NEW_SKILL_LEVEL })),
    );
    expect(await screen.findByText("Saving...")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Saving/ }).hasAttribute("disabled")).toBe(true);

    // The reply lists all of the user's skills; they become viewer.skills in the store.
    const saved = [first, third].map((skill, i) => ({
      id: `user-skill-new-${i}`,
      proficiencyLevel: "beginner",
      experienceYears: 1,
      experience: 20,
      progress: 20,
      level: 2,
      status: "IN_PROGRESS",
      createdAt: "2025-01-01T00:00:00.000Z",
      skill: { id: skill.id, name: skill.name, category: skill.category },
    }));
    act(() =>
      environment.mock.resolve(operation, {
        data: { addUserSkills: { __typename: "MutationAddUserSkillsSuccess", data: saved } },
      }),
    );
    expect(await screen.findByText("Skills saved successfully!")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(AFTER_SAVE_PATH));
    const viewer = environment.getStore().getSource().get("viewer-1") as { skills?: { __refs: string[] } };
    expect(viewer.skills?.__refs).toEqual(saved.map((s) => s.id));
  });

  it("shows years and level beside each ticked skill only, labelled Learning, Skilled, Expert, and sends what was chosen", async () => {
    const { user, environment } = setup();
    await skillGroup();
    const first = item(catalogue, 0);
    const second = item(catalogue, 1);
    expect(screen.queryByRole("combobox", { name: "Level" })).toBeNull();

    await user.click(screen.getByRole("checkbox", { name: first.name }));
    await user.click(screen.getByRole("checkbox", { name: second.name }));
    const firstLevel = screen.getByRole("group", { name: `Years and level for ${first.name}` });
    const years = within(firstLevel).getByRole("combobox", { name: "Years of experience" }) as HTMLSelectElement;
    const level = within(firstLevel).getByRole("combobox", { name: "Level" }) as HTMLSelectElement;
    expect(years.value).toBe(String(SKILL_EXPERIENCE_YEARS.default));
    const yearChoices = Array.from(years.options, (option) => Number(option.value));
    expect([yearChoices[0], yearChoices.at(-1)]).toEqual([SKILL_EXPERIENCE_YEARS.min, SKILL_EXPERIENCE_YEARS.max]);
    expect(Array.from(level.options, (option) => [option.value, option.text])).toEqual([
      ["beginner", "Learning"],
      ["intermediate", "Skilled"],
      ["expert", "Expert"],
    ]);

    await user.selectOptions(years, "3");
    await user.selectOptions(level, "Skilled");
    const secondLevel = screen.getByRole("group", { name: `Years and level for ${second.name}` });
    await user.selectOptions(within(secondLevel).getByRole("combobox", { name: "Years of experience" }), "0");
    // Unticking and ticking again keeps nothing of the first choice: a fresh skill starts from the defaults.
    await user.click(screen.getByRole("checkbox", { name: second.name }));
    expect(screen.queryByRole("group", { name: `Years and level for ${second.name}` })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: second.name }));

    await user.click(screen.getByRole("button", { name: "Save Skills" }));
    expect(environment.mock.getMostRecentOperation().request.variables.skills).toEqual([
      { skillId: first.id, experienceYears: 3, proficiencyLevel: "intermediate" },
      { skillId: second.id, ...NEW_SKILL_LEVEL },
    ]);
  });

  it("shows skills the user already has as added, and does not send them again", async () => {
    const owned = item(catalogue, 0);
    const other = item(catalogue, 1);
    const { user, environment } = setup({ ownedIds: [owned.id] });
    await skillGroup();
    const ownedBox = screen.getByRole("checkbox", { name: owned.name }) as HTMLInputElement;
    expect(ownedBox.checked).toBe(true);
    expect(ownedBox.disabled).toBe(true);
    expect(document.getElementById(ownedBox.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Already added");
    expect(screen.getByRole("button", { name: "Save Skills" }).hasAttribute("disabled")).toBe(true);

    await user.click(screen.getByRole("checkbox", { name: other.name }));
    await user.click(screen.getByRole("button", { name: "Save Skills" }));
    expect(environment.mock.getMostRecentOperation().request.variables.skills).toEqual([
      { skillId: other.id, ...NEW_SKILL_LEVEL },
    ]);
  });

  it("shows the server's message when the save fails", async () => {
    const { user, environment } = setup();
    await skillGroup();
    await user.click(screen.getByRole("checkbox", { name: item(catalogue, 0).name }));
    await user.click(screen.getByRole("button", { name: "Save Skills" }));
    const operation = environment.mock.getMostRecentOperation();
    const serverMessage = "Invalid skill ID";
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          addUserSkills: {
            __typename: "ValidationError",
            __isError: "ValidationError",
            message: serverMessage,
            fieldErrors: [],
          },
        },
      }),
    );
    expect(await screen.findByText("Error")).toBeTruthy();
    expect(screen.getByText(serverMessage)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save Skills" }).hasAttribute("disabled")).toBe(false);
  });

  it("falls back to 'Failed to save skills' on a network failure", async () => {
    const { user, environment } = setup();
    await skillGroup();
    await user.click(screen.getByRole("checkbox", { name: item(catalogue, 0).name }));
    await user.click(screen.getByRole("button", { name: "Save Skills" }));
    act(() => environment.mock.rejectMostRecentOperation(new Error("503: Service Unavailable")));
    expect(await screen.findByText("Failed to save skills")).toBeTruthy();
  });

  it("says 'Failed to fetch skills' when the catalogue cannot be loaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    setup({ fail: true });
    expect(await screen.findByText("Failed to fetch skills")).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });

  it("shows no test mode switch to users", async () => {
    setup();
    await skillGroup();
    expect(screen.queryByRole("switch", { name: "Test mode" })).toBeNull();
    expect(screen.queryByRole("group", { name: "Test skills" })).toBeNull();
  });

  it("opens test mode with ?test=1: the 5 fixed skills, saving nothing; its switch goes back to the catalogue", async () => {
    const { user, environment } = setup({ path: "/skill-assessment?test=1" });
    const group = await screen.findByRole("group", { name: "Test skills" });
    const labels = within(group)
      .getAllByRole("checkbox")
      .map((box) => box.closest("label")?.textContent);
    expect(labels).toEqual(TEST_MODE_SKILLS.map((s) => s.label.message));
    expect(labels).toContain("Ploughing");
    expect(screen.queryByRole("group", { name: "Field Activities" })).toBeNull();

    await user.click(item(within(group).getAllByRole("checkbox"), 0));
    await user.selectOptions(screen.getByRole("combobox", { name: "Years of experience" }), "4");
    await user.selectOptions(screen.getByRole("combobox", { name: "Level" }), "Skilled");
    await user.click(screen.getByRole("button", { name: "Save Skills" }));
    expect(await screen.findByText("Test mode: skills not saved")).toBeTruthy();
    expect(screen.getByRole("listitem").textContent).toBe("Ploughing · Skilled · 4 years");
    const names = environment.mock.getAllOperations().map((op) => op.request.node.params.name);
    expect(names).not.toContain("useSaveSkillsMutation");

    await user.click(screen.getByRole("switch", { name: "Test mode" }));
    expect(await skillGroup()).toBeTruthy();
    expect(screen.queryByRole("group", { name: "Test skills" })).toBeNull();
  });

  it("the registration variant (?variant=registration) saves what was ticked, then completes", async () => {
    const { user, router, environment } = setup({ path: "/skill-assessment?variant=registration" });
    expect(await screen.findByText("Step 1 of 3")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("33");
    expect(screen.getAllByRole("checkbox")).toHaveLength(catalogue.length);

    await user.click(screen.getByRole("checkbox", { name: "Milking" }));
    const milking = screen.getByRole("group", { name: "Years and level for Milking" });
    await user.selectOptions(within(milking).getByRole("combobox", { name: "Years of experience" }), "2");
    await user.selectOptions(within(milking).getByRole("combobox", { name: "Level" }), "Expert");
    await user.click(screen.getByRole("button", { name: "Complete Registration" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("useSaveSkillsMutation");
    expect(operation.request.variables.skills).toEqual([
      { skillId: "skill-a1", experienceYears: 2, proficiencyLevel: "expert" },
    ]);
    act(() =>
      environment.mock.resolve(operation, {
        data: { addUserSkills: { __typename: "MutationAddUserSkillsSuccess", data: [] } },
      }),
    );
    expect(await screen.findByText("Registration Complete")).toBeTruthy();
    expect(screen.getByText("Your skills are on your profile.")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("the registration variant completes without skills, saving nothing", async () => {
    const { user, router, environment } = setup({ path: "/skill-assessment?variant=registration" });
    await user.click(await screen.findByRole("button", { name: "Complete Registration" }));
    expect(await screen.findByText("Registration Complete")).toBeTruthy();
    const names = environment.mock.getAllOperations().map((op) => op.request.node.params.name);
    expect(names).not.toContain("useSaveSkillsMutation");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("opens the registration variant from its tab", async () => {
    const { user } = setup();
    await skillGroup();
    await user.click(screen.getByRole("tab", { name: "Registration" }));
    expect(await screen.findByText("Step 1 of 3")).toBeTruthy();
  });
});
