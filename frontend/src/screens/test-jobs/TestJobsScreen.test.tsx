import { i18n } from "@lingui/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toaster } from "../../toasts/toaster.ts";
import { DEMO_JOBS } from "../../features/jobs/index.ts";
import { item } from "../../test/items.ts";
import { renderWithRelay } from "../../test/render.tsx";
import TestJobsScreen from "./TestJobsScreen.tsx";

const param = (router: { state: { location: { search: string } } }, key: string) =>
  new URLSearchParams(router.state.location.search).get(key);

function setup(path = "/test-jobs") {
  return { user: userEvent.setup(), ...renderWithRelay(<TestJobsScreen />, { path }) };
}

describe("TestJobsScreen", () => {
  afterEach(() => toaster.remove());

  it("shows every demo job and the count", async () => {
    setup();
    expect(await screen.findByRole("heading", { name: `${DEMO_JOBS.length} jobs found` })).toBeTruthy();
    for (const job of DEMO_JOBS) expect(screen.getByRole("article", { name: i18n._(job.title) })).toBeTruthy();
  });

  it("filters by category through the URL and clears the filters", async () => {
    const { user, router } = setup();
    const select = await screen.findByRole("combobox", { name: "Category" });
    expect((select as HTMLSelectElement).value).toBe("all");
    await user.selectOptions(select, "horticulture");
    await waitFor(() => expect(param(router, "category")).toBe("horticulture"));
    const expected = DEMO_JOBS.filter((j) => j.category === "horticulture");
    expect(screen.getAllByRole("article")).toHaveLength(expected.length);
    expect(screen.getByRole("article", { name: i18n._(item(expected, 0).title) })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    await waitFor(() => expect(param(router, "category")).toBeNull());
    expect(screen.getAllByRole("article")).toHaveLength(DEMO_JOBS.length);
  });

  it("filters by location and shows the empty state when nothing matches", async () => {
    const { user, router } = setup();
    const [place = ""] = item(DEMO_JOBS, 1).location.split(",");
    await user.type(await screen.findByRole("searchbox", { name: "Location" }), `${place}{Enter}`);
    await waitFor(() => expect(param(router, "location")).toBe(place));
    expect(screen.getAllByRole("article")).toHaveLength(DEMO_JOBS.filter((j) => j.location.includes(place)).length);

    const box = screen.getByRole("searchbox", { name: "Location" });
    await user.clear(box);
    await user.type(box, "Nowhere{Enter}");
    expect(await screen.findByText("No jobs found")).toBeTruthy();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
  });

  it("says the employer's number is not available when calling a demo employer", async () => {
    const { user } = setup();
    const job = item(DEMO_JOBS, 0);
    const card = within(await screen.findByRole("article", { name: i18n._(job.title) }));
    await user.click(card.getByRole("button", { name: "Contact Employer" }));
    await user.click(card.getByRole("button", { name: `Call ${job.employerName}` }));
    expect(await screen.findByText("Phone number not available for this employer")).toBeTruthy();
  });
});
