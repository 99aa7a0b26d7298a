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

  it("offers every catalogue skill, a place with a distance and available only, and writes them to the URL", async () => {
    const { user, router } = renderLaborers(["Manjunath"]);
    const skill = await screen.findByRole("combobox", { name: "Skill" });
    const skillOptions = within(skill)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(skillOptions).toEqual(["All Skills", ...CATALOGUE.map((s) => s.name)]);
    expect(screen.queryByRole("combobox", { name: "Within" })).toBeNull();
    // Each change re-runs the route's query, so the controls are looked up again after each.
    await user.type(await screen.findByRole("searchbox", { name: "Search laborers" }), "manju{Enter}");
    await user.selectOptions(await screen.findByRole("combobox", { name: "Skill" }), "Skill 12");
    await user.type(await screen.findByRole("combobox", { name: "Near a place" }), "Maddur{Enter}");
    await user.selectOptions(await screen.findByRole("combobox", { name: "Within" }), "10");
    await user.click(await screen.findByRole("checkbox", { name: "Available now only" }));
    await waitFor(() => {
      const params = new URLSearchParams(router.state.location.search);
      expect(["skill", "near", "radius", "available", "q"].map((key) => params.get(key))).toEqual([
        "Skill 12",
        "Maddur",
        "10",
        "1",
        "manju",
      ]);
    });
  });

  it("suggests places as the person types a place", async () => {
    const { user, environment } = renderLaborers(["Manjunath"]);
    await user.type(await screen.findByRole("combobox", { name: "Near a place" }), "Madd");
    await waitFor(() =>
      expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe("usePlaceSuggestionsQuery"),
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ query: "Madd" });
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          places: [
            { name: "Maddur", kind: "town", district: "Mandya", state: "Karnataka", pincode: "571428" },
            { name: "571428", kind: "pincode", district: "Mandya", state: "Karnataka", pincode: "571428" },
          ],
        },
      }),
    );
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll("datalist option")];
      expect(found).toHaveLength(2);
      return found;
    });
    expect(options.map((o) => [(o as HTMLOptionElement).value, o.textContent])).toEqual([
      ["Maddur", "Mandya, Karnataka"],
      ["571428", "Mandya, Karnataka"],
    ]);
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
    ["", { search: null, skillName: null, near: null, radiusKm: null, available: null }],
    [
      "?q=%20manju%20&skill=Pruning&near=Maddur&radius=10&available=1",
      { search: "manju", skillName: "Pruning", near: "Maddur", radiusKm: 10, available: true },
    ],
    ["?near=Maddur", { search: null, skillName: null, near: "Maddur", radiusKm: 25, available: null }],
    ["?radius=10&available=yes", { search: null, skillName: null, near: null, radiusKm: null, available: null }],
  ])("maps %s to the query variables", (search, expected) => {
    expect(browseLaborersVariables(new URLSearchParams(search))).toEqual(expected);
  });
});
