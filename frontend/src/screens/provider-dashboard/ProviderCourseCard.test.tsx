import { act, cleanup, screen } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { ProviderCourseCardTestQuery } from "../../__generated__/ProviderCourseCardTestQuery.graphql.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { ProviderCourseCard } from "./ProviderCourseCard.tsx";

function Harness() {
  const data = useLazyLoadQuery<ProviderCourseCardTestQuery>(
    graphql`
      query ProviderCourseCardTestQuery @relay_test_operation {
        node(id: "course-1") {
          ...ProviderCourseCard_course @alias(as: "course")
        }
      }
    `,
    {},
  );
  return data.node?.course ? <ProviderCourseCard course={data.node.course} /> : null;
}

// A global id with characters that must be escaped in a path.
const COURSE_ID = "Q291cnNlOjQy/+=";
const COURSE = {
  id: COURSE_ID,
  title: "Organic farming",
  status: "active",
  currentEnrollments: 3,
  maxEnrollments: 20,
  startDate: "2026-12-01",
};

async function renderCard(course: Record<string, unknown> = {}) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { path: "/training-provider" },
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, { Node: () => ({ __typename: "Course", ...COURSE, ...course }) }),
    );
  });
  await screen.findByRole("heading", { name: String(course.title ?? COURSE.title) });
  return utils;
}

describe("ProviderCourseCard", () => {
  it("shows the title, status, enrolments of the seats and the start date, with Edit Course and Students", async () => {
    await renderCard();
    expect(screen.getByText("Active")).toBeTruthy();
    expect(screen.getByText("3/20 enrolled")).toBeTruthy();
    expect(screen.getByText("Starts 1 Dec 2026")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit Course Organic farming" }).getAttribute("href")).toBe(
      `/create-course/${encodeURIComponent(COURSE_ID)}/edit`,
    );
    // Students opens /courses at this course's section.
    expect(screen.getByRole("link", { name: "Students of Organic farming" }).getAttribute("href")).toBe(
      "/courses#course-Q291cnNlOjQy",
    );
  });

  it("shows a course without a seat limit or start date, and a closed or draft status", async () => {
    await renderCard({ status: "closed", maxEnrollments: null, startDate: null, currentEnrollments: 7 });
    expect(screen.getByText("Closed")).toBeTruthy();
    expect(screen.getByText("7 enrolled")).toBeTruthy();
    expect(screen.getByText("Start date TBD")).toBeTruthy();
  });

  it("shows a draft as Draft", async () => {
    await renderCard({ status: "draft" });
    expect(screen.getByText("Draft")).toBeTruthy();
  });

  it("shows a course under review with the reason, and no reason otherwise", async () => {
    const reviewReason =
      "Under review: this course seems to ask students to pay beyond its price (“Placement fee ₹5000”).";
    await renderCard({ status: "under_review", reviewReason });
    expect(screen.getByText("Under review")).toBeTruthy();
    expect(screen.getByText(reviewReason)).toBeTruthy();
    cleanup();
    await renderCard({ status: "active", reviewReason });
    expect(screen.queryByText(reviewReason)).toBeNull();
  });
});
