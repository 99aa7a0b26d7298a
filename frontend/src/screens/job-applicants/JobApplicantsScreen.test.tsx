import { act, screen } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/JobApplicantsScreenQuery.graphql.ts";
import { renderRoute } from "../../test/render.tsx";
import JobApplicantsScreen from "./JobApplicantsScreen.tsx";

function open(resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  const utils = renderRoute(<JobApplicantsScreen />, {
    query,
    variables: { jobId: "job-1" },
    path: "/employer/jobs/job-1/applicants",
  });
  const operation = utils.environment.mock.getMostRecentOperation();
  expect(operation.request.variables).toEqual({ jobId: "job-1" });
  act(() => {
    utils.environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  });
  return utils;
}

describe("JobApplicantsScreen", () => {
  it("names the job (to its screen) and says when nobody has applied yet", async () => {
    open({
      QueryJobResult: () => ({ __typename: "QueryJobSuccess" }),
      Job: () => ({ id: "job-1", title: "Paddy Transplanting", status: "active" }),
      UserReceivedApplicationsConnection: () => ({ totalCount: 0, edges: [] }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Applicants" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Paddy Transplanting" }).getAttribute("href")).toBe("/job/job-1");
    expect(screen.getByText("0 applications")).toBeTruthy();
    expect(screen.getByText("No one has applied for this job yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/employer-dashboard");
  });

  it("lists each applicant", async () => {
    const laborers = [
      { firstName: "Lakshmi", lastName: "Naik", rating: 4.1, completedJobs: 2, skillBadges: [] },
      { firstName: "Ravi", lastName: "Kumar", rating: null, completedJobs: 0, skillBadges: [] },
    ];
    let next = 0;
    open({
      QueryJobResult: () => ({ __typename: "QueryJobSuccess" }),
      Job: () => ({ id: "job-1", title: "Paddy Transplanting", status: "closed" }),
      User: (context) => (context.path?.includes("laborer") ? laborers[next++ % laborers.length] : undefined),
      UserReceivedApplicationsConnection: () => ({
        totalCount: 2,
        edges: [{ node: { id: "a1", workRecord: null } }, { node: { id: "a2", workRecord: null } }],
      }),
    });
    expect(await screen.findByRole("heading", { name: "Lakshmi Naik" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Ravi Kumar" })).toBeTruthy();
    expect(screen.getByText("2 applications")).toBeTruthy();
    expect(screen.getByText("Closed")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Suggested workers" })).toBeNull();
  });

  it("while the job is open, suggests workers, each with how far and whether available now", async () => {
    open({
      QueryJobResult: () => ({ __typename: "QueryJobSuccess" }),
      Job: () => ({
        id: "job-1",
        title: "Milking",
        status: "active",
        suggestedWorkers: [
          {
            id: "u1",
            firstName: "Lakshmi",
            lastName: "Naik",
            location: "Maddur, Mandya",
            available: true,
            distanceKm: 1.24,
            skillBadges: [],
          },
        ],
      }),
      UserReceivedApplicationsConnection: () => ({ totalCount: 0, edges: [] }),
    });
    const section = await screen.findByRole("region", { name: "Suggested workers" });
    expect(section.querySelector("h3")?.textContent).toBe("Lakshmi Naik");
    expect(section.textContent).toContain("· 1.2 km");
    expect(section.textContent).toContain("Available now");
    expect(section.textContent).toContain("Contact");
  });

  it("says so when no worker is suggested, and suggests none for a closed job", async () => {
    open({
      QueryJobResult: () => ({ __typename: "QueryJobSuccess" }),
      Job: () => ({ id: "job-1", title: "Milking", status: "active", suggestedWorkers: [] }),
      UserReceivedApplicationsConnection: () => ({ totalCount: 0, edges: [] }),
    });
    expect(await screen.findByText("No available worker with this job's skills lives within reach yet.")).toBeTruthy();
  });

  it("says so when the job does not exist", async () => {
    const { environment } = renderRoute(<JobApplicantsScreen />, {
      query,
      variables: { jobId: "job-1" },
      path: "/employer/jobs/job-1/applicants",
    });
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          job: { __typename: "NotFoundError" },
          viewer: { id: "employer-1", receivedApplications: { totalCount: 0, edges: [] } },
        },
      });
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Job not found" })).toBeTruthy();
  });
});
