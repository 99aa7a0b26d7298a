import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { CourseCardTestQuery } from "../../__generated__/CourseCardTestQuery.graphql.ts";
import { formatRupees } from "../../format/money.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { toaster } from "../toaster.tsx";
import { CourseCard } from "./CourseCard.tsx";

function Harness() {
  const data = useLazyLoadQuery<CourseCardTestQuery>(
    graphql`
      query CourseCardTestQuery @relay_test_operation {
        courses(first: 1) {
          edges {
            node {
              id
              ...CourseCard_course
            }
          }
        }
      }
    `,
    {},
  );
  return (
    <>
      {data.courses.edges.map(({ node }) => (
        <CourseCard key={node.id} course={node} />
      ))}
    </>
  );
}

type CourseMock = {
  id: string;
  title: string;
  description: string;
  duration: number;
  certificateProvided: boolean;
  price: number;
  isFree: boolean;
  viewerIsEnrolled: boolean;
};

const FREE: CourseMock = {
  id: "Q291cnNlOjE=",
  title: "Organic Farming Basics",
  description: "Compost, bio-pesticides and soil health for small farms.",
  duration: 5,
  certificateProvided: true,
  price: 0,
  isFree: true,
  viewerIsEnrolled: false,
};

const PAID: CourseMock = {
  id: "Q291cnNlOjI=",
  title: "Tractor Operation and Maintenance",
  description: "Safe driving, servicing and attachments.",
  duration: 1,
  certificateProvided: false,
  price: 2500,
  isFree: false,
  viewerIsEnrolled: false,
};

function renderCourse(course: CourseMock) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, { Course: () => course }));
  const view = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { environment },
  );
  return { ...view, environment };
}

/** The toast region (the toaster is a module singleton showing one toast at a time). */
function toasts() {
  return within(screen.getByRole("region", { name: /Notifications/ }));
}

afterEach(() => toaster.remove());

describe("CourseCard", () => {
  it("shows a free course as a Free Government Program with FREE and Enroll Now", async () => {
    renderCourse(FREE);
    expect(await screen.findByRole("heading", { name: FREE.title })).toBeTruthy();
    expect(screen.getByText(FREE.description)).toBeTruthy();
    expect(screen.getByText(`${FREE.duration} days`)).toBeTruthy();
    expect(screen.getByText("Certificate provided")).toBeTruthy();
    expect(screen.getByText("Free Government Program")).toBeTruthy();
    expect(screen.getByText("FREE")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Enroll Now" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Learn More" })).toBeNull();
  });

  it("shows a paid course's price and Learn More, which opens the description", async () => {
    const user = userEvent.setup();
    renderCourse(PAID);
    expect(await screen.findByRole("heading", { name: PAID.title })).toBeTruthy();
    expect(screen.getByText(formatRupees(PAID.price))).toBeTruthy();
    expect(screen.getByText(`${PAID.duration} day`)).toBeTruthy();
    expect(screen.queryByText("Certificate provided")).toBeNull();
    expect(screen.queryByText("Free Government Program")).toBeNull();
    expect(screen.queryByText("FREE")).toBeNull();
    expect(screen.queryByRole("button", { name: "Enroll Now" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Learn More" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain(PAID.title);
    expect(dialog.textContent).toContain(PAID.description);
  });

  it("enrols with the course's id, shows 'Enrolled' and the toast", async () => {
    const user = userEvent.setup();
    const { environment } = renderCourse(FREE);
    await user.click(await screen.findByRole("button", { name: "Enroll Now" }));

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("CourseCardEnrollMutation");
    expect(operation.request.variables).toEqual({ courseId: FREE.id });
    // optimistic: the button already says Enrolled
    expect(screen.getByRole("button", { name: "Enrolled" })).toHaveProperty("disabled", true);

    act(() => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          Mutation: () => ({
            enroll: {
              __typename: "MutationEnrollSuccess",
              __isError: false,
              data: { status: "enrolled", course: { id: FREE.id, viewerIsEnrolled: true, currentEnrollments: 12 } },
            },
          }),
        }),
      );
    });
    expect(await toasts().findByText("Enrolled")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Enrolled" })).toHaveProperty("disabled", true);
  });

  it("shows the server's message on a conflict and offers Enroll Now again", async () => {
    const user = userEvent.setup();
    const { environment } = renderCourse(FREE);
    await user.click(await screen.findByRole("button", { name: "Enroll Now" }));
    const operation = environment.mock.getMostRecentOperation();
    const message = "This course is full";
    act(() => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          Mutation: () => ({ enroll: { __typename: "ConflictError", message } }),
        }),
      );
    });
    expect(await toasts().findByText(message)).toBeTruthy();
    expect(toasts().getByText("Error")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("button", { name: "Enroll Now" })).toHaveProperty("disabled", false));
  });

  it("toasts a failed request, but leaves a lost session to the network layer", async () => {
    const user = userEvent.setup();
    const { environment } = renderCourse(FREE);
    await user.click(await screen.findByRole("button", { name: "Enroll Now" }));
    act(() => environment.mock.reject(environment.mock.getMostRecentOperation(), new Error("500: Internal Server Error")));
    expect(await toasts().findByText("Failed to enroll. Please try again.")).toBeTruthy();
    toaster.remove();

    await user.click(await screen.findByRole("button", { name: "Enroll Now" }));
    act(() => environment.mock.reject(environment.mock.getMostRecentOperation(), new Error("401: Unauthorized")));
    expect(await screen.findByRole("button", { name: "Enroll Now" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasts().queryByText("Failed to enroll. Please try again.")).toBeNull();
  });
});
