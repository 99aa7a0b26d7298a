import { act, screen, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it, vi } from "vitest";
import query from "../../__generated__/EmployerDashboardScreenQuery.graphql.ts";
import { renderRoute } from "../../test/render.tsx";
import EmployerDashboardScreen from "./EmployerDashboardScreen.tsx";

const EMPLOYER = {
  id: "employer-1",
  userType: "employer",
  firstName: "Ramesh",
  lastName: "Gowda",
  email: null,
  mobileNumber: "9876500101",
  activeJobsCount: 2,
  rating: null,
  reviewCount: 0,
};

function resolve(
  environment: ReturnType<typeof renderRoute>["environment"],
  viewer: Record<string, unknown> | null,
  lists: { applications?: number; jobs?: Array<Record<string, unknown>> } = {},
) {
  act(() => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        Query: () => ({ viewer }),
        User: (context) =>
          context.path?.includes("laborer")
            ? { firstName: "Lakshmi", lastName: "Naik", rating: 4.2, completedJobs: 3 }
            : viewer,
        UserReceivedApplicationsConnection: () => ({
          totalCount: lists.applications ?? 0,
          edges: Array.from({ length: lists.applications ?? 0 }, (_, i) => ({
            node: { id: `app-${i}`, status: "pending", requestedRate: 700, job: { title: "Paddy Transplanting" } },
          })),
        }),
        UserPostedJobsConnection: () => ({ edges: (lists.jobs ?? []).map((node) => ({ node })) }),
      }),
    );
  });
}

describe("EmployerDashboardScreen", () => {
  it("shows the employer's own rating once workers have rated them", async () => {
    const { environment } = renderRoute(<EmployerDashboardScreen />, { query, path: "/employer-dashboard" });
    resolve(environment, { ...EMPLOYER, rating: 4.3, reviewCount: 3 }, { applications: 0, jobs: [] });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByText("Rating").previousElementSibling?.textContent).toBe("4.3");
  });

  it("shows 'New' instead of a rating while no worker has rated the employer", async () => {
    const { environment } = renderRoute(<EmployerDashboardScreen />, { query, path: "/employer-dashboard" });
    resolve(environment, EMPLOYER, { applications: 0, jobs: [] });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByText("Rating").previousElementSibling?.textContent).toBe("New");
  });

  it("shows the employer's header, counters, quick actions, applications, postings and account cards", async () => {
    const { environment } = renderRoute(<EmployerDashboardScreen />, { query, path: "/employer-dashboard" });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("EmployerDashboardScreenQuery");
    resolve(environment, EMPLOYER, {
      applications: 2,
      jobs: [
        {
          id: "job-1",
          title: "Paddy Transplanting",
          status: "active",
          applicationsCount: 2,
          viewsCount: 5,
          createdAt: "2026-11-20T06:30:00.000Z",
        },
        {
          id: "job-2",
          title: "Mango Picking",
          status: "closed",
          applicationsCount: 0,
          viewsCount: 9,
          createdAt: "2026-11-10T06:30:00.000Z",
        },
      ],
    });

    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Ramesh Gowda");
    expect(screen.getByText("Farm Owner")).toBeTruthy();
    const tile = (label: string) => screen.getByText(label).previousElementSibling?.textContent;
    expect(tile("Active Jobs")).toBe("2");
    expect(tile("Applications")).toBe("2");
    expect(tile("Rating")).toBe("New");
    expect(screen.getByRole("link", { name: "Post New Job" })).toBeTruthy();

    const applications = screen.getByRole("region", { name: "Recent Applications" });
    expect(within(applications).getAllByRole("button", { name: /^Accept/ })).toHaveLength(2);
    // The postings and account cards render after the first paint (their code loads lazily).
    const postings = await screen.findByRole("region", { name: "Active Job Postings" });
    expect(within(postings).getByRole("link", { name: "Paddy Transplanting" })).toBeTruthy();
    expect(within(postings).queryByRole("link", { name: "Mango Picking" })).toBeNull();
    // A closed job is listed under Closed Jobs, and says so.
    const closed = screen.getByRole("region", { name: "Closed Jobs" });
    expect(within(closed).getByRole("link", { name: "Mango Picking" })).toBeTruthy();
    expect(within(closed).getByText("Closed")).toBeTruthy();
    expect(within(closed).queryByRole("link", { name: "Paddy Transplanting" })).toBeNull();
    expect(screen.getByRole("region", { name: "Account Management" })).toBeTruthy();
  });

  it("says when there are no applications and no jobs yet", async () => {
    const { environment } = renderRoute(<EmployerDashboardScreen />, { query, path: "/employer-dashboard" });
    resolve(environment, { ...EMPLOYER, activeJobsCount: 0 });
    expect(
      await screen.findByText("No applications yet. Workers who apply to your jobs will appear here."),
    ).toBeTruthy();
    expect(
      await screen.findByText("You have not posted any jobs yet. Post a job to start receiving applications."),
    ).toBeTruthy();
  });

  it("sends anyone who is not an employer to their own home", async () => {
    const { environment, router } = renderRoute(<EmployerDashboardScreen />, { query, path: "/employer-dashboard" });
    resolve(environment, { ...EMPLOYER, userType: "laborer" });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
