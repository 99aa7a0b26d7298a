import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import query from "../../__generated__/TrainingScreenQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import type { Session, UserType } from "../../session/session.ts";
import { answerPlaceSearch, operationsNamed } from "../../test/places.ts";
import { renderRoute } from "../../test/render.tsx";
import { trainingVariables } from "./trainingFilters.ts";
import TrainingScreen from "./TrainingScreen.tsx";

const session = vi.hoisted(() => ({ value: { viewer: { id: "u1", userType: "laborer" } } as Session }));
vi.mock("../../session/session.ts", async (original) => ({
  ...(await original<typeof import("../../session/session.ts")>()),
  useSession: () => session.value,
}));

function course(i: number, title: string) {
  return {
    cursor: `c${i}`,
    node: {
      __typename: "Course",
      id: `course-${i}`,
      title,
      description: "",
      duration: 3,
      location: "Mandya",
      certificateProvided: false,
      price: 0,
      isFree: true,
      status: "active",
      viewerIsEnrolled: false,
      currentEnrollments: 0,
      seatsLeft: null,
    },
  };
}

function enrollment(i: number, title: string, status = "enrolled") {
  return {
    cursor: `e${i}`,
    node: {
      __typename: "Enrollment",
      id: `enrollment-${i}`,
      status,
      createdAt: "2026-03-04T06:30:00.000Z",
      completedAt: status === "completed" ? "2026-03-20T06:30:00.000Z" : null,
      course: { id: `course-${i}`, title, providerName: "KVK Mandya", certificateProvided: true },
    },
  };
}

type Page = { edges: unknown[]; hasNextPage?: boolean };

function setup(path: string, page: Page, role: UserType = "laborer") {
  session.value = { viewer: { id: "u1", userType: role } };
  const variables = trainingVariables(new URL(path, "http://x").searchParams, role);
  const connection = () => ({
    edges: page.edges,
    pageInfo: { hasNextPage: page.hasNextPage ?? false, endCursor: "c-last" },
  });
  const answer = { QueryCoursesConnection: connection, QueryMyEnrollmentsConnection: connection };
  return { user: userEvent.setup(), ...renderRoute(<TrainingScreen />, { query, variables, answer, path }) };
}

const param = (router: { state: { location: { search: string } } }, key: string) =>
  new URLSearchParams(router.state.location.search).get(key);

