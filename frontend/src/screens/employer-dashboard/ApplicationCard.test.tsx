import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { ApplicationCardTestQuery } from "../../__generated__/ApplicationCardTestQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { ApplicationCard } from "./ApplicationCard.tsx";

function Harness() {
  const data = useLazyLoadQuery<ApplicationCardTestQuery>(
    graphql`
      query ApplicationCardTestQuery @relay_test_operation {
        node(id: "app-1") {
          ...ApplicationCard_application @alias(as: "application")
        }
      }
    `,
    {},
  );
  const application = data.node?.application;
  return application ? <ApplicationCard application={application} /> : null;
}

const APPLICATION = {
  id: "app-1",
  status: "pending",
  requestedRate: 750,
  laborer: { id: "laborer-1", firstName: "Lakshmi", lastName: "Naik", rating: 4.6, completedJobs: 12 },
  job: { id: "job-1", title: "Paddy Transplanting" },
};

async function renderCard(application: Record<string, unknown> = {}) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        Node: () => ({ __typename: "Application", ...APPLICATION, ...application }),
      }),
    );
  });
  await screen.findByRole("heading", { name: "Lakshmi Naik" });
  return utils;
}

describe("ApplicationCard", () => {
  afterEach(() => toaster.remove());

  it("shows the laborer, the job, the rate asked in rupees and Pending with Decline and Accept", async () => {
    await renderCard();
    expect(screen.getByText("Applied for Paddy Transplanting")).toBeTruthy();
    expect(screen.getByText("Rating 4.6")).toBeTruthy();
    expect(screen.getByText("12 jobs completed")).toBeTruthy();
    expect(screen.getByText("Asks ₹750 per day")).toBeTruthy();
    expect(screen.getByText("Pending")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Decline Lakshmi Naik" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Accept Lakshmi Naik" })).toBeTruthy();
  });

  it("says 'Not rated yet' for a laborer without ratings, and offers no decision once decided", async () => {
    await renderCard({ status: "rejected", laborer: { ...APPLICATION.laborer, rating: null, completedJobs: 1 } });
    expect(screen.getByText("Not rated yet")).toBeTruthy();
    expect(screen.getByText("1 job completed")).toBeTruthy();
    expect(screen.getByText("Declined")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Accept/ })).toBeNull();
  });

  it("accepts at once (before the server answers), then confirms with 'Success'", async () => {
    const user = userEvent.setup();
    const { environment } = await renderCard();
    await user.click(screen.getByRole("button", { name: "Accept Lakshmi Naik" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("useApplicationDecisionSetStatusMutation");
    expect(op.request.variables).toEqual({ id: "app-1", status: "accepted" });
    // Optimistic: the card already says Accepted and the buttons are gone.
    expect(await screen.findByText("Accepted")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Accept/ })).toBeNull();
    act(() => {
      environment.mock.resolve(op, {
        data: {
          setApplicationStatus: {
            __typename: "MutationSetApplicationStatusSuccess",
            data: { id: "app-1", status: "accepted" },
          },
        },
      });
    });
    expect(await screen.findByText("Application status updated successfully.")).toBeTruthy();
    expect(screen.getByText("Success")).toBeTruthy();
    expect(screen.getByText("Accepted")).toBeTruthy();
  });

  it("puts the real status back when the server refuses, and says why", async () => {
    const user = userEvent.setup();
    const { environment } = await renderCard();
    await user.click(screen.getByRole("button", { name: "Decline Lakshmi Naik" }));
    expect(await screen.findByText("Declined")).toBeTruthy();
    const message = "Only pending applications can be accepted or declined";
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: { setApplicationStatus: { __typename: "ConflictError", __isError: "ConflictError", message } },
      });
    });
    expect(await screen.findByText(message)).toBeTruthy();
    // The real status is read back: it was accepted on another phone.
    const readBack = environment.mock.getMostRecentOperation();
    expect(readBack.request.node.params.name).toBe("useApplicationDecisionStatusQuery");
    expect(readBack.request.variables).toEqual({ id: "app-1" });
    act(() => {
      environment.mock.resolve(readBack, {
        data: { node: { __typename: "Application", id: "app-1", status: "accepted" } },
      });
    });
    await waitFor(() => expect(screen.getByText("Accepted")).toBeTruthy());
    expect(screen.queryByText("Declined")).toBeNull();
  });

  it("shows the generic failure and the pending status again when the request fails", async () => {
    const user = userEvent.setup();
    const { environment } = await renderCard();
    await user.click(screen.getByRole("button", { name: "Accept Lakshmi Naik" }));
    act(() => {
      environment.mock.rejectMostRecentOperation(new Error("500: boom"));
    });
    expect(await screen.findByText("Failed to update application status.")).toBeTruthy();
    expect(screen.getByText("Pending")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Accept Lakshmi Naik" })).toBeTruthy();
  });
});
