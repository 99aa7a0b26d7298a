import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import query from "../../__generated__/JobsScreenQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { renderRoute } from "../../test/render.tsx";
import { jobsVariables } from "./jobsFilters.ts";
import JobsScreen from "./JobsScreen.tsx";

function jobsPage(titles: string[], { totalCount = titles.length, hasNextPage = false, offset = 0 } = {}) {
  return () => ({
    totalCount,
    pageInfo: {
      hasNextPage,
      endCursor: `c${offset + titles.length - 1}`,
      hasPreviousPage: false,
      startCursor: `c${offset}`,
    },
    edges: titles.map((title, i) => ({
      cursor: `c${offset + i}`,
      node: { id: `job-${offset + i}`, title, viewerHasApplied: false },
    })),
  });
}

function renderJobs(titles: string[], path = "/jobs", page: Parameters<typeof jobsPage>[1] = {}) {
  const variables = jobsVariables(new URL(path, "http://x").searchParams);
  const answer = { QueryJobsConnection: jobsPage(titles, page) };
  return { user: userEvent.setup(), ...renderRoute(<JobsScreen />, { query, variables, answer, path }) };
}

/** Gives the page a geolocation of the test's own; answers a function that puts the page's back. */
function withGeolocation(geolocation: Pick<Geolocation, "getCurrentPosition">): () => void {
  const own = Object.getOwnPropertyDescriptor(navigator, "geolocation");
  Object.defineProperty(navigator, "geolocation", { configurable: true, value: geolocation });
  return () => {
    if (own) Object.defineProperty(navigator, "geolocation", own);
    else delete (navigator as { geolocation?: unknown }).geolocation;
  };
}

