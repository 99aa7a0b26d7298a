import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { CourseStudentsCardTestQuery } from "../../__generated__/CourseStudentsCardTestQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { expectLength, item } from "../../test/items.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { CourseStudentsCard } from "./CourseStudentsCard.tsx";

function Harness() {
  const data = useLazyLoadQuery<CourseStudentsCardTestQuery>(
    graphql`
      query CourseStudentsCardTestQuery @relay_test_operation {
        node(id: "course-1") {
          ...CourseStudentsCard_course @alias(as: "course")
        }
      }
    `,
    {},
  );
  return data.node?.course ? <CourseStudentsCard course={data.node.course} /> : null;
}

const COURSE = {
  __typename: "Course",
  id: "course-1",
  title: "Organic farming",
  status: "active",
  currentEnrollments: 2,
  maxEnrollments: 10,
  completionRate: 0,
};
const STUDENTS = [
  {
    id: "enr-1",
    status: "enrolled",
    createdAt: "2026-11-20T06:30:00.000Z",
    laborer: {
      id: "user-1",
      firstName: "Lakshmi",
      lastName: "Naik",
      cityVillage: "Maddur",
      mobileNumber: "9876500001",
    },
  },
  {
    id: "enr-2",
    status: "completed",
    createdAt: "2026-11-18T06:30:00.000Z",
    laborer: { id: "user-2", firstName: null, lastName: null, cityVillage: null, mobileNumber: null },
  },
];

async function renderCard(course: Record<string, unknown> = {}, students = STUDENTS, hasNextPage = false) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { path: "/courses" },
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        Node: () => ({ ...COURSE, ...course }),
        CourseEnrollmentsConnection: () => ({
          edges: students.map((node) => ({ node: { __typename: "Enrollment", ...node } })),
          pageInfo: { hasNextPage, endCursor: "cursor-1" },
        }),
        User: (context) => students[Number(context.path?.[context.path.indexOf("edges") + 1])]?.laborer,
      }),
    );
  });
  await screen.findByRole("heading", { level: 2, name: String(course.title ?? COURSE.title) });
  return { ...utils, user: userEvent.setup() };
}

describe("CourseStudentsCard", () => {
  afterEach(() => toaster.remove());

  it("shows the course's enrolments, completion rate and each student with village, date, status and contact", async () => {
    await renderCard();
    expect(screen.getByText("2/10 enrolled")).toBeTruthy();
    expect(screen.getByText("Completion rate: 0%")).toBeTruthy();
    const [first, second] = expectLength(screen.getAllByRole("listitem"), 2);
    expect(within(first).getByText("Lakshmi Naik")).toBeTruthy();
    expect(within(first).getByText("Maddur")).toBeTruthy();
    expect(within(first).getByText("Enrolled 20 Nov 2026")).toBeTruthy();
    expect(within(first).getByText("Enrolled")).toBeTruthy();
    expect(within(first).getByRole("link", { name: "Call Lakshmi Naik" }).getAttribute("href")).toBe(
      "tel:+919876500001",
    );
    expect(within(first).getByRole("button", { name: "Message Lakshmi Naik" })).toBeTruthy();
    expect(within(first).getByRole("button", { name: "Mark completed for Lakshmi Naik" })).toBeTruthy();
    // A student without a name or number; already completed, so nothing to mark.
    expect(within(second).getByText("Student")).toBeTruthy();
    expect(within(second).getByText("Completed")).toBeTruthy();
    expect(within(second).queryByRole("button", { name: /^Mark/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Show more students" })).toBeNull();
  });

  it("marks a student completed: the status changes at once and the completion rate comes from the server", async () => {
    const { user, environment } = await renderCard();
    await user.click(screen.getByRole("button", { name: "Mark completed for Lakshmi Naik" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("StudentRowCompleteMutation");
    expect(op.request.variables).toEqual({ id: "enr-1" });
    // Optimistic: Completed before the server answers.
    expect(within(item(screen.getAllByRole("listitem"), 0)).getByText("Completed")).toBeTruthy();
    act(() => {
      environment.mock.resolve(op, {
        data: {
          completeEnrollment: {
            __typename: "MutationCompleteEnrollmentSuccess",
            data: {
              id: "enr-1",
              status: "completed",
              progress: 100,
              completedAt: "2026-11-23T10:00:00.000Z",
              course: { id: "course-1", completionRate: 100 },
            },
          },
        },
      });
    });
    expect(await screen.findByText("Course Completed")).toBeTruthy();
    expect(screen.getByText("Completion rate: 100%")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Mark/ })).toBeNull();
  });

  it("puts the status back and says why when the server refuses", async () => {
    const { user, environment } = await renderCard();
    await user.click(screen.getByRole("button", { name: "Mark completed for Lakshmi Naik" }));
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          completeEnrollment: {
            __typename: "ConflictError",
            __isError: "ConflictError",
            message: "A cancelled enrolment cannot be completed",
          },
        },
      });
    });
    expect(await screen.findByText("A cancelled enrolment cannot be completed")).toBeTruthy();
    expect(within(item(screen.getAllByRole("listitem"), 0)).getByText("Enrolled")).toBeTruthy();
    expect(screen.getByText("Completion rate: 0%")).toBeTruthy();
  });

  it("says when there are no students and no completions yet", async () => {
    await renderCard({ currentEnrollments: 0, maxEnrollments: null, completionRate: null }, []);
    expect(screen.getByText("0 enrolled")).toBeTruthy();
    expect(screen.getByText("Completion rate: none yet")).toBeTruthy();
    expect(screen.getByText("No students yet.")).toBeTruthy();
  });

  it("loads more students on 'Show more students'", async () => {
    const { user, environment } = await renderCard({}, STUDENTS, true);
    await user.click(screen.getByRole("button", { name: "Show more students" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("CourseStudentsCardPaginationQuery");
    expect(op.request.variables).toMatchObject({ id: "course-1", cursor: "cursor-1", count: 10 });
  });
});
