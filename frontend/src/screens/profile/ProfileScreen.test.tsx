import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/ProfileScreenQuery.graphql.ts";
import { renderRoute } from "../../test/render.tsx";
import ProfileScreen from "./ProfileScreen.tsx";

const BASE = {
  id: "user-1",
  firstName: "Lakshmi",
  lastName: "Gowda",
  cityVillage: "Kestur",
  district: "Mandya",
  state: "Karnataka",
  rating: 4.26,
  reviewCount: 3,
  isVerified: false,
  isMobileVerified: true,
  isAddressVerified: true,
  completedJobs: 7,
  experienceYears: 4,
  jobsPosted: 0,
  coursesOffered: 0,
  businessName: null,
  farmName: null,
  bio: null,
  available: false,
  availableFrom: null,
  travelKm: 25,
  skills: [
    { id: "us1", experienceYears: 3, proficiencyLevel: "intermediate", skill: { id: "s1", name: "Milking" } },
    { id: "us2", experienceYears: 1, proficiencyLevel: "beginner", skill: { id: "s2", name: "Sowing" } },
  ],
};

const skillLines = () =>
  within(screen.getByRole("list", { name: "Skills" }))
    .getAllByRole("listitem")
    .map((row) => row.querySelector("p")?.textContent);

function renderProfile(user: Record<string, unknown>) {
  return renderRoute(<ProfileScreen />, { query, answer: { User: () => ({ ...BASE, ...user }) }, path: "/profile" });
}

