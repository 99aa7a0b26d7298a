import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { MyApplicationCardTestQuery } from "../../__generated__/MyApplicationCardTestQuery.graphql.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { MyApplicationCard } from "./MyApplicationCard.tsx";

function Harness() {
  const data = useLazyLoadQuery<MyApplicationCardTestQuery>(
    graphql`
      query MyApplicationCardTestQuery @relay_test_operation {
        viewer {
          applications(first: 1) {
            edges {
              node {
                ...MyApplicationCard_application
                ...WorkRecord_application
              }
            }
          }
        }
      }
    `,
    {},
  );
  const node = data.viewer?.applications?.edges[0]?.node;
  return node ? <MyApplicationCard application={node} /> : null;
}

const APPLICATION = {
  id: "app-1",
  requestedRate: 750,
  status: "pending",
  createdAt: "2026-03-04T06:30:00.000Z",
  viewerCanRate: false,
  viewerRating: null,
  workRecord: null,
  job: { id: "Sm9iOjE=", title: "Paddy Transplanting", employerName: "Ramesh Gowda" },
};

async function renderCard(application: Record<string, unknown>) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, { Application: () => ({ ...APPLICATION, ...application }) }),
    );
  });
  await screen.findByRole("article");
  return { user: userEvent.setup(), ...utils };
}

describe("MyApplicationCard", () => {
  it("shows the job (linking to its screen), employer, rate asked for, status and date applied", async () => {
    await renderCard({});
    expect(screen.getByRole("link", { name: "Paddy Transplanting" }).getAttribute("href")).toBe("/job/Sm9iOjE%3D");
    expect(screen.getByText("Employer: Ramesh Gowda")).toBeTruthy();
    expect(screen.getByText("You asked for ₹750 per day")).toBeTruthy();
    expect(screen.getByText("Pending")).toBeTruthy();
    expect(screen.getByText("Applied on 4 Mar 2026")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Rate employer" })).toBeNull();
  });

  it.each([
    ["accepted", "Accepted"],
    ["rejected", "Declined"],
  ])("reads the status %s as %s", async (status, label) => {
    await renderCard({ status });
    expect(screen.getByText(label)).toBeTruthy();
  });

  it("offers 'Rate employer' when rating is open, opening the rating dialog", async () => {
    const { user } = await renderCard({ status: "accepted", viewerCanRate: true });
    await user.click(screen.getByRole("button", { name: "Rate employer" }));
    expect(await screen.findByRole("dialog", { name: "Rate Ramesh Gowda" })).toBeTruthy();
  });

  it("shows the rating the laborer gave", async () => {
    await renderCard({ status: "accepted", viewerRating: { id: "rating-1", stars: 4, comment: "Paid on time." } });
    expect(screen.getByRole("img", { name: "4 of 5 stars" })).toBeTruthy();
    expect(screen.getByText("Paid on time.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Rate employer" })).toBeNull();
  });

  it("shows the work record once she is hired", async () => {
    await renderCard({
      status: "accepted",
      workRecord: {
        viewerIsEmployer: false,
        ratePaise: 70000,
        days: [],
        extras: [],
        payments: [],
        halvesWorked: 0,
        duePaise: 0,
        paidPaise: 0,
        balancePaise: 0,
        lastWorkedDay: null,
        dueBy: null,
        overdue: false,
        workerHasUpiId: false,
        upiPayLink: null,
      },
    });
    const record = screen.getByRole("region", { name: "Work and wages" });
    expect(within(record).getByText("₹700 a day")).toBeTruthy();
    expect(within(record).queryByRole("form", { name: "Mark a day worked" })).toBeNull();
  });
});
