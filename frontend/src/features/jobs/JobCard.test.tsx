import { i18n } from "@lingui/core";
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import type { MockEnvironment } from "relay-test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JobCardTestQuery } from "../../__generated__/JobCardTestQuery.graphql.ts";
import { indiaToday } from "../../format/dates.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { toaster } from "../../toasts/toaster.ts";
import { JobCard } from "./JobCard.tsx";
import { APPLY_FORM_FIELDS, APPLY_FORM_REFUSAL_PARAMS, applyFormPath } from "@rules/applications.ts";
import { DEFAULT_APPLY_MESSAGE } from "./JobCardApply.tsx";
import { DEMO_JOBS } from "./demoJobs.ts";
import type { Session } from "../../session/session.ts";
import { DemoJobCard } from "./DemoJobCard.tsx";

// The viewer's role, as the root route's session gives it.
const session = vi.hoisted(() => ({ value: { viewer: { id: "u1", userType: "laborer" } } as Session }));
vi.mock("../../session/session.ts", async (original) => ({
  ...(await original<typeof import("../../session/session.ts")>()),
  useSession: () => session.value,
}));

function Harness({ variant }: { variant?: "browse" }) {
  const data = useLazyLoadQuery<JobCardTestQuery>(
    graphql`
      query JobCardTestQuery @relay_test_operation {
        jobs(first: 1) {
          edges {
            node {
              id
              ...JobCard_job
            }
          }
        }
      }
    `,
    {},
  );
  const node = data.jobs.edges[0]?.node;
  return node ? <JobCard job={node} variant={variant} /> : null;
}

type JobMock = Record<string, unknown>;

const BASE_JOB: JobMock = {
  id: "job-1",
  title: "Paddy Harvesting",
  location: "Mandya, Karnataka",
  dailyRate: 850,
  isRateNegotiable: false,
  isUrgent: false,
  accommodationProvided: false,
  mealsProvided: false,
  equipmentProvided: false,
  transportationProvided: false,
  startDate: null,
  viewerHasApplied: false,
  applicationsCount: 3,
  employerName: "Ramesh Gowda",
  distanceKm: null,
};

async function renderJob(job: JobMock, variant?: "browse", path?: string) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness variant={variant} />
    </Suspense>,
    { path },
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, { Job: () => ({ ...BASE_JOB, ...job }) }),
    );
  });
  await screen.findByRole("heading", { name: String(job.title ?? BASE_JOB.title) });
  return utils;
}

function isoDaysFromToday(days: number): string {
  const today = Date.parse(`${indiaToday()}T00:00:00Z`);
  return new Date(today + days * 86_400_000).toISOString().slice(0, 10);
}

function resolveApply(environment: MockEnvironment, result: Record<string, unknown>) {
  act(() => {
    environment.mock.resolveMostRecentOperation({ data: { applyToJob: result } });
  });
}

