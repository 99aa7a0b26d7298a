import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { CourseCardTestQuery } from "../../__generated__/CourseCardTestQuery.graphql.ts";
import { formatRupees } from "../../format/money.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { toaster } from "../../toasts/toaster.ts";
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

const FREE = {
  id: "Q291cnNlOjE=",
  title: "Organic Farming Basics",
  description: "Compost, bio-pesticides and soil health for small farms.",
  duration: 5,
  location: "Mandya, Karnataka",
  certificateProvided: true,
  price: 0,
  isFree: true,
  status: "active",
  viewerIsEnrolled: false,
  currentEnrollments: 11,
  seatsLeft: 9,
};

const PAID = {
  ...FREE,
  id: "Q291cnNlOjI=",
  title: "Tractor Operation and Maintenance",
  description: "Safe driving, servicing and attachments.",
  duration: 1,
  location: null,
  certificateProvided: false,
  price: 2500,
  isFree: false,
};

function renderCourse(course: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, { Course: () => course }));
  const view = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { environment },
  );
  return { ...view, environment, user: userEvent.setup() };
}

afterEach(() => toaster.remove());

describe("CourseCard", () => {
  it("shows a free course as a Free Government Program with FREE, Learn More and Enroll Now", async () => {
    renderCourse(FREE);
    const card = within(await screen.findByRole("article", { name: FREE.title }));
    expect(card.getByText(FREE.description)).toBeTruthy();
    expect(card.getByText(FREE.location)).toBeTruthy();
    expect(card.getByText(`${FREE.duration} days`)).toBeTruthy();
    expect(card.getByText("Certificate provided")).toBeTruthy();
    expect(card.getByText("Free Government Program")).toBeTruthy();
    expect(card.getByText("FREE")).toBeTruthy();
    expect(card.getByRole("button", { name: "Enroll Now" })).toBeTruthy();
  });

  it("links the title and Learn More to the course's screen", async () => {
    renderCourse(FREE);
    const path = `/course/${encodeURIComponent(FREE.id)}`;
    expect((await screen.findByRole("link", { name: FREE.title })).getAttribute("href")).toBe(path);
    const learnMore = screen.getByRole("link", { name: `Learn more about ${FREE.title}` });
    expect(learnMore.textContent).toBe("Learn More");
    expect(learnMore.getAttribute("href")).toBe(path);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows a paid course's price and Learn More, without Enroll Now or the free labels", async () => {
    renderCourse(PAID);
    const card = within(await screen.findByRole("article", { name: PAID.title }));
    expect(card.getByText(formatRupees(PAID.price))).toBeTruthy();
    expect(card.getByText(`${PAID.duration} day`)).toBeTruthy();
    expect(card.queryByText("Certificate provided")).toBeNull();
    expect(card.queryByText("Free Government Program")).toBeNull();
    expect(card.queryByText("FREE")).toBeNull();
    expect(card.queryByRole("button", { name: "Enroll Now" })).toBeNull();
    expect(card.getByRole("link", { name: `Learn more about ${PAID.title}` }).getAttribute("href")).toBe(
      `/course/${encodeURIComponent(PAID.id)}`,
    );
  });

  it("enrols with the course's id, shows 'Enrolled' at once and the toast", async () => {
    const { user, environment } = renderCourse(FREE);
    await user.click(await screen.findByRole("button", { name: "Enroll Now" }));

    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("CourseCardEnrollMutation");
    expect(operation.request.variables).toEqual({ courseId: FREE.id });
    expect(screen.getByRole("button", { name: "Enrolled" })).toHaveProperty("disabled", true);

    act(() => {
      environment.mock.resolve(operation, {
        data: {
          enroll: {
            __typename: "MutationEnrollSuccess",
            data: {
              id: "RW5yb2xsbWVudDox",
              status: "enrolled",
              course: { id: FREE.id, viewerIsEnrolled: true, currentEnrollments: 12, seatsLeft: 8 },
            },
          },
        },
      });
    });
    const toasts = within(await screen.findByRole("region", { name: /Notifications/ }));
    expect(await toasts.findByText(`You are enrolled in ${FREE.title}.`)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Enrolled" })).toHaveProperty("disabled", true);
  });
});
