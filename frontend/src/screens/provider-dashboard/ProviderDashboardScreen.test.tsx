import { act, screen, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it, vi } from "vitest";
import query from "../../__generated__/ProviderDashboardScreenQuery.graphql.ts";
import { expectLength } from "../../test/items.ts";
import { renderRoute } from "../../test/render.tsx";
import ProviderDashboardScreen from "./ProviderDashboardScreen.tsx";

const PROVIDER = {
  id: "provider-1",
  userType: "training_provider",
  firstName: null,
  lastName: null,
  email: "kvk@example.org",
  mobileNumber: "9876500201",
  rating: null,
  reviewCount: 0,
};
const COURSES = [
  {
    id: "course-1",
    title: "Organic farming",
    status: "active",
    currentEnrollments: 1,
    maxEnrollments: 1,
    startDate: "2026-12-01",
  },
  {
    id: "course-2",
    title: "Drip irrigation",
    status: "draft",
    currentEnrollments: 0,
    maxEnrollments: null,
    startDate: null,
  },
];
const ENROLLMENTS = [
  {
    id: "enr-1",
    status: "completed",
    createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    laborer: { firstName: "Lakshmi", lastName: "Naik" },
    course: { title: "Organic farming" },
  },
  {
    id: "enr-2",
    status: "enrolled",
    createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    laborer: { firstName: "Ravi", lastName: null },
    course: { title: "Drip irrigation" },
  },
];

function open(
  viewer: Record<string, unknown>,
  lists: { courses?: typeof COURSES; enrollments?: typeof ENROLLMENTS } = {},
) {
  const utils = renderRoute(<ProviderDashboardScreen />, {
    query,
    variables: { provider: true },
    path: "/training-provider",
  });
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        // A student is the laborer of the enrolment at that place in the list; any other user is the viewer.
        User: (context) => {
          const edge = context.path?.includes("laborer")
            ? Number(context.path[context.path.indexOf("edges") + 1])
            : null;
          return edge === null ? viewer : lists.enrollments?.[edge]?.laborer;
        },
        CourseStats: () => ({ activeCourses: 1, studentsEnrolled: 2 }),
        QueryMyCoursesConnection: () => ({
          edges: (lists.courses ?? []).map((node) => ({ node: { __typename: "Course", ...node } })),
        }),
        QueryMyStudentEnrollmentsConnection: () => ({
          edges: (lists.enrollments ?? []).map((node) => ({ node: { __typename: "Enrollment", ...node } })),
        }),
      }),
    );
  });
  return utils;
}

describe("ProviderDashboardScreen", () => {
  it("shows the header, counters, actions, courses, student activity and account cards", async () => {
    const { environment } = open(PROVIDER, { courses: COURSES, enrollments: ENROLLMENTS });
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    // No name given: the e-mail greets them.
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("kvk@example.org");
    expect(screen.getByText("Training Provider")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/settings");
    expect(screen.getByRole("link", { name: "Logout" }).getAttribute("href")).toBe("/api/logout");
    const tile = (label: string) => screen.getByText(label).previousElementSibling?.textContent;
    expect(tile("Active Courses")).toBe("1");
    expect(tile("Students Enrolled")).toBe("2");
    // Nobody has rated this provider: no figure, "New".
    expect(tile("Rating")).toBe("New");
    expect(screen.getByRole("link", { name: "Create Course" }).getAttribute("href")).toBe("/create-course");
    expect(screen.getByRole("link", { name: "View Analytics" }).getAttribute("href")).toBe("/analytics");

    const courses = screen.getByRole("region", { name: "Your Courses" });
    expect(
      within(courses)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Organic farming", "Drip irrigation"]);
    expect(within(courses).getByText("1/1 enrolled")).toBeTruthy();
    expect(within(courses).getByText("Draft")).toBeTruthy();

    // Student activity and the account cards render after the first paint (their code loads lazily).
    const activity = await screen.findByRole("region", { name: "Recent Student Activity" });
    const items = expectLength(within(activity).getAllByRole("listitem"), 2);
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Lakshmi Naik enrolled in Organic farming"),
      expect.stringContaining("Ravi enrolled in Drip irrigation"),
    ]);
    expect(within(items[0]).getByText("3 hours ago")).toBeTruthy();
    expect(within(items[0]).getByText("Completed")).toBeTruthy();
    expect(within(items[1]).getByText("2 days ago")).toBeTruthy();
    expect(within(items[1]).getByText("Enrolled")).toBeTruthy();

    expect(screen.getByRole("region", { name: "Account Management" })).toBeTruthy();
  });

  it("says when there are no courses and no students yet", async () => {
    open({ ...PROVIDER, firstName: "Asha", lastName: "Rao" });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Asha Rao");
    expect(
      screen.getByText("You have not created any courses yet. Create a course to start enrolling students."),
    ).toBeTruthy();
    expect(
      await screen.findByText("No enrolments yet. Students who enrol in your courses will appear here."),
    ).toBeTruthy();
  });

  it("sends anyone who is not a training provider to their own home", async () => {
    const { router } = open({ ...PROVIDER, userType: "employer" });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
