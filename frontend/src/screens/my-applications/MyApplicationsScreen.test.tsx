import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import query from "../../__generated__/MyApplicationsScreenQuery.graphql.ts";
import { renderRoute } from "../../test/render.tsx";
import MyApplicationsScreen from "./MyApplicationsScreen.tsx";

function application(i: number) {
  return {
    cursor: `c${i}`,
    node: {
      id: `app-${i}`,
      requestedRate: 600 + i,
      status: "pending",
      createdAt: "2026-03-04T06:30:00.000Z",
      viewerCanRate: false,
      viewerRating: null,
      workRecord: null,
      job: { id: `job-${i}`, title: `Job ${i}`, employerName: "Ramesh Gowda" },
    },
  };
}

function renderScreen(count: number, hasNextPage = false) {
  const answer = {
    UserApplicationsConnection: () => ({
      edges: Array.from({ length: count }, (_, i) => application(i)),
      pageInfo: { hasNextPage, endCursor: `c${count - 1}` },
    }),
  };
  return {
    user: userEvent.setup(),
    ...renderRoute(<MyApplicationsScreen />, { query, answer, path: "/my-applications" }),
  };
}

describe("MyApplicationsScreen", () => {
  it("lists the applications in the server's order (newest first)", async () => {
    renderScreen(3);
    expect(await screen.findByRole("heading", { level: 1, name: "My applications" })).toBeTruthy();
    expect(
      screen
        .getAllByRole("article")
        .map((a) => a.getAttribute("aria-labelledby") && a.querySelector("h2")?.textContent),
    ).toEqual(["Job 0", "Job 1", "Job 2"]);
  });

  it("loads the next 10 with 'Load more'", async () => {
    const { user, environment } = renderScreen(10, true);
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("MyApplicationsListPaginationQuery");
    expect(op.request.variables).toMatchObject({ count: 10, cursor: "c9" });
    act(() => {
      environment.mock.resolve(op, {
        data: {
          node: {
            __typename: "User",
            id: op.request.variables.id,
            applications: {
              edges: [{ ...application(10), node: { ...application(10).node, __typename: "Application" } }],
              pageInfo: { hasNextPage: false, endCursor: "c10" },
            },
          },
        },
      });
    });
    expect(await screen.findByRole("link", { name: "Job 10" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("says when there are none and points to the jobs", async () => {
    renderScreen(0);
    expect(await screen.findByText("No applications yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find Jobs" }).getAttribute("href")).toBe("/jobs");
  });
});
