import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockPayloadGenerator, type MockResolvers } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/EmployersDirectoryScreenQuery.graphql.ts";
import { renderRoute } from "../../test/render.tsx";
import { directoryVariables } from "./directoryFilters.ts";
import EmployersDirectoryScreen from "./EmployersDirectoryScreen.tsx";

const page = (names: string[], hasNextPage = false, totalCount = names.length) => ({
  totalCount,
  edges: names.map((businessName) => ({
    cursor: `c-${businessName}`,
    node: { id: `user-${businessName}`, businessName, rating: 4.1, reviewCount: 2 },
  })),
  pageInfo: { hasNextPage, endCursor: names.length ? `c-${names.at(-1)}` : null },
});

function open(path: string, answer?: MockResolvers) {
  const variables = directoryVariables(new URL(path, "http://x").searchParams);
  return { user: userEvent.setup(), ...renderRoute(<EmployersDirectoryScreen />, { query, variables, answer, path }) };
}

function renderEmployers(connection: ReturnType<typeof page>, path = "/employers") {
  return open(path, { QueryEmployersConnection: () => connection });
}

describe("EmployersDirectoryScreen", () => {
  it("lists the employers found with their count", async () => {
    renderEmployers(page(["Kaveri Agro Enterprises", "Malnad Plantations"]));
    expect(await screen.findByRole("heading", { level: 1, name: "Employers" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "2 employers found" })).toBeTruthy();
    expect(screen.getByRole("article", { name: "Kaveri Agro Enterprises" })).toBeTruthy();
    expect(screen.getByRole("article", { name: "Malnad Plantations" })).toBeTruthy();
  });

  it("shows 'No employers found' when nobody matches", async () => {
    renderEmployers(page([]));
    expect(await screen.findByText("No employers found")).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("reads the search and city from the URL and ignores an unknown city", () => {
    expect(directoryVariables(new URLSearchParams("q=+kaveri+&location=Mysore"))).toEqual({
      search: "kaveri",
      location: "Mysore",
    });
    expect(directoryVariables(new URLSearchParams("location=Atlantis"))).toEqual({ search: null, location: null });
  });

  it("offers the 5 cities and writes the search and place to the URL", async () => {
    const { user, router } = renderEmployers(page(["Kaveri Agro Enterprises"]));
    const location = await screen.findByRole("combobox", { name: "Location" });
    expect(
      within(location)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All Locations", "Bangalore", "Mysore", "Hubli", "Mangalore", "Gulbarga"]);
    await user.selectOptions(location, "Mysore");
    await user.type(await screen.findByRole("searchbox", { name: "Search employers" }), "kaveri{Enter}");
    await waitFor(() => {
      const params = new URLSearchParams(router.state.location.search);
      expect([params.get("location"), params.get("q")]).toEqual(["Mysore", "kaveri"]);
    });
  });

  it("'Load more' fetches the next page after the last cursor and appends it", async () => {
    const { user, environment } = renderEmployers(page(["Kaveri Agro Enterprises"], true, 2));
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.variables).toMatchObject({ cursor: "c-Kaveri Agro Enterprises", count: 20 });
    act(() => {
      environment.mock.resolve(
        next,
        MockPayloadGenerator.generate(next, { QueryEmployersConnection: () => page(["Malnad Plantations"], false, 2) }),
      );
    });
    expect(await screen.findByRole("article", { name: "Malnad Plantations" })).toBeTruthy();
    expect(screen.getByRole("article", { name: "Kaveri Agro Enterprises" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says 'Failed to fetch employers' when the request fails", async () => {
    const { environment } = open("/employers");
    act(() => {
      environment.mock.rejectMostRecentOperation(new Error("500: boom"));
    });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Failed to fetch employers")).toBeTruthy();
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
