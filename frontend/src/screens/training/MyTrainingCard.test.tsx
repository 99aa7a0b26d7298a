import { act, screen } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { MyTrainingCardTestQuery } from "../../__generated__/MyTrainingCardTestQuery.graphql.ts";
import { formatDateTime } from "../../format/dates.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { MyTrainingCard } from "./MyTrainingCard.tsx";

function Harness() {
  const data = useLazyLoadQuery<MyTrainingCardTestQuery>(
    graphql`
      query MyTrainingCardTestQuery @relay_test_operation {
        myEnrollments(first: 1) {
          edges {
            node {
              ...MyTrainingCard_enrollment
            }
          }
        }
      }
    `,
    {},
  );
  const node = data.myEnrollments.edges[0]?.node;
  return node ? <MyTrainingCard enrollment={node} /> : null;
}

const ENROLLMENT = {
  id: "RW5yb2xsbWVudDox",
  status: "enrolled",
  createdAt: "2026-03-04T06:30:00.000Z",
  completedAt: null,
  course: {
    id: "Q291cnNlOjE=",
    title: "Organic Farming Basics",
    providerName: "KVK Mandya",
    certificateProvided: true,
  },
};

async function renderCard(enrollment: Record<string, unknown> = {}, course: Record<string, unknown> = {}) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        Enrollment: () => ({ ...ENROLLMENT, ...enrollment, course: { ...ENROLLMENT.course, ...course } }),
      }),
    );
  });
  await screen.findByRole("article");
  return utils;
}

describe("MyTrainingCard", () => {
  it("shows the course (linking to its screen), provider, status and the date enrolled", async () => {
    await renderCard();
    expect(screen.getByRole("link", { name: "Organic Farming Basics" }).getAttribute("href")).toBe(
      "/course/Q291cnNlOjE%3D",
    );
    expect(screen.getByText("Provider: KVK Mandya")).toBeTruthy();
    expect(screen.getByText("Enrolled")).toBeTruthy();
    expect(screen.getByText(`Enrolled on ${formatDateTime(ENROLLMENT.createdAt)}`)).toBeTruthy();
    // The certificate note is for completed courses only.
    expect(screen.queryByText(/certificate/i)).toBeNull();
  });

  it("shows a completed course's date and tells the laborer to ask for the certificate", async () => {
    const completedAt = "2026-03-20T09:00:00.000Z";
    await renderCard({ status: "completed", completedAt });
    expect(screen.getByText("Completed")).toBeTruthy();
    expect(screen.getByText(`Completed on ${formatDateTime(completedAt)}`)).toBeTruthy();
    expect(screen.getByText("Certificate: ask the provider for your certificate")).toBeTruthy();
  });

  it("says a completed course without a certificate has none", async () => {
    await renderCard({ status: "completed", completedAt: "2026-03-20T09:00:00.000Z" }, { certificateProvided: false });
    expect(screen.getByText("No certificate for this course")).toBeTruthy();
    expect(screen.queryByText("Certificate: ask the provider for your certificate")).toBeNull();
  });

  it("reads a cancelled enrolment as Cancelled", async () => {
    await renderCard({ status: "cancelled" });
    expect(screen.getByText("Cancelled")).toBeTruthy();
    expect(screen.queryByText(/certificate/i)).toBeNull();
  });
});
