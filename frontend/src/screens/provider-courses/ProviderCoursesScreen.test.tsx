import { act, screen, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it, vi } from "vitest";
import query from "../../__generated__/ProviderCoursesScreenQuery.graphql.ts";
import { renderRoute } from "../../test/render.tsx";
import ProviderCoursesScreen from "./ProviderCoursesScreen.tsx";

const COURSES = [
  {
    id: "course-1",
    title: "Organic farming",
    status: "active",
    currentEnrollments: 1,
    maxEnrollments: 1,
    completionRate: 100,
  },
  {
    id: "course-2",
    title: "Drip irrigation",
    status: "closed",
    currentEnrollments: 0,
    maxEnrollments: null,
    completionRate: null,
  },
];

function open(userType: string, courses: Array<Record<string, unknown>> = COURSES) {
  const utils = renderRoute(<ProviderCoursesScreen />, { query, variables: { provider: true }, path: "/courses" });
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        User: (context) =>
          context.path?.includes("laborer")
            ? { firstName: "Lakshmi", lastName: "Naik", cityVillage: "Maddur", mobileNumber: null }
            : { id: "provider-1", userType },
        QueryMyCoursesConnection: () => ({
          edges: courses.map((node) => ({ node: { __typename: "Course", ...node } })),
        }),
        CourseEnrollmentsConnection: (context) =>
          context.path?.includes("0")
            ? {
                edges: [
                  {
                    node: {
                      __typename: "Enrollment",
                      id: "enr-1",
                      status: "completed",
                      createdAt: "2026-11-20T06:30:00.000Z",
                    },
                  },
                ],
                pageInfo: { hasNextPage: false },
              }
            : { edges: [], pageInfo: { hasNextPage: false } },
      }),
    );
  });
  return utils;
}

describe("ProviderCoursesScreen", () => {
  it("lists each of the provider's courses with its students and completion rate", async () => {
    open("training_provider");
    expect(await screen.findByRole("heading", { level: 1, name: "Courses and Students" })).toBeTruthy();
    await screen.findByText("Organic farming");
    const organic = screen.getByRole("region", { name: "Organic farming" });
    expect(within(organic).getByText("1/1 enrolled")).toBeTruthy();
    expect(within(organic).getByText("Completion rate: 100%")).toBeTruthy();
    expect(within(organic).getByText("Lakshmi Naik")).toBeTruthy();
    expect(within(organic).getByText("Completed")).toBeTruthy();
    const drip = screen.getByRole("region", { name: "Drip irrigation" });
    expect(within(drip).getByText("Closed")).toBeTruthy();
    expect(within(drip).getByText("No students yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/training-provider");
  });

  it("offers Create Course when there are no courses yet", async () => {
    open("training_provider", []);
    expect((await screen.findByRole("link", { name: "Create Course" })).getAttribute("href")).toBe("/create-course");
    expect(
      screen.getByText("You have not created any courses yet. Create a course to start enrolling students."),
    ).toBeTruthy();
  });

  it("sends anyone who is not a training provider to their own home", async () => {
    const { router } = open("laborer", []);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