describe("ProfileScreen", () => {
  it("lets a laborer say she is available and how far she travels, and saves both", async () => {
    const { environment } = renderProfile({ userType: "laborer" });
    const user = userEvent.setup();
    const card = await screen.findByRole("form", { name: "Availability" });
    await user.click(within(card).getByRole("checkbox", { name: "I am available for work" }));
    await user.selectOptions(within(card).getByRole("combobox", { name: "How far will you travel for work?" }), "50");
    await user.click(within(card).getByRole("button", { name: "Save availability" }));
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe("AvailabilityCardSaveMutation"),
    );
    expect(environment.mock.getMostRecentOperation().request.variables.input).toEqual({
      available: true,
      availableFrom: null,
      travelKm: 50,
    });
  });

  it("lets a laborer change a skill's years and level, and shows what was saved", async () => {
    const { environment } = renderProfile({ userType: "laborer" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Change Milking" }));
    const form = screen.getByRole("form", { name: "Change Milking" });
    const years = within(form).getByRole("combobox", { name: "Years of experience" }) as HTMLSelectElement;
    const level = within(form).getByRole("combobox", { name: "Level" }) as HTMLSelectElement;
    expect([years.value, level.value]).toEqual(["3", "intermediate"]);
    await user.selectOptions(years, "12");
    await user.selectOptions(level, "Expert");
    await user.click(within(form).getByRole("button", { name: "Save" }));

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("useSaveSkillsMutation");
    expect(operation.request.variables.skills).toEqual([
      { skillId: "s1", experienceYears: 12, proficiencyLevel: "expert" },
    ]);
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          addUserSkills: {
            __typename: "MutationAddUserSkillsSuccess",
            data: [
              {
                id: "us1",
                proficiencyLevel: "expert",
                experienceYears: 12,
                experience: 100,
                progress: 100,
                level: 6,
                status: "MASTERED",
                createdAt: "2025-01-01T00:00:00.000Z",
                skill: { id: "s1", name: "Milking", category: "animal_husbandry" },
              },
              {
                id: "us2",
                proficiencyLevel: "beginner",
                experienceYears: 1,
                experience: 20,
                progress: 20,
                level: 2,
                status: "IN_PROGRESS",
                createdAt: "2025-01-01T00:00:00.000Z",
                skill: { id: "s2", name: "Sowing", category: "field_activities" },
              },
            ],
          },
        },
      }),
    );
    expect(await screen.findByText("Skill updated")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("form", { name: "Change Milking" })).toBeNull());
    expect(skillLines()).toEqual(["Milking · Expert · 12 years", "Sowing · Learning · 1 year"]);
  });

  it("cancels a change without saving", async () => {
    const { environment } = renderProfile({ userType: "laborer" });
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Change Sowing" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Level" }), "Skilled");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form", { name: "Change Sowing" })).toBeNull();
    expect(skillLines()).toEqual(["Milking · Skilled · 3 years", "Sowing · Learning · 1 year"]);
    const names = environment.mock.getAllOperations().map((op) => op.request.node.params.name);
    expect(names).not.toContain("useSaveSkillsMutation");
  });

  it("shows no availability to an employer", async () => {
    renderProfile({ userType: "employer" });
    await screen.findByRole("heading", { level: 1, name: "My profile" });
    expect(screen.queryByRole("form", { name: "Availability" })).toBeNull();
  });

  it("shows a laborer's profile as others see it, with Edit to Settings", async () => {
    renderProfile({ userType: "laborer" });
    expect(await screen.findByRole("heading", { level: 1, name: "My profile" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Lakshmi Gowda" })).toBeTruthy();
    expect(screen.getByText("Laborer")).toBeTruthy();
    expect(screen.getByText("Kestur, Mandya, Karnataka")).toBeTruthy();
    expect(screen.getByText(/Rating 4.3 of 5/)).toBeTruthy();
    expect(screen.getByText(/3 reviews/)).toBeTruthy();
    const badges = screen.getByRole("list", { name: "Verified badges" });
    expect(
      within(badges)
        .getAllByRole("listitem")
        .map((b) => b.textContent),
    ).toEqual(["Mobile verified", "Address verified"]);
    expect(skillLines()).toEqual(["Milking · Skilled · 3 years", "Sowing · Learning · 1 year"]);
    expect(screen.getByText(/7 jobs completed/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit profile" }).getAttribute("href")).toBe("/settings");
    expect(screen.queryByText("Business Name")).toBeNull();
  });

  it("says what is missing: no name, no place, no ratings, no skills", async () => {
    renderProfile({
      userType: "laborer",
      firstName: null,
      lastName: null,
      cityVillage: null,
      district: null,
      state: null,
      rating: null,
      reviewCount: 0,
      isMobileVerified: false,
      isAddressVerified: false,
      skills: [],
    });
    expect(await screen.findByRole("heading", { level: 2, name: "Name not given" })).toBeTruthy();
    expect(screen.getByText("Place not given")).toBeTruthy();
    expect(screen.getByText("No ratings yet")).toBeTruthy();
    expect(screen.getByText("No skills added yet")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Verified badges" })).toBeNull();
  });

  it("shows an employer's business and farm names, without skills", async () => {
    renderProfile({ userType: "employer", businessName: "Gowda Agro", farmName: "Green Acres", jobsPosted: 5 });
    expect(await screen.findByText("Farm Owner")).toBeTruthy();
    expect(screen.getByText("Gowda Agro")).toBeTruthy();
    expect(screen.getByText("Green Acres")).toBeTruthy();
    expect(screen.getByText("5 jobs posted")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Skills" })).toBeNull();
  });

  it("shows a training provider's organisation, location and description", async () => {
    renderProfile({
      userType: "training_provider",
      businessName: "KVK Mandya",
      bio: "Short courses in sericulture.",
      coursesOffered: 2,
    });
    expect(await screen.findByText("Training Provider")).toBeTruthy();
    const organisation = within(screen.getByRole("heading", { name: "Organisation" }).closest("section")!);
    expect(organisation.getByText("KVK Mandya")).toBeTruthy();
    expect(organisation.getByText("Kestur, Mandya, Karnataka")).toBeTruthy();
    expect(organisation.getByText("Short courses in sericulture.")).toBeTruthy();
    expect(organisation.getByText("2 courses offered")).toBeTruthy();
    expect(screen.queryByText("Farm Name")).toBeNull();
  });

  it("says when a training provider has no description yet", async () => {
    renderProfile({ userType: "training_provider", bio: "  " });
    expect(await screen.findByText("No description yet")).toBeTruthy();
  });
});
