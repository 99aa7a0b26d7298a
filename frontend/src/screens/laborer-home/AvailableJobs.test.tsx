import { screen } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { AvailableJobsTestQuery } from "../../__generated__/AvailableJobsTestQuery.graphql.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { AvailableJobs } from "./AvailableJobs.tsx";

function Harness() {
  const data = useLazyLoadQuery<AvailableJobsTestQuery>(
    graphql`
      query AvailableJobsTestQuery @relay_test_operation {
        ...AvailableJobs_query
      }
    `,
    {},
  );
  return <AvailableJobs query={data} />;
}

type MockJob = { id: string; title: string; distanceKm?: number | null; skillsYouHave?: { name: string }[] };

function renderSection(jobs: MockJob[], recommended: MockJob[] = []) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, {
      Query: () => ({ recommendedJobs: recommended.map(() => ({})) }),
      QueryJobsConnection: () => ({ edges: jobs.map(() => ({})) }),
      // edges.<index>.node: the index picks the mock job
      Job: (context) => ({
        location: "Mandya",
        dailyRate: 700,
        isRateNegotiable: false,
        startDate: null,
        requiredSkills: [],
        viewerHasApplied: false,
        distanceKm: null,
        skillsYouHave: [],
        // recommendedJobs.<index> or jobs.edges.<index>.node: the index picks the mock job
        ...(context.path?.[0] === "recommendedJobs"
          ? recommended[Number(context.path.at(-1))]
          : jobs[Number(context.path?.at(-2))]),
      }),
    }),
  );
  return renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { environment },
  );
}

describe("AvailableJobs", () => {
  it("shows each job and View All to /all-jobs", async () => {
    const jobs = [
      { id: "j1", title: "Paddy transplanting" },
      { id: "j2", title: "Sugarcane harvest" },
    ];
    renderSection(jobs);
    expect(await screen.findByRole("heading", { level: 2, name: "Available Jobs" })).toBeTruthy();
    // each job is a shared JobCard: an article named by its title, with Apply Now
    expect(screen.getAllByRole("article")).toHaveLength(jobs.length);
    for (const job of jobs) expect(screen.getByRole("article", { name: job.title })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "Apply Now" })).toHaveLength(jobs.length);
    expect(screen.getByRole("link", { name: "View All" }).getAttribute("href")).toBe("/all-jobs");
    expect(screen.queryByText("No jobs available right now")).toBeNull();
    expect(screen.getByRole("note").textContent).toBe("Never pay anyone to get a job.");
  });

  it("shows the empty state", async () => {
    renderSection([]);
    expect(await screen.findByText("No jobs available right now")).toBeTruthy();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "View All" })).toBeTruthy();
  });

  it("becomes Jobs for you once there are recommendations, each with its reason", async () => {
    renderSection(
      [{ id: "j1", title: "Newest job" }],
      [
        { id: "r1", title: "Milking at Ravi's dairy", distanceKm: 2.46, skillsYouHave: [{ name: "Milking" }] },
        { id: "r2", title: "Paddy harvest", distanceKm: 17.6, skillsYouHave: [] },
      ],
    );
    expect(await screen.findByRole("heading", { level: 2, name: "Jobs for you" })).toBeTruthy();
    expect(
      screen
        .getAllByRole("article")
        .map((card) => card.getAttribute("aria-labelledby") && card.querySelector("h3")?.textContent),
    ).toEqual(["Milking at Ravi's dairy", "Paddy harvest"]);
    expect(screen.getByText("Needs Milking · 2.5 km")).toBeTruthy();
    expect(screen.getByText("18 km")).toBeTruthy();
    expect(screen.queryByRole("article", { name: "Newest job" })).toBeNull();
  });
});