describe("JobsScreen", () => {
  afterEach(() => toaster.remove());

  it("lists the server's jobs under a Back link and the search box", async () => {
    const titles = ["Paddy Harvesting", "Coconut Plucking"];
    renderJobs(titles);
    expect(await screen.findByRole("heading", { level: 1, name: "Find Jobs" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/");
    for (const title of titles) expect(screen.getByRole("article", { name: title })).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Search jobs" })).toBeTruthy();
    expect(screen.getByRole("note").textContent).toBe("Never pay anyone to get a job.");
  });

  it("says how many jobs were found and loads the next page with the same filters", async () => {
    const { user, environment } = renderJobs(["Paddy Harvesting"], "/jobs?q=Mandya&filter=field-work", {
      totalCount: 2,
      hasNextPage: true,
    });
    expect(await screen.findByRole("heading", { level: 2, name: "2 jobs found" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("JobsListPaginationQuery");
    expect(op.request.variables).toMatchObject({
      cursor: "c0",
      search: "Mandya",
      category: "field_activities",
      nearby: null,
    });
    act(() => {
      environment.mock.resolveMostRecentOperation((o) =>
        MockPayloadGenerator.generate(o, {
          QueryJobsConnection: jobsPage(["Sugarcane Cutting"], { totalCount: 2, offset: 1 }),
        }),
      );
    });
    expect(await screen.findByRole("article", { name: "Sugarcane Cutting" })).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("shows the empty state when nothing matches", async () => {
    renderJobs([]);
    expect(await screen.findByText("No jobs found")).toBeTruthy();
    expect(screen.getByText("Try adjusting your search or filters")).toBeTruthy();
  });

  it("puts the search text in the URL", async () => {
    const { user, router } = renderJobs(["Paddy Harvesting"]);
    await user.type(await screen.findByRole("searchbox", { name: "Search jobs" }), "mango picking{Enter}");
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("q")).toBe("mango picking"));
  });

  it("marks one chip pressed and writes the chip to the URL", async () => {
    const { user, router } = renderJobs(["Paddy Harvesting"]);
    const chips = within(await screen.findByRole("group", { name: "Job categories" }));
    expect(chips.getByRole("button", { name: "All Jobs" }).getAttribute("aria-pressed")).toBe("true");
    await user.click(chips.getByRole("button", { name: "Nearby" }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("filter")).toBe("nearby"));
    expect(chips.getByRole("button", { name: "Nearby" }).getAttribute("aria-pressed")).toBe("true");
    expect(chips.getByRole("button", { name: "All Jobs" }).getAttribute("aria-pressed")).toBe("false");
    await user.click(chips.getByRole("button", { name: "All Jobs" }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has("filter")).toBe(false));
  });

  it("Nearby offers a distance, 25 km unless another is picked, and writes it to the URL", async () => {
    const { user, router } = renderJobs(["Paddy Harvesting"], "/jobs?filter=nearby");
    const within = await screen.findByRole("combobox", { name: "Within" });
    expect((within as HTMLSelectElement).value).toBe("25");
    await user.selectOptions(within, "50");
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("radius")).toBe("50"));
  });

  it("other chips offer no distance", async () => {
    renderJobs(["Paddy Harvesting"], "/jobs?filter=horticulture");
    await screen.findByRole("article", { name: "Paddy Harvesting" });
    expect(screen.queryByRole("combobox", { name: "Within" })).toBeNull();
  });

  it("Use my location asks for the position only when pressed, and centres Nearby on it", async () => {
    const getCurrentPosition = vi.fn((done: PositionCallback) =>
      done({ coords: { latitude: 12.52341, longitude: 76.89512 } } as GeolocationPosition),
    );
    const restore = withGeolocation({ getCurrentPosition });
    try {
      const { user, router } = renderJobs(["Paddy Harvesting"], "/jobs?filter=nearby");
      const button = await screen.findByRole("button", { name: "Use my location" });
      expect(getCurrentPosition).not.toHaveBeenCalled();
      await user.click(button);
      await waitFor(() => {
        const params = new URLSearchParams(router.state.location.search);
        expect([params.get("lat"), params.get("lng")]).toEqual(["12.523", "76.895"]);
      });
    } finally {
      restore();
    }
  });

  it("says so when the position is not available, and keeps the person's own place", async () => {
    const getCurrentPosition = vi.fn((_done: PositionCallback, failed: PositionErrorCallback) =>
      failed({ code: 1 } as GeolocationPositionError),
    );
    const restore = withGeolocation({ getCurrentPosition });
    try {
      const { user, router } = renderJobs(["Paddy Harvesting"], "/jobs?filter=nearby");
      await user.click(await screen.findByRole("button", { name: "Use my location" }));
      expect(
        await screen.findByText("Your location is not available. Jobs near your own place are shown."),
      ).toBeTruthy();
      expect(new URLSearchParams(router.state.location.search).has("lat")).toBe(false);
    } finally {
      restore();
    }
  });
});

describe("jobsVariables", () => {
  it.each([
    ["", { search: null, category: null, nearby: null, radiusKm: null, latitude: null, longitude: null }],
    [
      "?q=%20paddy%20",
      { search: "paddy", category: null, nearby: null, radiusKm: null, latitude: null, longitude: null },
    ],
    [
      "?filter=field-work",
      { search: null, category: "field_activities", nearby: null, radiusKm: null, latitude: null, longitude: null },
    ],
    [
      "?filter=horticulture",
      { search: null, category: "horticulture", nearby: null, radiusKm: null, latitude: null, longitude: null },
    ],
    [
      "?filter=animal-care",
      { search: null, category: "animal_husbandry", nearby: null, radiusKm: null, latitude: null, longitude: null },
    ],
    ["?filter=nearby", { search: null, category: null, nearby: true, radiusKm: 25, latitude: null, longitude: null }],
    [
      "?filter=nearby&radius=50",
      { search: null, category: null, nearby: true, radiusKm: 50, latitude: null, longitude: null },
    ],
    [
      "?filter=nearby&radius=7",
      { search: null, category: null, nearby: true, radiusKm: 25, latitude: null, longitude: null },
    ],
    [
      "?filter=field-work&radius=50",
      { search: null, category: "field_activities", nearby: null, radiusKm: null, latitude: null, longitude: null },
    ],
    [
      "?filter=nearby&lat=12.52&lng=76.89",
      { search: null, category: null, nearby: true, radiusKm: 25, latitude: 12.52, longitude: 76.89 },
    ],
    [
      "?filter=nearby&lat=12.52",
      { search: null, category: null, nearby: true, radiusKm: 25, latitude: null, longitude: null },
    ],
    ["?filter=bogus", { search: null, category: null, nearby: null, radiusKm: null, latitude: null, longitude: null }],
  ])("maps %s to the query variables", (search, expected) => {
    expect(jobsVariables(new URLSearchParams(search))).toEqual(expected);
  });
});
