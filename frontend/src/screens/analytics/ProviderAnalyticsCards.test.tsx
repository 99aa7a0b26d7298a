import { act, screen, waitFor, within } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { ProviderAnalyticsCardsTestQuery } from "../../__generated__/ProviderAnalyticsCardsTestQuery.graphql.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { CourseFiguresCards } from "./CourseFiguresCards.tsx";
import { EnrollmentWeeksCard } from "./EnrollmentWeeksCard.tsx";

function Harness() {
  const data = useLazyLoadQuery<ProviderAnalyticsCardsTestQuery>(
    graphql`
      query ProviderAnalyticsCardsTestQuery @relay_test_operation {
        viewer {
          providerAnalytics {
            ...EnrollmentWeeksCard_analytics
            ...CourseFiguresCards_analytics
          }
        }
      }
    `,
    {},
  );
  const analytics = data.viewer?.providerAnalytics;
  if (!analytics) return null;
  return (
    <>
      <EnrollmentWeeksCard analytics={analytics} />
      <CourseFiguresCards analytics={analytics} />
    </>
  );
}

async function renderCards(analytics: Record<string, unknown>) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, { ProviderAnalytics: () => analytics }),
    );
  });
  await waitFor(() => expect(screen.queryByText("loading")).toBeNull());
  return utils;
}

const WEEKS = [
  { weekStart: "2026-11-09", enrollments: 4, completions: 0 },
  { weekStart: "2026-11-16", enrollments: 2, completions: 1 },
  { weekStart: "2026-11-23", enrollments: 0, completions: 3 },
];
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [
      within(row).getByRole("rowheader").textContent,
      ...within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ]);

describe("provider analytics cards", () => {
  it("show enrolments and completions per week, completion rate per course and seats filled, from the server", async () => {
    await renderCards({
      weeks: WEEKS,
      courses: [
        {
          courseId: "c1",
          title: "Organic farming for beginners",
          completionRate: 75,
          currentEnrollments: 8,
          maxEnrollments: 10,
        },
        { courseId: "c2", title: "Drip irrigation", completionRate: null, currentEnrollments: 3, maxEnrollments: null },
      ],
    });
    expect(cells(screen.getByRole("table", { name: "Enrolments and completions per week" }))).toEqual(
      WEEKS.map((week) => [expect.any(String), String(week.enrollments), String(week.completions)]),
    );
    expect(cells(screen.getByRole("table", { name: "Completion rate per course" }))).toEqual([
      ["Organic farming for beginners", "75"],
      ["Drip irrigation", "0"],
    ]);
    // Only courses with a seat limit have seats to fill.
    expect(cells(screen.getByRole("table", { name: "Seats filled per course" }))).toEqual([
      ["Organic farming for beginners", "8", "2"],
    ]);
  });

  it("say so when there is nothing to chart", async () => {
    await renderCards({ weeks: WEEKS.map((week) => ({ ...week, enrollments: 0, completions: 0 })), courses: [] });
    expect(screen.getByText("No enrolments in the last 8 weeks.")).toBeTruthy();
    expect(screen.getByText("Create a course to see its completion rate and seats here.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