describe("JobCard", () => {
  // The toaster keeps one toast at a time across tests; start each test without one.
  afterEach(() => {
    toaster.remove();
    session.value = { viewer: { id: "u1", userType: "laborer" } };
  });

  it("links its title to the job's screen", async () => {
    await renderJob({ id: "Sm9iOjc=", title: "Coconut Plucking" });
    expect(screen.getByRole("link", { name: "Coconut Plucking" }).getAttribute("href")).toBe("/job/Sm9iOjc%3D");
  });

  it.each(["employer", "training_provider"] as const)("shows a %s no Apply Now", async (userType) => {
    session.value = { viewer: { id: "u2", userType } };
    await renderJob({});
    expect(screen.queryByRole("button", { name: "Apply Now" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Applied" })).toBeNull();
  });

  it.each([
    ["laborer", 1],
    ["employer", 0],
  ] as const)("a sample job shows a %s %i Apply Now buttons", (userType, count) => {
    session.value = { viewer: { id: "u3", userType } };
    renderWithRelay(<DemoJobCard job={DEMO_JOBS[0]!} />);
    expect(screen.queryAllByRole("button", { name: "Apply Now" })).toHaveLength(count);
  });

  it("shows how far the work is, when the server knows: tenths under 10 km, whole km above", async () => {
    await renderJob({ distanceKm: 12.44 });
    expect(screen.getByText("Mandya, Karnataka · 12 km")).toBeTruthy();
  });

  it("shows a short distance to a tenth of a km, and none when it is unknown", async () => {
    const { unmount } = await renderJob({ distanceKm: 2.46 });
    expect(screen.getByText("Mandya, Karnataka · 2.5 km")).toBeTruthy();
    unmount();
    await renderJob({ distanceKm: null });
    expect(screen.getByText("Mandya, Karnataka")).toBeTruthy();
  });

  it("shows badges only for what the job provides", async () => {
    await renderJob({ isUrgent: true, mealsProvided: true, transportationProvided: true });
    expect(screen.getByText("Urgent")).toBeTruthy();
    expect(screen.getByText("Meals")).toBeTruthy();
    expect(screen.getByText("Transport")).toBeTruthy();
    expect(screen.queryByText("Accommodation")).toBeNull();
    expect(screen.queryByText("Equipment")).toBeNull();
  });

  it("shows the rate per day and Negotiable or Fixed Rate", async () => {
    await renderJob({ dailyRate: 1250, isRateNegotiable: true });
    expect(screen.getByText("₹1,250 per day")).toBeTruthy();
    expect(screen.getByText("Negotiable")).toBeTruthy();
    expect(screen.queryByText("Fixed Rate")).toBeNull();
  });

  it("shows Fixed Rate when the rate is not negotiable", async () => {
    await renderJob({ isRateNegotiable: false });
    expect(screen.getByText("Fixed Rate")).toBeTruthy();
  });

  it.each([
    [null, "Start date TBD"],
    [0, "Starts today"],
    [1, "Starts tomorrow"],
    [6, "Starts in 6 days"],
  ])("labels a start %s days away as %s", async (days, label) => {
    await renderJob({ startDate: days == null ? null : isoDaysFromToday(days) });
    expect(screen.getByText(label)).toBeTruthy();
  });

  it("shows the first 3 required skills and '+N more'", async () => {
    const skills = ["Weeding", "Sowing", "Harvesting", "Ploughing", "Irrigation"];
    await renderJob({ requiredSkills: skills.map((name, i) => ({ id: `s${i}`, name })) });
    const group = screen.getByRole("group", { name: "Required skills" });
    for (const name of skills.slice(0, 3)) expect(within(group).getByText(name)).toBeTruthy();
    for (const name of skills.slice(3)) expect(within(group).queryByText(name)).toBeNull();
    expect(within(group).getByText(`+${skills.length - 3} more`)).toBeTruthy();
  });

  it("names the skills and places and words the start in the active language", async () => {
    await renderJob({
      startDate: isoDaysFromToday(6),
      requiredSkills: [{ id: "s0", name: "Paddy Transplanting", hi: "धान की रोपाई", kn: "ಭತ್ತದ ನಾಟಿ", te: "వరి నాట్లు" }],
    });
    const card = screen.getByRole("article");
    act(() => i18n.loadAndActivate({ locale: "kn", messages: {} }));
    try {
      await waitFor(() => expect(card.textContent).toContain("ಮಂಡ್ಯ, ಕರ್ನಾಟಕ"));
      expect(within(card).getByRole("group").textContent).toContain("ಭತ್ತದ ನಾಟಿ");
      expect(card.textContent).not.toContain("Paddy Transplanting");
      expect(card.textContent).toContain(new Intl.RelativeTimeFormat("kn-IN", { numeric: "always" }).format(6, "day"));
      const rupees = new Intl.NumberFormat("kn-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
      expect(card.textContent).toContain(rupees.format(850));
    } finally {
      act(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
    }
  });

  it("is a plain form posting the same rate and note, which works before the app's scripts run", async () => {
    await renderJob({ dailyRate: 900 });
    const button = screen.getByRole("button", { name: "Apply Now" });
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe(applyFormPath("job-1"));
    expect(button.getAttribute("type")).toBe("submit");
    expect(Object.fromEntries(new FormData(form))).toEqual({
      [APPLY_FORM_FIELDS.requestedRate]: "900",
      [APPLY_FORM_FIELDS.message]: DEFAULT_APPLY_MESSAGE,
      [APPLY_FORM_FIELDS.back]: "/",
    });
  });

  it("posts only the page to go back to from the browse screen (no payload)", async () => {
    await renderJob({}, "browse");
    const form = screen.getByRole("button", { name: "Apply Now" }).closest("form")!;
    expect(Object.fromEntries(new FormData(form))).toEqual({ [APPLY_FORM_FIELDS.back]: "/" });
  });

  it("applies with the daily rate and the fixed message, then shows Applied", async () => {
    const user = userEvent.setup();
    const { environment } = await renderJob({ dailyRate: 900 });
    await user.click(screen.getByRole("button", { name: "Apply Now" }));
    expect(screen.getByText("Applying...")).toBeTruthy();
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("JobCardApplyMutation");
    expect(op.request.variables).toEqual({ jobId: "job-1", requestedRate: 900, message: DEFAULT_APPLY_MESSAGE });
    resolveApply(environment, {
      __typename: "MutationApplyToJobSuccess",
      data: {
        id: "app-1",
        status: "pending",
        requestedRate: 900,
        job: { id: "job-1", viewerHasApplied: true, applicationsCount: 4 },
      },
    });
    expect(await screen.findByText("Application Submitted")).toBeTruthy();
    const applied = screen.getByRole("button", { name: "Applied" });
    expect(applied.hasAttribute("disabled")).toBe(true);
    expect(screen.getByText(/4 applications/)).toBeTruthy();
  });

  it("shows the server's message when the laborer already applied", async () => {
    const user = userEvent.setup();
    const { environment } = await renderJob({});
    await user.click(screen.getByRole("button", { name: "Apply Now" }));
    resolveApply(environment, {
      __typename: "ConflictError",
      __isError: "ConflictError",
      message: "You have already applied for this job",
    });
    expect(await screen.findByText("Error")).toBeTruthy();
    expect(screen.getByText("You have already applied for this job")).toBeTruthy();
    // The job's real state is read back, so the card shows Applied rather than Apply Now again.
    const refresh = environment.mock.getMostRecentOperation();
    expect(refresh.request.node.params.name).toBe("JobCardApplyRefreshQuery");
    expect(refresh.request.variables).toEqual({ id: "job-1" });
    act(() => {
      environment.mock.resolve(refresh, {
        data: {
          node: { __typename: "Job", id: "job-1", viewerHasApplied: true, applicationsCount: 3, status: "active" },
        },
      });
    });
    await waitFor(() => expect(screen.getByRole("button", { name: "Applied" }).hasAttribute("disabled")).toBe(true));
  });

  it("shows the generic failure when the request fails", async () => {
    const user = userEvent.setup();
    const { environment } = await renderJob({});
    await user.click(screen.getByRole("button", { name: "Apply Now" }));
    act(() => {
      environment.mock.rejectMostRecentOperation(new Error("500: boom"));
    });
    expect(await screen.findByText("Failed to submit application. Please try again.")).toBeTruthy();
  });

  it("browse variant sends no payload and uses the browse toasts", async () => {
    const user = userEvent.setup();
    const { environment } = await renderJob({}, "browse");
    await user.click(screen.getByRole("button", { name: "Apply Now" }));
    const { variables } = environment.mock.getMostRecentOperation().request;
    expect(variables.jobId).toBe("job-1");
    expect(variables.requestedRate ?? null).toBeNull();
    expect(variables.message ?? null).toBeNull();
    resolveApply(environment, {
      __typename: "ConflictError",
      __isError: "ConflictError",
      message: "This job is closed",
    });
    expect(await screen.findByText("Application Failed")).toBeTruthy();
    expect(screen.getByText("This job is closed")).toBeTruthy();
  });

  it("browse variant success toast has the browse description", async () => {
    const user = userEvent.setup();
    const { environment } = await renderJob({}, "browse");
    await user.click(screen.getByRole("button", { name: "Apply Now" }));
    resolveApply(environment, {
      __typename: "MutationApplyToJobSuccess",
      data: {
        id: "app-2",
        status: "pending",
        requestedRate: 850,
        job: { id: "job-1", viewerHasApplied: true, applicationsCount: 4 },
      },
    });
    expect(
      await screen.findByText(
        "Your job application has been submitted successfully! The employer will contact you soon.",
      ),
    ).toBeTruthy();
  });

  it("says why its plain form was refused when the address names it for this job: the day's limit and its wait", async () => {
    const p = APPLY_FORM_REFUSAL_PARAMS;
    await renderJob({}, undefined, `/browse-jobs?${p.refusal}=limit&${p.job}=job-1&${p.retryAfter}=7200`);
    expect(screen.getByRole("status").textContent).toBe(
      "You have sent the most applications allowed in a day. Please try again in 2 hours.",
    );
    expect(screen.getByRole("button", { name: "Apply Now" })).toBeTruthy();
  });

  it("says nothing of a refusal named for another job, or of a name it does not know", async () => {
    const p = APPLY_FORM_REFUSAL_PARAMS;
    await renderJob({}, undefined, `/browse-jobs?${p.refusal}=limit&${p.job}=job-2&${p.retryAfter}=7200`);
    expect(screen.queryByRole("status")).toBeNull();
    cleanup();
    await renderJob({}, undefined, `/browse-jobs?${p.refusal}=%3Cb%3Ehacked&${p.job}=job-1`);
    expect(screen.queryByRole("status")).toBeNull();
    cleanup();
    await renderJob({}, undefined, `/browse-jobs?${p.refusal}=refused&${p.job}=job-1`);
    expect(screen.getByRole("status").textContent).toBe("Failed to submit application. Please try again.");
  });

  it("shows Applied, disabled, for a job already applied to", async () => {
    await renderJob({ viewerHasApplied: true });
    expect(screen.getByRole("button", { name: "Applied" }).hasAttribute("disabled")).toBe(true);
  });
  it("shows the employer's rating from the ratings workers gave, and none when the employer is hidden", async () => {
    await renderJob({
      title: "Rated job",
      employer: { id: "user-9", firstName: "Ramesh", mobileNumber: null, rating: 4.6, reviewCount: 38 },
    });
    expect(screen.getByRole("img", { name: "Rated 4.6 out of 5 by 38 workers" })).toBeTruthy();
  });

  it("shows no rating for an employer without ratings or when signed out", async () => {
    await renderJob({ title: "Unrated job", employer: null });
    expect(screen.queryByRole("img", { name: /^Rated / })).toBeNull();
  });

  it("shows whether the employer pays on time from their real hires, and nothing before any", async () => {
    const employer = { id: "user-9", firstName: "Ramesh", mobileNumber: null, rating: null, reviewCount: 0 };
    await renderJob({ title: "Paid job", employer: { ...employer, paidOnTimeCount: 4, paidLateCount: 0 } });
    expect(screen.getByTestId("payment-record").textContent).toBe("Pays on time(4 of 4 hires paid within 7 days)");
    cleanup();
    await renderJob({ title: "Late job", employer: { ...employer, paidOnTimeCount: 4, paidLateCount: 1 } });
    expect(screen.getByTestId("payment-record").textContent).toBe("Late payments: 1");
    cleanup();
    await renderJob({ title: "New employer", employer: { ...employer, paidOnTimeCount: 0, paidLateCount: 0 } });
    expect(screen.queryByTestId("payment-record")).toBeNull();
  });
});
