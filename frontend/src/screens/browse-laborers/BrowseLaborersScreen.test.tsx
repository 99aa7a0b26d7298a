import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MockResolvers } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/BrowseLaborersScreenQuery.graphql.ts";
import { renderRoute } from "../../test/render.tsx";
import { browseLaborersVariables } from "../../features/directories/public-filters.ts";
import BrowseLaborersScreen from "./BrowseLaborersScreen.tsx";

const CATALOGUE = Array.from({ length: 12 }, (_, i) => ({ id: `skill-${i}`, name: `Skill ${i + 1}` }));

function open(path: string, answer?: MockResolvers) {
  const variables = browseLaborersVariables(new URL(path, "http://x").searchParams);
  return { user: userEvent.setup(), ...renderRoute(<BrowseLaborersScreen />, { query, variables, answer, path }) };
}

function renderLaborers(names: string[], path = "/browse-laborers") {
  return open(path, {
    Query: () => ({ skills: CATALOGUE }),
    QueryLaborersConnection: () => ({
      totalCount: names.length,
      edges: names.map((firstName, i) => ({
        cursor: `c${i}`,
        node: { id: `user-${i}`, firstName, lastName: null, rating: 4.2, reviewCount: 3, skillBadges: [] },
      })),
      pageInfo: { hasNextPage: false, endCursor: null },
    }),
  });
}

describe("BrowseLaborersScreen", () => {
  it("lists the laborers found with their count", async () => {
    renderLaborers(["Manjunath", "Lakshmi"]);
    expect(await screen.findByRole("heading", { level: 1, name: "Find Laborers" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "2 laborers found" })).toBeTruthy();
    expect(screen.getByRole("article", { name: "Manjunath" })).toBeTruthy();
    expect(screen.getByRole("article", { name: "Lakshmi" })).toBeTruthy();
  });

  it("shows 'No laborers found' when nobody matches", async () => {
    renderLaborers([]);
    expect(await screen.findByText("No laborers found")).toBeTruthy();
  });

  it("offers the 5 cities and the first 10 catalogue skills, and writes the choices to the URL", async () => {
    const { user, router } = renderLaborers(["Manjunath"]);
    const location = await screen.findByRole("combobox", { name: "Location" });
    expect(
      within(location)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All Locations", "Bangalore", "Mysore", "Hubli", "Mangalore", "Gulbarga"]);
    const skill = screen.getByRole("combobox", { name: "Skill" });
    const skillOptions = within(skill)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(skillOptions).toEqual(["All Skills", ...CATALOGUE.slice(0, 10).map((s) => s.name)]);
    // Each change re-runs the route's query, so the controls are looked up again after each.
    await user.selectOptions(skill, "Skill 3");
    await user.selectOptions(await screen.findByRole("combobox", { name: "Location" }), "Hubli");
    await user.type(await screen.findByRole("searchbox", { name: "Search laborers" }), "manju{Enter}");
    await waitFor(() => {
      const params = new URLSearchParams(router.state.location.search);
      expect([params.get("skill"), params.get("location"), params.get("q")]).toEqual(["Skill 3", "Hubli", "manju"]);
    });
  });

  it("says 'Failed to fetch laborers' when the request fails", async () => {
    const { environment } = open("/browse-laborers");
    act(() => {
      environment.mock.rejectMostRecentOperation(new Error("500: boom"));
    });
    expect(await screen.findByText("Failed to fetch laborers")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

describe("browseLaborersVariables", () => {
  it.each([
    ["", { search: null, location: null, skillName: null }],
    ["?q=%20manju%20&location=Mysore&skill=Pruning", { search: "manju", location: "Mysore", skillName: "Pruning" }],
    ["?location=Delhi", { search: null, location: null, skillName: null }],
  ])("maps %s to the query variables", (search, expected) => {
    expect(browseLaborersVariables(new URLSearchParams(search))).toEqual(expected);
  });
});
