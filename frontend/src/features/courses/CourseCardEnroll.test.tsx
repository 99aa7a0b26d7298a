import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CourseCardEnrollTestQuery } from "../../__generated__/CourseCardEnrollTestQuery.graphql.ts";
import type { Session } from "../../session/session.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { toaster } from "../../toasts/toaster.ts";
import { CourseCardEnroll } from "./CourseCardEnroll.tsx";

const session = vi.hoisted(() => ({ value: { viewer: { id: "u1", userType: "laborer" } } as Session }));
vi.mock("../../session/session.ts", async (original) => ({
  ...(await original<typeof import("../../session/session.ts")>()),
  useSession: () => session.value,
}));

function Harness() {
  const data = useLazyLoadQuery<CourseCardEnrollTestQuery>(
    graphql`
      query CourseCardEnrollTestQuery @relay_test_operation {
        courses(first: 1) {
          edges {
            node {
              id
              ...CourseCardEnroll_course
            }
          }
        }
      }
    `,
    {},
  );
  const node = data.courses.edges[0]?.node;
  return node ? <CourseCardEnroll course={node} /> : null;
}

const COURSE = {
  id: "Q291cnNlOjc=",
  title: "Drip Irrigation",
  status: "active",
  viewerIsEnrolled: false,
  currentEnrollments: 19,
  seatsLeft: 1,
};

async function renderEnroll(
  course: Record<string, unknown> = {},
  userType: "laborer" | "employer" | "training_provider" = "laborer",
) {
  session.value = { viewer: { id: "u1", userType } };
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, { Course: () => ({ ...COURSE, ...course }) }),
  );
  const view = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { environment },
  );
  await waitFor(() => expect(screen.queryByText("loading")).toBeNull());
  return { ...view, environment, user: userEvent.setup() };
}

/** The course's record in the Relay store. */
function stored(environment: ReturnType<typeof createMockEnvironment>) {
  return environment.getStore().getSource().get(COURSE.id) as Record<string, unknown>;
}

/** The toast region, which loads with the first toast. */
async function toasts() {
  return within(await screen.findByRole("region", { name: /Notifications/ }));
}

afterEach(() => toaster.remove());

describe("CourseCardEnroll", () => {
  it("takes the seat at once: Enrolled, one more enrolled and one seat fewer in the store", async () => {
    const { user, environment } = await renderEnroll();
    await user.click(screen.getByRole("button", { name: "Enroll Now" }));
    expect(screen.getByRole("button", { name: "Enrolled" })).toHaveProperty("disabled", true);
    expect(stored(environment)).toMatchObject({ viewerIsEnrolled: true, currentEnrollments: 20, seatsLeft: 0 });
    // The last seat is the viewer's: no 'full' notice for them.
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the server's reason on screen, not only in a toast, and keeps Enroll disabled", async () => {
    const { user, environment } = await renderEnroll();
    await user.click(screen.getByRole("button", { name: "Enroll Now" }));
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: { enroll: { __typename: "ConflictError", __isError: "ConflictError", message: "This course is full" } },
      });
    });
    expect((await screen.findByRole("status")).textContent).toBe("This course is full");
    const button = screen.getByRole("button", { name: "Enroll Now" });
    expect(button).toHaveProperty("disabled", true);
    expect(button.getAttribute("aria-describedby")).toBe(screen.getByRole("status").id);
    // The optimistic seat is given back.
    expect(stored(environment)).toMatchObject({ viewerIsEnrolled: false, currentEnrollments: 19, seatsLeft: 1 });
  });

  it("says a course with no seats left is full before anyone tries", async () => {
    await renderEnroll({ seatsLeft: 0, currentEnrollments: 20 });
    expect(screen.getByRole("status").textContent).toBe("This course is full");
    expect(screen.getByRole("button", { name: "Enroll Now" })).toHaveProperty("disabled", true);
  });

  it("says a closed course is not open for enrolment", async () => {
    await renderEnroll({ status: "closed" });
    expect(screen.getByRole("status").textContent).toBe("This course is not open for enrolment");
    expect(screen.getByRole("button", { name: "Enroll Now" })).toHaveProperty("disabled", true);
  });

  it("shows an enrolled laborer 'Enrolled', even once the course is full", async () => {
    await renderEnroll({ viewerIsEnrolled: true, seatsLeft: 0 });
    expect(screen.getByRole("button", { name: "Enrolled" })).toHaveProperty("disabled", true);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it.each(["employer", "training_provider"] as const)("offers a %s no Enroll Now", async (role) => {
    await renderEnroll({}, role);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("toasts a failed request and offers Enroll Now again, but leaves a lost session to the network layer", async () => {
    const { user, environment } = await renderEnroll();
    await user.click(screen.getByRole("button", { name: "Enroll Now" }));
    act(() =>
      environment.mock.reject(environment.mock.getMostRecentOperation(), new Error("500: Internal Server Error")),
    );
    expect(await (await toasts()).findByText("Failed to enroll. Please try again.")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("button", { name: "Enroll Now" })).toHaveProperty("disabled", false));
    toaster.remove();

    await user.click(screen.getByRole("button", { name: "Enroll Now" }));
    act(() => environment.mock.reject(environment.mock.getMostRecentOperation(), new Error("401: Unauthorized")));
    expect(await screen.findByRole("button", { name: "Enroll Now" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await toasts()).queryByText("Failed to enroll. Please try again.")).toBeNull();
  });
});
