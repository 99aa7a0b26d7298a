import { i18n } from "@lingui/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import query from "../../__generated__/AllJobsScreenQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { DEMO_JOBS } from "../../features/jobs/index.ts";
import { renderRoute } from "../../test/render.tsx";
import { allJobsVariables } from "./AllJobsScreen.loader.ts";
import AllJobsScreen from "./AllJobsScreen.tsx";

type Outcome = { titles: string[] } | { fail: true };

function setup(outcome: Outcome, path = "/all-jobs") {
  const variables = allJobsVariables(new URL(path, "http://x").searchParams);
  const answer =
    "fail" in outcome
      ? new Error("500: Internal Server Error")
      : {
          QueryJobsConnection: () => ({
            totalCount: outcome.titles.length,
            edges: outcome.titles.map((title, i) => ({
              cursor: `c${i}`,
              node: {
                id: `job-${i}`,
                title,
                viewerHasApplied: false,
                employer: { id: `emp-${i}`, firstName: "Ravi", mobileNumber: "9876500101" },
              },
            })),
          }),
        };
  return { user: userEvent.setup(), ...renderRoute(<AllJobsScreen />, { query, variables, answer, path }) };
}

const demoTitles = DEMO_JOBS.map((job) => i18n._(job.title));

describe("AllJobsScreen", () => {
  afterEach(() => toaster.remove());

  it("shows the server's jobs with Apply Now and Contact Employer", async () => {
    const titles = ["Sugarcane Cutting", "Arecanut Harvest"];
    const { user } = setup({ titles });
    const card = within(await screen.findByRole("article", { name: titles[0] }));
    expect(screen.getAllByRole("article")).toHaveLength(titles.length);
    expect(screen.queryByRole("article", { name: demoTitles[0] })).toBeNull();
    expect(card.getByRole("button", { name: "Apply Now" })).toBeTruthy();
    await user.click(card.getByRole("button", { name: "Contact Employer" }));
    expect(card.getByRole("link", { name: /^Call/ }).getAttribute("href")).toBe("tel:+919876500101");
  });

  it("falls back to the demo jobs when the server returns none", async () => {
    setup({ titles: [] });
    for (const title of demoTitles) expect(await screen.findByRole("article", { name: title })).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(DEMO_JOBS.length);
  });

  it("toasts 'Failed to fetch jobs' and falls back to the demo jobs when the request fails", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    setup({ fail: true });
    expect(await screen.findByText("Failed to fetch jobs")).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(DEMO_JOBS.length);
    quiet.mockRestore();
  });

  it("writes the location and category filters to the URL", async () => {
    const { user, router } = setup({ titles: ["Sugarcane Cutting"] });
    await user.type(await screen.findByRole("searchbox", { name: "Location" }), "Mysore{Enter}");
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("location")).toBe("Mysore"));
    await user.selectOptions(screen.getByRole("combobox", { name: "Category" }), "fisheries");
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get("category")).toBe("fisheries"));
    expect(new URLSearchParams(router.state.location.search).get("location")).toBe("Mysore");
  });

  it("maps the URL to the query variables", () => {
    expect(allJobsVariables(new URLSearchParams("?location=%20Mysore&category=plant_protection"))).toEqual({
      location: "Mysore",
      category: "plant_protection",
    });
    expect(allJobsVariables(new URLSearchParams("?category=all"))).toEqual({ location: null, category: null });
  });
});
