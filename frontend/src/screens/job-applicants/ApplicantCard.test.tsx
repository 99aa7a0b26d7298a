import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { ApplicantCardTestQuery } from "../../__generated__/ApplicantCardTestQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { ApplicantCard } from "./ApplicantCard.tsx";

function Harness() {
  const data = useLazyLoadQuery<ApplicantCardTestQuery>(
    graphql`
      query ApplicantCardTestQuery @relay_test_operation {
        node(id: "app-1") {
          ...ApplicantCard_application @alias(as: "application")
        }
      }
    `,
    {},
  );
  const application = data.node?.application;
  return application ? <ApplicantCard application={application} /> : null;
}

const skill = (id: string, name: string) => ({ id, name, hi: null, kn: null, te: null });
const APPLICATION = {
  __typename: "Application",
  id: "app-1",
  status: "pending",
  requestedRate: 700,
  viewerCanRate: false,
  viewerRating: null,
  workRecord: null,
  job: { id: "job-1", status: "active" },
  laborer: {
    id: "laborer-1",
    firstName: "Lakshmi",
    lastName: "Naik",
    rating: 4.4,
    completedJobs: 7,
    mobileNumber: "9876500001",
    isMobileVerified: true,
    isAddressVerified: false,
    skillBadges: [
      skill("s1", "Weeding"),
      skill("s2", "Sowing"),
      skill("s3", "Harvesting"),
      skill("s4", "Ploughing"),
      skill("s5", "Irrigation"),
      skill("s6", "Spraying"),
    ],
  },
};

async function renderCard(change: (application: typeof APPLICATION) => Record<string, unknown> = (a) => a) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { path: "/employer/jobs/job-1/applicants" },
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, { Node: () => change(APPLICATION) }),
    );
  });
  await screen.findByRole("heading", { name: "Lakshmi Naik" });
  return { ...utils, user: userEvent.setup() };
}

describe("ApplicantCard", () => {
  afterEach(() => toaster.remove());

  it("shows the laborer's skills (4 and '+N more'), rating, jobs, verified number, the rate asked and the status", async () => {
    await renderCard();
    const skills = screen.getByRole("group", { name: "Skills" });
    for (const name of ["Weeding", "Sowing", "Harvesting", "Ploughing"])
      expect(within(skills).getByText(name)).toBeTruthy();
    expect(within(skills).queryByText("Irrigation")).toBeNull();
    expect(within(skills).getByText("+2 more")).toBeTruthy();
    expect(screen.getByText("Rating 4.4")).toBeTruthy();
    expect(screen.getByText("7 jobs completed")).toBeTruthy();
    expect(screen.getByText("Asks ₹700 per day")).toBeTruthy();
    expect(screen.getByText("Mobile verified")).toBeTruthy();
    expect(screen.queryByText("Address verified")).toBeNull();
    expect(screen.getByText("Pending")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Call Lakshmi Naik" }).getAttribute("href")).toBe("tel:+919876500001");
    expect(screen.getByRole("link", { name: "WhatsApp Lakshmi Naik" })).toBeTruthy();
    // Rating opens only once the job has closed.
    expect(screen.queryByRole("button", { name: "Rate worker" })).toBeNull();
  });

  it("accepts with the dashboard's optimistic decision", async () => {
    const { user, environment } = await renderCard();
    await user.click(screen.getByRole("button", { name: "Accept Lakshmi Naik" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("useApplicationDecisionSetStatusMutation");
    expect(await screen.findByText("Accepted")).toBeTruthy();
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
  });

  it("Message starts a conversation with the laborer about this job and opens it", async () => {
    const { user, environment, router } = await renderCard();
    await user.click(screen.getByRole("button", { name: "Message Lakshmi Naik" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.variables).toEqual({ participantId: "laborer-1", jobId: "job-1" });
    act(() => {
      environment.mock.resolve(op, {
        data: { startConversation: { __typename: "MutationStartConversationSuccess", data: { id: "conv-5" } } },
      });
    });
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe("/messages?conversation=conv-5"),
    );
  });

  it("offers 'Rate worker' for an accepted worker once the job has closed", async () => {
    const { user } = await renderCard((a) => ({
      ...a,
      status: "accepted",
      viewerCanRate: true,
      job: { id: "job-1", status: "closed" },
    }));
    expect(screen.queryByRole("button", { name: /^Accept/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Rate worker" }));
    expect(await screen.findByRole("dialog", { name: "Rate Lakshmi Naik" })).toBeTruthy();
  });

  it("shows the worker's new rating as soon as the employer's rating is saved, without a reload", async () => {
    const { user, environment } = await renderCard((a) => ({
      ...a,
      status: "accepted",
      viewerCanRate: true,
      job: { id: "job-1", status: "closed" },
      laborer: { ...a.laborer, rating: null },
    }));
    expect(screen.getByText("Not rated yet")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Rate worker" }));
    await user.click(await screen.findByRole("radio", { name: "5 of 5 stars" }));
    await user.click(screen.getByRole("button", { name: "Submit rating" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("RateDialogMutation");
    act(() => {
      environment.mock.resolve(op, {
        data: {
          rateApplication: {
            __typename: "MutationRateApplicationSuccess",
            data: {
              id: "app-1",
              viewerCanRate: false,
              viewerRating: { stars: 5, comment: null },
              laborer: { id: "laborer-1", rating: 4.8, reviewCount: 1 },
              job: { id: "job-1", employer: { id: "employer-1", rating: 4.2, reviewCount: 3 } },
            },
          },
        },
      });
    });
    expect(await screen.findByText("Rating 4.8")).toBeTruthy();
    expect(screen.queryByText("Not rated yet")).toBeNull();
    expect(screen.getByText("Your rating")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Rate worker" })).toBeNull();
  });

  it("shows the rating already given instead of the button", async () => {
    await renderCard((a) => ({
      ...a,
      status: "accepted",
      viewerCanRate: false,
      viewerRating: { id: "r1", stars: 4, comment: null },
      job: { id: "job-1", status: "closed" },
    }));
    expect(screen.getByText("Your rating")).toBeTruthy();
    expect(screen.getByRole("img", { name: "4 of 5 stars" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Rate worker" })).toBeNull();
  });

  it("shows an accepted applicant's work record, where the employer marks days", async () => {
    await renderCard((a) => ({
      ...a,
      status: "accepted",
      workRecord: {
        viewerIsEmployer: true,
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
    }));
    const record = screen.getByRole("region", { name: "Work and wages" });
    expect(within(record).getByTestId("wage-balance").textContent).toBe("₹0");
    expect(within(record).getByRole("form", { name: "Mark a day worked" })).toBeTruthy();
  });
});
