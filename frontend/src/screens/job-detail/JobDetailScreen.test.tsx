import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import query from "../../__generated__/JobDetailScreenQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import type { Session } from "../../session/session.ts";
import { renderRoute } from "../../test/render.tsx";
import JobDetailScreen from "./JobDetailScreen.tsx";

const session = vi.hoisted(() => ({ value: { viewer: { id: "u1", userType: "laborer" } } as Session }));
vi.mock("../../session/session.ts", async (original) => ({
  ...(await original<typeof import("../../session/session.ts")>()),
  useSession: () => session.value,
}));

const JOB = {
  __typename: "Job",
  id: "job-7",
  title: "Mango Picking",
  description: "Pick and crate mangoes.",
  category: "horticulture",
  location: "Srinivaspur, Karnataka",
  district: "Kolar",
  state: "Karnataka",
  dailyRate: 700,
  isRateNegotiable: true,
  duration: 12,
  startDate: null,
  workersNeeded: 6,
  workingHours: "6 AM - 2 PM",
  isUrgent: true,
  accommodationProvided: false,
  mealsProvided: true,
  equipmentProvided: true,
  transportationProvided: false,
  requiredSkills: [
    { id: "s1", name: "Harvesting" },
    { id: "s2", name: "Grading" },
    { id: "s3", name: "Packing" },
    { id: "s4", name: "Loading" },
  ],
  employerName: "Ramesh Gowda",
  employer: { id: "emp-1", firstName: "Ramesh", mobileNumber: "9876500101", rating: 4.26, reviewCount: 3 },
  applicationsCount: 2,
  viewsCount: 41,
  createdAt: "2026-03-02T05:00:00.000Z",
  status: "active",
  viewerHasApplied: false,
};

function renderJob(
  job: Record<string, unknown> | null,
  userType: "laborer" | "employer" | "training_provider" | null = "laborer",
  path = "/job/job-7",
) {
  session.value = { viewer: userType ? { id: "u1", userType } : null };
  const answer = job
    ? { QueryJobResult: () => ({ __typename: "QueryJobSuccess" }), Job: () => ({ ...JOB, ...job }) }
    : { data: { job: { __typename: "NotFoundError" } } };
  return {
    user: userEvent.setup(),
    ...renderRoute(<JobDetailScreen />, { query, variables: { id: "job-7" }, answer, path }),
  };
}

const operationsNamed = (environment: ReturnType<typeof renderJob>["environment"], name: string) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.name === name);

