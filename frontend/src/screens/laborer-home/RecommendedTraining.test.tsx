import { screen } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { RecommendedTrainingTestQuery } from "../../__generated__/RecommendedTrainingTestQuery.graphql.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { RecommendedTraining } from "./RecommendedTraining.tsx";

function Harness() {
  const data = useLazyLoadQuery<RecommendedTrainingTestQuery>(
    graphql`
      query RecommendedTrainingTestQuery @relay_test_operation {
        ...RecommendedTraining_query
      }
    `,
    {},
  );
  return <RecommendedTraining query={data} />;
}

type MockCourse = { id: string; title: string; isFree: boolean; price: number };

function renderSection(courses: MockCourse[], recommended: MockCourse[] = []) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) =>
    MockPayloadGenerator.generate(op, {
      Query: () => ({ recommendedCourses: recommended.map(() => ({})) }),
      QueryCoursesConnection: () => ({ edges: courses.map(() => ({})) }),
      // edges.<index>.node: the index picks the mock course
      Course: (context) => ({
        description: "",
        duration: 3,
        certificateProvided: false,
        viewerIsEnrolled: false,
        status: "active",
        seatsLeft: null,
        // recommendedCourses.<index> or courses.edges.<index>.node: the index picks the mock course
        ...(context.path?.[0] === "recommendedCourses"
          ? recommended[Number(context.path.at(-1))]
          : courses[Number(context.path?.at(-2))]),
      }),
    }),
  );
  return renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { environment },
  );
}

describe("RecommendedTraining", () => {
  it("shows each course as a course card", async () => {
    const courses = [
      { id: "c1", title: "Drip Irrigation", isFree: true, price: 0 },
      { id: "c2", title: "Dairy Management", isFree: false, price: 1200 },
    ];
    renderSection(courses);
    expect(await screen.findByRole("heading", { level: 2, name: "Recommended Training" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(courses.map((c) => c.title));
    expect(screen.getByRole("button", { name: "Enroll Now" })).toHaveProperty("disabled", false);
    expect(screen.getAllByRole("link", { name: /^Learn more about / }).map((a) => a.getAttribute("href"))).toEqual([
      "/course/c1",
      "/course/c2",
    ]);
    expect(screen.queryByText("No training programs available right now")).toBeNull();
  });

  it("links 'See all' to Find training", async () => {
    renderSection([]);
    expect((await screen.findByRole("link", { name: "See all training" })).getAttribute("href")).toBe("/training");
  });

  it("shows the empty state", async () => {
    renderSection([]);
    expect(await screen.findByText("No training programs available right now")).toBeTruthy();
    expect(screen.queryAllByRole("heading", { level: 3 })).toHaveLength(0);
  });

  it("shows the courses recommended to her once there are any", async () => {
    renderSection(
      [{ id: "c1", title: "Newest course", isFree: true, price: 0 }],
      [{ id: "r1", title: "Dairy basics near you", isFree: true, price: 0 }],
    );
    expect(await screen.findByRole("heading", { level: 3, name: "Dairy basics near you" })).toBeTruthy();
    expect(screen.queryByRole("heading", { level: 3, name: "Newest course" })).toBeNull();
  });
});