describe("TrainingScreen", () => {
  afterEach(() => toaster.remove());

  it("lists the courses as course cards, with the tabs for a laborer", async () => {
    setup("/training", { edges: [course(0, "Drip Irrigation"), course(1, "Dairy Management")] });
    expect(await screen.findByRole("heading", { level: 1, name: "Training" })).toBeTruthy();
    expect(screen.getAllByRole("article").map((a) => a.querySelector("h3")?.textContent)).toEqual([
      "Drip Irrigation",
      "Dairy Management",
    ]);
    const tabs = within(screen.getByRole("navigation", { name: "Training" }));
    expect(tabs.getByRole("link", { name: "Find training" }).getAttribute("aria-current")).toBe("page");
    expect(tabs.getByRole("link", { name: "My trainings" }).getAttribute("href")).toBe("/training?tab=mine");
  });

  it("says when no course matches", async () => {
    setup("/training?q=zzz", { edges: [] });
    expect(await screen.findByText("No training programs found")).toBeTruthy();
  });

  it("keeps every filter in the URL, as the loader reads it", async () => {
    const { user, router } = setup("/training", { edges: [course(0, "Drip Irrigation")] });
    await user.type(await screen.findByRole("searchbox", { name: "Search training" }), "silk{Enter}");
    await waitFor(() => expect(param(router, "q")).toBe("silk"));
    await user.selectOptions(screen.getByRole("combobox", { name: "Skill category" }), "sericulture");
    await waitFor(() => expect(param(router, "category")).toBe("sericulture"));
    await user.type(screen.getByRole("combobox", { name: "Place" }), "Mandya{Enter}");
    await waitFor(() => expect(param(router, "place")).toBe("Mandya"));
    // Online courses only takes the place's turn: the place search goes while it is ticked.
    await user.click(screen.getByRole("checkbox", { name: "Online courses only" }));
    await waitFor(() => expect(param(router, "place")).toBe("Online"));
    expect(screen.queryByRole("combobox", { name: "Place" })).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: "Free courses only" }));
    await waitFor(() => expect(param(router, "free")).toBe("1"));
    expect(trainingVariables(new URLSearchParams(router.state.location.search), "laborer")).toEqual({
      mine: false,
      search: "silk",
      location: "Online",
      skillCategory: "sericulture",
      freeOnly: true,
    });
    await user.click(screen.getByRole("checkbox", { name: "Free courses only" }));
    await waitFor(() => expect(param(router, "free")).toBeNull());
    await user.click(screen.getByRole("checkbox", { name: "Online courses only" }));
    await waitFor(() => expect(param(router, "place")).toBeNull());
    expect((screen.getByRole("combobox", { name: "Place" }) as HTMLInputElement).value).toBe("");
  });

  it("suggests places as one is typed, and searches the courses of the place typed, in any language", async () => {
    session.value = { viewer: { id: "u1", userType: "laborer" } };
    const user = userEvent.setup();
    const { router, environment } = renderRoute(<TrainingScreen />, {
      query,
      variables: (url) => trainingVariables(url.searchParams, "laborer"),
      answer: { QueryCoursesConnection: () => ({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } }) },
      path: "/training",
    });
    const place = await screen.findByRole("combobox", { name: "Place" });
    await user.type(place, "मैसू");
    await answerPlaceSearch(environment, "मैसू", [
      { name: "Mysuru", kind: "district", district: "Mysuru", state: "Karnataka" },
    ]);
    await waitFor(() => expect(document.querySelector("datalist option")?.getAttribute("value")).toBe("Mysuru"));
    await user.type(place, "रु{Enter}");
    await waitFor(() => expect(param(router, "place")).toBe("मैसूरु"));
    await waitFor(() =>
      expect(operationsNamed(environment, "TrainingScreenQuery").at(-1)?.request.variables).toMatchObject({
        location: "मैसूरु",
        mine: false,
      }),
    );
  });

  it("offers the course skill categories, a place search and online courses only", async () => {
    setup("/training", { edges: [] });
    const category = await screen.findByRole("combobox", { name: "Skill category" });
    expect(
      within(category)
        .getAllByRole("option")
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(["", "field_activities", "animal_husbandry", "horticulture", "fisheries", "sericulture"]);
    expect(screen.getByRole("combobox", { name: "Place" }).getAttribute("placeholder")).toBe(
      "Village, town or pincode",
    );
    expect((screen.getByRole("checkbox", { name: "Online courses only" }) as HTMLInputElement).checked).toBe(false);
  });

  it("ignores filter values it does not know, and passes any place on (the server reads its names)", () => {
    expect(
      trainingVariables(new URLSearchParams("category=plant_protection&place=%20Paris%20&free=yes&q=%20"), "laborer"),
    ).toEqual({
      mine: false,
      search: null,
      location: "Paris",
      skillCategory: null,
      freeOnly: null,
    });
    expect(trainingVariables(new URLSearchParams("place=online"), "laborer").location).toBe("Online");
    expect(trainingVariables(new URLSearchParams("place=%20"), "laborer").location).toBeNull();
  });

  it("loads the next 10 courses with the same filters", async () => {
    const { user, environment } = setup("/training?free=1", {
      edges: [course(0, "Drip Irrigation")],
      hasNextPage: true,
    });
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("TrainingCoursesListPaginationQuery");
    expect(op.request.variables).toMatchObject({ count: 10, cursor: "c-last", freeOnly: true });
    act(() => {
      environment.mock.resolve(op, {
        data: { courses: { edges: [course(1, "Goat Rearing")], pageInfo: { hasNextPage: false, endCursor: "c1" } } },
      });
    });
    expect(await screen.findByRole("article", { name: "Goat Rearing" })).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("shows a laborer's trainings under My trainings, without the search", async () => {
    setup("/training?tab=mine", {
      edges: [enrollment(0, "Drip Irrigation"), enrollment(1, "Goat Rearing", "completed")],
    });
    expect(await screen.findByRole("heading", { level: 2, name: "My trainings" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "My trainings" }).getAttribute("aria-current")).toBe("page");
    expect(screen.queryByRole("searchbox")).toBeNull();
    const first = within(screen.getByRole("article", { name: "Drip Irrigation" }));
    expect(first.getByText("Enrolled")).toBeTruthy();
    const second = within(screen.getByRole("article", { name: "Goat Rearing" }));
    expect(second.getByText("Completed")).toBeTruthy();
    expect(second.getByText("Certificate: ask the provider for your certificate")).toBeTruthy();
  });

  it("loads the next 10 enrolments", async () => {
    const { user, environment } = setup("/training?tab=mine", {
      edges: [enrollment(0, "Drip Irrigation")],
      hasNextPage: true,
    });
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("MyTrainingsListPaginationQuery");
    expect(op.request.variables).toMatchObject({ count: 10, cursor: "c-last" });
  });

  it("says when the laborer has no trainings yet and points to Find training", async () => {
    setup("/training?tab=mine", { edges: [] });
    expect(await screen.findByText("No trainings yet")).toBeTruthy();
    const main = within(screen.getByRole("main"));
    expect(main.getAllByRole("link", { name: "Find training" }).map((a) => a.getAttribute("href"))).toEqual([
      "/training",
      "/training",
    ]);
  });

  it.each(["employer", "training_provider"] as const)(
    "gives a %s the course search only, even at ?tab=mine",
    async (role) => {
      setup("/training?tab=mine", { edges: [course(0, "Drip Irrigation")] }, role);
      expect(await screen.findByRole("article", { name: "Drip Irrigation" })).toBeTruthy();
      expect(screen.queryByRole("navigation", { name: "Training" })).toBeNull();
      expect(screen.queryByRole("heading", { name: "My trainings" })).toBeNull();
      expect(trainingVariables(new URLSearchParams("tab=mine"), role).mine).toBe(false);
    },
  );
});
