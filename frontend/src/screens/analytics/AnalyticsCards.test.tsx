import { act, screen, waitFor, within } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { AnalyticsCardsTestQuery } from "../../__generated__/AnalyticsCardsTestQuery.graphql.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { AcceptanceCard } from "./AcceptanceCard.tsx";
import { JobViewsCard } from "./JobViewsCard.tsx";
import { WeeklyActivityCard } from "./WeeklyActivityCard.tsx";

function Harness() {
  const data = useLazyLoadQuery<AnalyticsCardsTestQuery>(
    graphql`
      query AnalyticsCardsTestQuery @relay_test_operation {
        viewer {
          employerAnalytics {
            ...WeeklyActivityCard_analytics
            ...AcceptanceCard_analytics
            ...JobViewsCard_analytics
          }
        }
      }
    `,
    {},
  );
  const analytics = data.viewer?.employerAnalytics;
  if (!analytics) return null;
  return (
    <>
      <WeeklyActivityCard analytics={analytics} />
      <AcceptanceCard analytics={analytics} />
      <JobViewsCard analytics={analytics} />
    </>
  );
}

async function renderCards(analytics: Record<string, unknown>) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, { EmployerAnalytics: () => analytics }),
    );
  });
  await waitFor(() => expect(screen.queryByText("loading")).toBeNull());
  return utils;
}

const WEEKS = [
  { weekStart: "2026-11-09", jobsPosted: 2, applicationsReceived: 5 },
  { weekStart: "2026-11-16", jobsPosted: 0, applicationsReceived: 3 },
  { weekStart: "2026-11-23", jobsPosted: 1, applicationsReceived: 0 },
];

describe("analytics cards", () => {
  it("show the server's weekly counts, acceptance rate and views per job, with tables for screen readers", async () => {
    await renderCards({
      weeks: WEEKS,
      accepted: 3,
      declined: 1,
      pending: 4,
      acceptanceRate: 0.75,
      jobViews: [
        { jobId: "job-1", title: "Sugarcane harvesting near Mandya", views: 41 },
        { jobId: "job-2", title: "Weeding", views: 7 },
      ],
    });
    const weekly = screen.getByRole("table", { name: "Jobs posted and applications received per week" });
    const rows = within(weekly).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      ),
    ).toEqual(WEEKS.map((week) => [String(week.jobsPosted), String(week.applicationsReceived)]));
    expect(within(rows[0]!).getByRole("rowheader").textContent).toBe("9 Nov");

    expect(screen.getByText("75%")).toBeTruthy();
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("75");
    expect(screen.getByText("Accepted: 3")).toBeTruthy();
    expect(screen.getByText("Declined: 1")).toBeTruthy();
    expect(screen.getByText("Pending: 4")).toBeTruthy();

    const views = screen.getByRole("table", { name: "Views per job" });
    expect(within(views).getByRole("rowheader", { name: "Sugarcane harvesting near Mandya" })).toBeTruthy();
    expect(
      within(views)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["41", "7"]);
  });

  it("say so when there is nothing to chart yet", async () => {
    await renderCards({
      weeks: WEEKS.map((week) => ({ ...week, jobsPosted: 0, applicationsReceived: 0 })),
      accepted: 0,
      declined: 0,
      pending: 0,
      acceptanceRate: null,
      jobViews: [],
    });
    expect(screen.getByText("No jobs or applications in the last 8 weeks.")).toBeTruthy();
    expect(screen.getByText("No applications decided yet.")).toBeTruthy();
    expect(screen.getByText("Post a job to see how many people view it.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
