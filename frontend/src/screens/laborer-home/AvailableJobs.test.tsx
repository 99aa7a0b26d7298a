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

function renderSection(jobs: { id: string; title: string }[]) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, {
      QueryJobsConnection: () => ({ edges: jobs.map(() => ({})) }),
      // edges.<index>.node: the index picks the mock job
      Job: (context) => ({
        location: "Mandya",
        dailyRate: 700,
        isRateNegotiable: false,
        startDate: null,
        requiredSkills: [],
        viewerHasApplied: false,
        ...jobs[Number(context.path?.at(-2))],
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
  });

  it("shows the empty state", async () => {
    renderSection([]);
    expect(await screen.findByText("No jobs available right now")).toBeTruthy();
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.getByRole("link", { name: "View All" })).toBeTruthy();
  });
});
