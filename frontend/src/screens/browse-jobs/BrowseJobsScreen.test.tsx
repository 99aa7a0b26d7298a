import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import { WAGE_BAND_NAMES, WAGE_BANDS } from "@rules/wage-bands.ts";
import query from "../../__generated__/BrowseJobsScreenQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { expectLength } from "../../test/items.ts";
import { answerPlaceSearch, operationsNamed } from "../../test/places.ts";
import { renderRoute } from "../../test/render.tsx";
import { browseVariables } from "./browseFilters.ts";
import BrowseJobsScreen from "./BrowseJobsScreen.tsx";

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
      node: { id: `job-${offset + i}`, title, dailyRate: 700, viewerHasApplied: false, applicationsCount: 2 },
    })),
  });
}

function setup(titles: string[], options: Parameters<typeof jobsPage>[1] = {}, path = "/browse-jobs") {
  const variables = browseVariables(new URL(path, "http://x").searchParams);
  const answer = { QueryJobsConnection: jobsPage(titles, options) };
  return { user: userEvent.setup(), ...renderRoute(<BrowseJobsScreen />, { query, variables, answer, path }) };
}

const param = (router: { state: { location: { search: string } } }, key: string) =>
  new URLSearchParams(router.state.location.search).get(key);

describe("BrowseJobsScreen", () => {
  afterEach(() => toaster.remove());

  it("shows the total count and the jobs", async () => {
    const titles = ["Ragi Harvest", "Tomato Picking"];
    setup(titles, { totalCount: 14, hasNextPage: true });
    expect(await screen.findByRole("heading", { level: 2, name: "14 jobs found" })).toBeTruthy();
    for (const title of titles) expect(screen.getByRole("article", { name: title })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Load more" })).toBeTruthy();
  });

  it("shows 'No jobs match your criteria' when nothing matches", async () => {
    setup([]);
    expect(await screen.findByText("No jobs match your criteria")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("keeps every filter in the URL", async () => {
    const { user, router } = setup(["Ragi Harvest"]);
    await user.type(await screen.findByRole("searchbox", { name: "Search jobs" }), "ragi{Enter}");
    await waitFor(() => expect(param(router, "q")).toBe("ragi"));
    await user.type(screen.getByRole("combobox", { name: "Location" }), "Mysore{Enter}");
    await waitFor(() => expect(param(router, "location")).toBe("Mysore"));
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "sericulture");
    await waitFor(() => expect(param(router, "category")).toBe("sericulture"));
    await user.selectOptions(screen.getByRole("combobox", { name: "Daily Wage" }), "700-1000");
    await waitFor(() => expect(param(router, "wage")).toBe("700-1000"));
    expect(browseVariables(new URLSearchParams(router.state.location.search))).toEqual({
      search: "ragi",
      location: "Mysore",
      category: "sericulture",
      wageBand: "R700_1000",
    });
    await user.clear(screen.getByRole("combobox", { name: "Location" }));
    await user.type(screen.getByRole("combobox", { name: "Location" }), "{Enter}");
    await waitFor(() => expect(param(router, "location")).toBeNull());
  });

  it("suggests any place of India as a location is typed, and searches the place typed, in any language", async () => {
    const user = userEvent.setup();
    const { environment, router } = renderRoute(<BrowseJobsScreen />, {
      query,
      variables: (url) => browseVariables(url.searchParams),
      answer: { QueryJobsConnection: jobsPage(["Any job"]) },
      path: "/browse-jobs",
    });
    const location = await screen.findByRole("combobox", { name: "Location" });
    await user.type(location, "ಮೈಸೂ");
    await answerPlaceSearch(environment, "ಮೈಸೂ", [
      { name: "Mysuru", kind: "district", district: "Mysuru", state: "Karnataka" },
      { name: "Mysuru", kind: "town", district: "Mysuru", state: "Karnataka", pincode: "570001" },
    ]);
    await waitFor(() =>
      expect([...document.querySelectorAll("datalist option")].map((o) => (o as HTMLOptionElement).value)).toEqual([
        "Mysuru",
        "Mysuru",
      ]),
    );
    await user.type(location, "ರು{Enter}");
    await waitFor(() => expect(param(router, "location")).toBe("ಮೈಸೂರು"));
    await waitFor(() =>
      expect(operationsNamed(environment, "BrowseJobsScreenQuery").at(-1)?.request.variables).toMatchObject({
        location: "ಮೈಸೂರು",
      }),
    );
    expect(browseVariables(new URLSearchParams("location=%20571428%20")).location).toBe("571428");
  });

  it("offers the 4 wage bands", async () => {
    setup(["Ragi Harvest"]);
    const wage = await screen.findByRole("combobox", { name: "Daily Wage" });
    expect(
      within(wage)
        .getAllByRole("option")
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(["", ...WAGE_BAND_NAMES.map((band) => WAGE_BANDS[band].label)]);
  });

  it("reads ?wage= by the shared wage-band rule: a band's label, its plus decoded as a space, or nothing", () => {
    const wageBand = (query: string) => browseVariables(new URLSearchParams(query)).wageBand;
    expect(wageBand("wage=300-500")).toBe("R300_500");
    expect(wageBand("wage=1000+")).toBe("R1000_PLUS");
    expect(wageBand("wage=1000%2B")).toBe("R1000_PLUS");
    expect(wageBand("wage=")).toBeNull();
    expect(wageBand("wage=200-300")).toBeNull();
  });

  it("applies with no payload, shows 'Applying...', then the browse toast and Applied", async () => {
    const { user, environment } = setup(["Ragi Harvest"]);
    const card = within(await screen.findByRole("article", { name: "Ragi Harvest" }));
    await user.click(card.getByRole("button", { name: "Apply Now" }));
    expect(card.getByText("Applying...")).toBeTruthy();
    const { variables } = environment.mock.getMostRecentOperation().request;
    expect(variables.jobId).toBe("job-0");
    expect(variables.requestedRate ?? null).toBeNull();
    expect(variables.message ?? null).toBeNull();
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          applyToJob: {
            __typename: "MutationApplyToJobSuccess",
            data: {
              id: "app-1",
              status: "pending",
              requestedRate: 700,
              job: { id: "job-0", viewerHasApplied: true, applicationsCount: 3 },
            },
          },
        },
      });
    });
    expect(await screen.findByText("Application Submitted")).toBeTruthy();
    expect(
      screen.getByText("Your job application has been submitted successfully! The employer will contact you soon."),
    ).toBeTruthy();
    expect(card.getByRole("button", { name: "Applied" }).hasAttribute("disabled")).toBe(true);
  });

  it("loads the next page with the same filters", async () => {
    const { user, environment } = setup(
      ["Ragi Harvest"],
      { totalCount: 2, hasNextPage: true },
      "/browse-jobs?wage=1000%2B",
    );
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("BrowseJobsListPaginationQuery");
    expect(op.request.variables).toMatchObject({ cursor: "c0", wageBand: "R1000_PLUS" });
    act(() => {
      environment.mock.resolveMostRecentOperation((o) =>
        MockPayloadGenerator.generate(o, {
          QueryJobsConnection: jobsPage(["Coffee Picking"], { totalCount: 2, offset: 1 }),
        }),
      );
    });
    expect(await screen.findByRole("article", { name: "Coffee Picking" })).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("shows the latest filters' jobs when two filters change before the first reply, which comes last", async () => {
    // As the route loader does: each URL's query, sent when the screen first reads it.
    const user = userEvent.setup();
    const { router, environment } = renderRoute(
      <Suspense fallback={<p>Loading</p>}>
        <BrowseJobsScreen />
      </Suspense>,
      {
        query,
        variables: (url) => browseVariables(url.searchParams),
        answer: { QueryJobsConnection: jobsPage(["Any job"]) },
        path: "/browse-jobs",
      },
    );
    expect(await screen.findByRole("article", { name: "Any job" })).toBeTruthy();

    // The second change comes while the first one's jobs are still on their way.
    const location = screen.getByRole("combobox", { name: "Location" }) as HTMLInputElement;
    const category = screen.getByRole("combobox", { name: "Category" }) as HTMLSelectElement;
    const searches = () => operationsNamed(environment, "BrowseJobsScreenQuery");
    await user.type(location, "Mysore{Enter}");
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(location.value).toBe("Mysore");
    await user.selectOptions(category, "sericulture");
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(location.value).toBe("Mysore");
    expect(category.value).toBe("sericulture");

    const [first, second] = expectLength(searches(), 2);
    expect(first.request.variables).toMatchObject({ location: "Mysore", category: null });
    expect(second.request.variables).toMatchObject({ location: "Mysore", category: "sericulture" });
    act(() =>
      environment.mock.resolve(
        second,
        MockPayloadGenerator.generate(second, {
          QueryJobsConnection: jobsPage(["Silkworm rearing in Mysuru"], { offset: 10 }),
        }),
      ),
    );
    expect(await screen.findByRole("article", { name: "Silkworm rearing in Mysuru" })).toBeTruthy();
    act(() =>
      environment.mock.resolve(
        first,
        MockPayloadGenerator.generate(first, { QueryJobsConnection: jobsPage(["Any job in Mysuru"], { offset: 20 }) }),
      ),
    );

    await new Promise((resolve) => setTimeout(resolve, 50)); // time for a stale reply to render, if it could
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.getByRole("article", { name: "Silkworm rearing in Mysuru" })).toBeTruthy();
    expect(screen.queryByRole("article", { name: "Any job in Mysuru" })).toBeNull();
    expect(param(router, "location")).toBe("Mysore");
    expect(param(router, "category")).toBe("sericulture");
    expect(location.value).toBe("Mysore");
    expect(category.value).toBe("sericulture");
  });
});
