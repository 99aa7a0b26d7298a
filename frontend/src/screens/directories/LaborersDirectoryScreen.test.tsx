import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockPayloadGenerator, type MockResolvers } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/LaborersDirectoryScreenQuery.graphql.ts";
import { browseLaborersVariables } from "../../features/directories/public-filters.ts";
import { renderRoute } from "../../test/render.tsx";
import LaborersDirectoryScreen from "./LaborersDirectoryScreen.tsx";

const CATALOGUE = Array.from({ length: 12 }, (_, i) => ({ id: `skill-${i}`, name: `Skill ${i + 1}` }));

const page = (names: string[], hasNextPage = false, totalCount = names.length) => ({
  totalCount,
  edges: names.map((firstName) => ({
    cursor: `c-${firstName}`,
    node: {
      id: `user-${firstName}`,
      firstName,
      lastName: null,
      rating: 4.2,
      reviewCount: 3,
      isVerified: firstName === "Manjunath",
      skillBadges: [],
    },
  })),
  pageInfo: { hasNextPage, endCursor: names.length ? `c-${names.at(-1)}` : null },
});

function open(path: string, answer?: MockResolvers) {
  const variables = browseLaborersVariables(new URL(path, "http://x").searchParams);
  return { user: userEvent.setup(), ...renderRoute(<LaborersDirectoryScreen />, { query, variables, answer, path }) };
}

function renderLaborers(connection: ReturnType<typeof page>, path = "/laborers") {
  return open(path, { Query: () => ({ skills: CATALOGUE }), QueryLaborersConnection: () => connection });
}

describe("LaborersDirectoryScreen", () => {
  it("lists the laborers found with their count, a Verified tag, Contact and View Profile", async () => {
    renderLaborers(page(["Manjunath", "Lakshmi"]));
    expect(await screen.findByRole("heading", { level: 1, name: "Laborers" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "2 laborers found" })).toBeTruthy();
    const manjunath = screen.getByRole("article", { name: "Manjunath" });
    expect(within(manjunath).getByText("Verified")).toBeTruthy();
    expect(within(manjunath).getByRole("button", { name: "Contact" })).toBeTruthy();
    expect(within(manjunath).getByRole("button", { name: "View profile of Manjunath" })).toBeTruthy();
    expect(within(screen.getByRole("article", { name: "Lakshmi" })).queryByText("Verified")).toBeNull();
  });

  it("shows 'No laborers found' when nobody matches", async () => {
    renderLaborers(page([]));
    expect(await screen.findByText("No laborers found")).toBeTruthy();
  });

  it("sends the URL's search, place, distance, skill and availability with the query", () => {
    const { environment } = open("/laborers?q=manju&near=Mysore&radius=50&skill=Pruning&available=1");
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      search: "manju",
      skillName: "Pruning",
      near: "Mysore",
      radiusKm: 50,
      available: true,
    });
  });

  it("writes the place, skill and search to the URL", async () => {
    const { user, router } = renderLaborers(page(["Manjunath"]));
    await user.selectOptions(await screen.findByRole("combobox", { name: "Skill" }), "Skill 2");
    await user.type(await screen.findByRole("combobox", { name: "Near a place" }), "Mysore{Enter}");
    await user.type(await screen.findByRole("searchbox", { name: "Search laborers" }), "manju{Enter}");
    await waitFor(() => {
      const params = new URLSearchParams(router.state.location.search);
      expect([params.get("skill"), params.get("near"), params.get("q")]).toEqual(["Skill 2", "Mysore", "manju"]);
    });
  });

  it("'Load more' appends the next page", async () => {
    const { user, environment } = renderLaborers(page(["Manjunath"], true, 2));
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.variables).toMatchObject({ cursor: "c-Manjunath" });
    act(() => {
      environment.mock.resolve(
        next,
        MockPayloadGenerator.generate(next, { QueryLaborersConnection: () => page(["Lakshmi"], false, 2) }),
      );
    });
    expect(await screen.findByRole("article", { name: "Lakshmi" })).toBeTruthy();
    expect(screen.getByRole("article", { name: "Manjunath" })).toBeTruthy();
  });

  it("says 'Failed to fetch laborers' when the request fails", async () => {
    const { environment } = open("/laborers");
    act(() => {
      environment.mock.rejectMostRecentOperation(new Error("500: boom"));
    });
    expect(within(await screen.findByRole("alert")).getByText("Failed to fetch laborers")).toBeTruthy();
  });
});
