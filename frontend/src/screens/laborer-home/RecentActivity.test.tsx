import { act, screen } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { RecentActivityTestQuery } from "../../__generated__/RecentActivityTestQuery.graphql.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { RecentActivity } from "./RecentActivity.tsx";

function Harness() {
  const data = useLazyLoadQuery<RecentActivityTestQuery>(
    graphql`
      query RecentActivityTestQuery @relay_test_operation {
        viewer {
          ...RecentActivity_user
        }
      }
    `,
    {},
  );
  return data.viewer ? <RecentActivity user={data.viewer} /> : null;
}

function renderActivity(recentActivity: unknown[]) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, { User: () => ({ recentActivity }) }),
    );
  });
  return utils;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe("RecentActivity", () => {
  it("shows the welcome message only while there is no activity", async () => {
    renderActivity([]);
    expect(await screen.findByRole("heading", { name: "Recent Activity" })).toBeTruthy();
    expect(screen.getByText(/Welcome to KhetSetu!/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "My applications" }).getAttribute("href")).toBe("/my-applications");
  });

  it("lists each kind of event, linking to the job or the conversation", async () => {
    renderActivity([
      {
        id: "message:1",
        kind: "message",
        at: hoursAgo(1),
        jobId: "job-2",
        jobTitle: "Sowing",
        conversationId: "conv-1",
        fromName: "Gopal Rao",
      },
      {
        id: "declined:3",
        kind: "declined",
        at: hoursAgo(2),
        jobId: "job-3",
        jobTitle: "Harvest",
        conversationId: null,
        fromName: null,
      },
      {
        id: "accepted:2",
        kind: "accepted",
        at: hoursAgo(3),
        jobId: "job-2",
        jobTitle: "Sowing",
        conversationId: null,
        fromName: null,
      },
      {
        id: "applied:1",
        kind: "applied",
        at: hoursAgo(30),
        jobId: "job-1",
        jobTitle: "Weeding",
        conversationId: null,
        fromName: null,
      },
      {
        id: "completed:7",
        kind: "completed",
        at: hoursAgo(40),
        jobId: null,
        jobTitle: null,
        conversationId: null,
        fromName: null,
        courseId: "course-7",
        courseTitle: "Drip irrigation",
      },
      {
        id: "enrolled:7",
        kind: "enrolled",
        at: hoursAgo(50),
        jobId: null,
        jobTitle: null,
        conversationId: null,
        fromName: null,
        courseId: "course-7",
        courseTitle: "Drip irrigation",
      },
    ]);
    expect(await screen.findByRole("link", { name: "New message from Gopal Rao" })).toHaveProperty(
      "href",
      expect.stringContaining("/messages?conversation=conv-1"),
    );
    expect(screen.getByRole("link", { name: "Your application for Harvest was declined" }).getAttribute("href")).toBe(
      "/job/job-3",
    );
    expect(screen.getByRole("link", { name: "Your application for Sowing was accepted" }).getAttribute("href")).toBe(
      "/job/job-2",
    );
    expect(screen.getByRole("link", { name: "You applied for Weeding" })).toBeTruthy();
    expect(screen.getAllByText(/^1 day ago$|^2 days ago$/)).toHaveLength(3);
    expect(screen.queryByText(/Welcome to KhetSetu!/)).toBeNull();
    expect(screen.getByRole("link", { name: "You completed Drip irrigation" }).getAttribute("href")).toBe(
      "/course/course-7",
    );
    expect(screen.getByRole("link", { name: "You enrolled in Drip irrigation" }).getAttribute("href")).toBe(
      "/course/course-7",
    );
    expect(screen.getAllByRole("listitem")).toHaveLength(6);
  });
});