describe("JobDetailScreen", () => {
  afterEach(() => toaster.remove());

  it("shows everything about the job", async () => {
    renderJob({});
    expect(await screen.findByRole("heading", { level: 1, name: "Mango Picking" })).toBeTruthy();
    expect(screen.getByText("Active")).toBeTruthy();
    expect(screen.getByText("Horticulture")).toBeTruthy();
    expect(screen.getByText("Srinivaspur, Karnataka · Kolar")).toBeTruthy();
    expect(screen.getByText("₹700 per day")).toBeTruthy();
    expect(screen.getByText("Negotiable")).toBeTruthy();
    expect(screen.getByText("Urgent")).toBeTruthy();
    expect(screen.getByText(/12 days/)).toBeTruthy();
    expect(screen.getByText(/Hours: 6 AM - 2 PM/)).toBeTruthy();
    expect(screen.getByText("Start date TBD")).toBeTruthy();
    expect(screen.getByText("6 workers needed")).toBeTruthy();
    expect(screen.getByText("2 applications")).toBeTruthy();
    expect(screen.getByText("41 views")).toBeTruthy();
    expect(screen.getByText("Posted on 2 Mar 2026")).toBeTruthy();
    expect(screen.getByText("Pick and crate mangoes.")).toBeTruthy();
    expect(screen.getByText("Meals: provided")).toBeTruthy();
    expect(screen.getByText("Equipment: provided")).toBeTruthy();
    expect(screen.getByText("Accommodation: not provided")).toBeTruthy();
    expect(screen.getByText("Transport: not provided")).toBeTruthy();
    // Every required skill, not only the card's first 3.
    const skills = screen.getByRole("list", { name: "Required skills" });
    expect(
      within(skills)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Harvesting", "Grading", "Packing", "Loading"]);
    expect(screen.getByText("Ramesh Gowda")).toBeTruthy();
    expect(screen.getByText(/Rating 4.3 of 5/)).toBeTruthy();
    expect(screen.getByText(/3 reviews/)).toBeTruthy();
  });

  it("says when the job is closed and offers no Apply Now", async () => {
    renderJob({ status: "closed" });
    expect(await screen.findByText("This job is closed and no longer accepting applications.")).toBeTruthy();
    expect(screen.getByText("Closed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Apply Now" })).toBeNull();
  });

  it("tells the reader never to pay anyone to get a job", async () => {
    renderJob({});
    expect((await screen.findByRole("note")).textContent).toBe("Never pay anyone to get a job.");
  });

  it("shows its employer why a job is under review", async () => {
    const reviewReason =
      "Under review: this job seems to ask workers to pay (“Registration fee ₹500”). Workers must never pay to get a job. Edit the job to take this out.";
    renderJob({ status: "under_review", reviewReason }, "employer");
    expect(await screen.findByText(reviewReason)).toBeTruthy();
    expect(screen.getByText("Under review")).toBeTruthy();
    expect(screen.queryByText("Active")).toBeNull();
  });

  it("says when the employer has no ratings yet", async () => {
    renderJob({ employer: { ...JOB.employer, rating: null, reviewCount: 0 } });
    expect(await screen.findByText("No ratings yet")).toBeTruthy();
  });

  it("records one view when it opens", async () => {
    const { environment } = renderJob({});
    await screen.findByRole("heading", { level: 1, name: "Mango Picking" });
    const views = environment.mock
      .getAllOperations()
      .filter((op) => op.request.node.params.name === "JobDetailScreenRecordViewMutation");
    expect(views).toHaveLength(1);
    expect(views[0]!.request.variables).toEqual({ jobId: "job-7" });
  });

  it("lets a laborer apply, with the card's toasts, and contact the employer", async () => {
    const { user, environment } = renderJob({});
    await user.click(await screen.findByRole("button", { name: "Apply Now" }));
    const apply = environment.mock
      .getAllOperations()
      .find((op) => op.request.node.params.name === "JobCardApplyMutation")!;
    expect(apply.request.variables).toMatchObject({ jobId: "job-7", requestedRate: 700 });
    act(() => {
      environment.mock.resolve(apply, {
        data: {
          applyToJob: {
            __typename: "MutationApplyToJobSuccess",
            data: {
              id: "app-1",
              status: "pending",
              requestedRate: 700,
              job: { id: "job-7", viewerHasApplied: true, applicationsCount: 3 },
            },
          },
        },
      });
    });
    expect(await screen.findByText("Application Submitted")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Applied" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("link", { name: "Call Ramesh Gowda" }).getAttribute("href")).toBe("tel:+919876500101");
  });

  it("shows the server's translated reason when the application is refused", async () => {
    const { user, environment } = renderJob({});
    await user.click(await screen.findByRole("button", { name: "Apply Now" }));
    const apply = environment.mock
      .getAllOperations()
      .find((op) => op.request.node.params.name === "JobCardApplyMutation")!;
    act(() => {
      environment.mock.resolve(apply, {
        data: {
          applyToJob: {
            __typename: "ConflictError",
            __isError: "ConflictError",
            message: "This job is no longer accepting applications",
          },
        },
      });
    });
    expect(await screen.findByText("This job is no longer accepting applications")).toBeTruthy();
    expect(screen.queryByText("Failed to submit application. Please try again.")).toBeNull();
  });

  it.each(["employer", "training_provider"] as const)("shows a %s no Apply Now and no contact panel", async (role) => {
    renderJob({}, role);
    await screen.findByRole("heading", { level: 1, name: "Mango Picking" });
    expect(screen.queryByRole("button", { name: "Apply Now" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Contact Employer" })).toBeNull();
  });

  describe("signed out (a job shared by link)", () => {
    it("shows the title, wage and place, and nothing private: no number, no Call or WhatsApp, no Report", async () => {
      // Even were the employer's number in the answer (the server gives none signed out), the screen shows none.
      const { container } = renderJob({}, null);
      expect(await screen.findByRole("heading", { level: 1, name: "Mango Picking" })).toBeTruthy();
      expect(screen.getByText("₹700 per day")).toBeTruthy();
      expect(screen.getByText("Srinivaspur, Karnataka · Kolar")).toBeTruthy();
      expect(container.textContent).not.toMatch(/98765\s*00101/);
      expect(container.querySelector('a[href^="tel:"], a[href*="wa.me"], a[href*="whatsapp"]')).toBeNull();
      expect(screen.queryByRole("link", { name: /Call|WhatsApp/ })).toBeNull();
      expect(screen.queryByRole("button", { name: /Call|WhatsApp/ })).toBeNull();
      expect(screen.queryByRole("heading", { name: "Contact Employer" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Report this job" })).toBeNull();
      // Back would lead to the jobs list, which needs signing in: the app frame's top bar has Sign in instead.
      expect(screen.queryByRole("link", { name: "Back" })).toBeNull();
    });

    it("makes Apply Now go to sign-in, which comes back to this job with ?apply=1", async () => {
      const { user, router, environment } = renderJob({}, null);
      const apply = await screen.findByRole("link", { name: "Apply Now" });
      expect(apply.getAttribute("href")).toBe(`/sign-in?next=${encodeURIComponent("/job/job-7?apply=1")}`);
      expect(screen.getByText("Sign in with your mobile number to apply.")).toBeTruthy();
      await user.click(apply);
      expect(router.state.location.pathname).toBe("/sign-in");
      expect(router.state.location.search).toBe(`?next=${encodeURIComponent("/job/job-7?apply=1")}`);
      expect(operationsNamed(environment, "JobCardApplyMutation")).toHaveLength(0);
    });

    it("offers no Apply Now on a closed job", async () => {
      renderJob({ status: "closed" }, null);
      expect(await screen.findByText("This job is closed and no longer accepting applications.")).toBeTruthy();
      expect(screen.queryByRole("link", { name: "Apply Now" })).toBeNull();
    });
  });

  describe("back from sign-in with ?apply=1", () => {
    it("sends the laborer's application once, toasts it and takes apply=1 out of the address", async () => {
      const { environment, router } = renderJob({}, "laborer", "/job/job-7?apply=1");
      await screen.findByRole("heading", { level: 1, name: "Mango Picking" });
      await waitFor(() => expect(operationsNamed(environment, "JobCardApplyMutation")).toHaveLength(1));
      const [apply] = operationsNamed(environment, "JobCardApplyMutation");
      expect(apply!.request.variables).toMatchObject({ jobId: "job-7", requestedRate: 700 });
      await waitFor(() => expect(router.state.location.search).toBe(""));
      expect(router.state.location.pathname).toBe("/job/job-7");
      act(() => {
        environment.mock.resolve(apply!, {
          data: {
            applyToJob: {
              __typename: "MutationApplyToJobSuccess",
              data: {
                id: "app-1",
                status: "pending",
                requestedRate: 700,
                job: { id: "job-7", viewerHasApplied: true, applicationsCount: 3 },
              },
            },
          },
        });
      });
      expect(await screen.findByText("Application Submitted")).toBeTruthy();
      expect(screen.getByRole("button", { name: "Applied" }).hasAttribute("disabled")).toBe(true);
      // Answered, and none sent after it.
      expect(operationsNamed(environment, "JobCardApplyMutation")).toHaveLength(0);
    });

    it("sends nothing for a job the laborer has applied for already", async () => {
      const { environment, router } = renderJob({ viewerHasApplied: true }, "laborer", "/job/job-7?apply=1");
      expect(await screen.findByRole("button", { name: "Applied" })).toBeTruthy();
      await waitFor(() => expect(router.state.location.search).toBe(""));
      expect(operationsNamed(environment, "JobCardApplyMutation")).toHaveLength(0);
    });

    it.each(["employer", "training_provider"] as const)(
      "sends nothing for a %s, who sees the job without applying",
      async (role) => {
        const { environment, router } = renderJob({}, role, "/job/job-7?apply=1");
        await screen.findByRole("heading", { level: 1, name: "Mango Picking" });
        await waitFor(() => expect(router.state.location.search).toBe(""));
        expect(operationsNamed(environment, "JobCardApplyMutation")).toHaveLength(0);
        expect(screen.queryByRole("button", { name: "Apply Now" })).toBeNull();
      },
    );
  });

  it("shows 'Job not found' with a way back for an id that names no job", async () => {
    const { environment } = renderJob(null);
    expect(await screen.findByRole("heading", { name: "Job not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to jobs" }).getAttribute("href")).toBe("/jobs");
    expect(
      environment.mock
        .getAllOperations()
        .some((op) => op.request.node.params.name === "JobDetailScreenRecordViewMutation"),
    ).toBe(false);
  });
});
