import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockPayloadGenerator, type MockResolvers } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/TrainingProvidersDirectoryScreenQuery.graphql.ts";
import { operationsNamed } from "../../test/places.ts";
import { renderRoute } from "../../test/render.tsx";
import { directoryVariables } from "./directoryFilters.ts";
import TrainingProvidersDirectoryScreen from "./TrainingProvidersDirectoryScreen.tsx";

const page = (names: string[], hasNextPage = false, totalCount = names.length) => ({
  totalCount,
  edges: names.map((businessName) => ({
    cursor: `c-${businessName}`,
    node: { id: `user-${businessName}`, businessName, coursesOffered: 2 },
  })),
  pageInfo: { hasNextPage, endCursor: names.length ? `c-${names.at(-1)}` : null },
});

function open(path: string, answer?: MockResolvers) {
  const variables = directoryVariables(new URL(path, "http://x").searchParams);
  return {
    user: userEvent.setup(),
    ...renderRoute(<TrainingProvidersDirectoryScreen />, { query, variables, answer, path }),
  };
}

function renderProviders(connection: ReturnType<typeof page>, path = "/training-providers") {
  return open(path, { QueryTrainingProvidersConnection: () => connection });
}

describe("TrainingProvidersDirectoryScreen", () => {
  it("lists the training providers found with their count", async () => {
    renderProviders(page(["Hasiru Krishi Skills Academy", "ICAR-Krishi Vigyan Kendra, Mandya"]));
    expect(await screen.findByRole("heading", { level: 1, name: "Training Providers" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "2 training providers found" })).toBeTruthy();
    expect(screen.getByRole("article", { name: "Hasiru Krishi Skills Academy" })).toBeTruthy();
    expect(screen.getByRole("article", { name: "ICAR-Krishi Vigyan Kendra, Mandya" })).toBeTruthy();
  });

  it("shows 'No training providers found' when nobody matches", async () => {
    renderProviders(page([]));
    expect(await screen.findByText("No training providers found")).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
  });

  it("searches any place typed (an old name, here) with the name, and both stay in the URL", async () => {
    const user = userEvent.setup();
    const { router, environment } = renderRoute(<TrainingProvidersDirectoryScreen />, {
      query,
      variables: (url) => directoryVariables(url.searchParams),
      answer: { QueryTrainingProvidersConnection: () => page(["Hasiru Krishi Skills Academy"]) },
      path: "/training-providers?q=hasiru",
    });
    await user.type(await screen.findByRole("combobox", { name: "Location" }), "Gulbarga{Enter}");
    await waitFor(() => {
      const params = new URLSearchParams(router.state.location.search);
      expect([params.get("location"), params.get("q")]).toEqual(["Gulbarga", "hasiru"]);
    });
    await waitFor(() =>
      expect(
        operationsNamed(environment, "TrainingProvidersDirectoryScreenQuery").at(-1)?.request.variables,
      ).toMatchObject({ search: "hasiru", location: "Gulbarga" }),
    );
  });

  it("'Load more' fetches the next page after the last cursor and appends it", async () => {
    const { user, environment } = renderProviders(page(["Hasiru Krishi Skills Academy"], true, 2));
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.variables).toMatchObject({ cursor: "c-Hasiru Krishi Skills Academy", count: 20 });
    act(() => {
      environment.mock.resolve(
        next,
        MockPayloadGenerator.generate(next, {
          QueryTrainingProvidersConnection: () => page(["ICAR-Krishi Vigyan Kendra, Mandya"], false, 2),
        }),
      );
    });
    expect(await screen.findByRole("article", { name: "ICAR-Krishi Vigyan Kendra, Mandya" })).toBeTruthy();
    expect(screen.getByRole("article", { name: "Hasiru Krishi Skills Academy" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says 'Failed to fetch training providers' when the request fails", async () => {
    const { environment } = open("/training-providers");
    act(() => {
      environment.mock.rejectMostRecentOperation(new Error("500: boom"));
    });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Failed to fetch training providers")).toBeTruthy();
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
