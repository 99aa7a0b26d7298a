import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { PostingCardTestQuery } from "../../__generated__/PostingCardTestQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { PostingCard } from "./PostingCard.tsx";

function Harness() {
  const data = useLazyLoadQuery<PostingCardTestQuery>(
    graphql`
      query PostingCardTestQuery @relay_test_operation {
        node(id: "job-1") {
          ...PostingCard_job @alias(as: "job")
        }
      }
    `,
    {},
  );
  const job = data.node?.job;
  return job ? <PostingCard job={job} /> : null;
}

// A global id with characters that must be escaped in a path.
const JOB_ID = "Sm9iOjQy/+=";
const JOB = {
  id: JOB_ID,
  title: "Paddy Transplanting",
  status: "active",
  applicationsCount: 3,
  viewsCount: 1,
  createdAt: "2026-11-20T06:30:00.000Z",
};

async function renderCard(job: Record<string, unknown> = {}) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { path: "/employer-dashboard" },
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, { Node: () => ({ __typename: "Job", ...JOB, ...job }) }),
    );
  });
  await screen.findByRole("heading", { name: String(job.title ?? JOB.title) });
  return utils;
}

describe("PostingCard", () => {
  afterEach(() => toaster.remove());

  it("shows the title (to the job's screen), Active, applications, views and the posting date", async () => {
    await renderCard();
    const escaped = encodeURIComponent(JOB_ID);
    expect(screen.getByRole("link", { name: "Paddy Transplanting" }).getAttribute("href")).toBe(`/job/${escaped}`);
    expect(screen.getByText("Active")).toBeTruthy();
    expect(screen.getByText("3 applications")).toBeTruthy();
    expect(screen.getByText("1 view")).toBeTruthy();
    expect(screen.getByText("Posted 20 Nov 2026")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit Paddy Transplanting" }).getAttribute("href")).toBe(
      `/post-job/${escaped}/edit`,
    );
    expect(screen.getByRole("link", { name: "Applicants for Paddy Transplanting" }).getAttribute("href")).toBe(
      `/employer/jobs/${escaped}/applicants`,
    );
  });

  it("closes the job only after the confirmation, then says it is closed and offers no Edit or Close", async () => {
    const user = userEvent.setup();
    const { environment } = await renderCard();
    await user.click(screen.getByRole("button", { name: "Close Paddy Transplanting" }));
    const question = screen.getByRole("group", { name: /Close "Paddy Transplanting"\?/ });
    await user.click(within(question).getByRole("button", { name: "Keep Open" }));
    expect(screen.queryByRole("group")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Close Paddy Transplanting" }));
    await user.click(within(screen.getByRole("group")).getByRole("button", { name: "Close Job" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("PostingCardCloseMutation");
    expect(op.request.variables).toEqual({ id: JOB_ID });
    act(() => {
      environment.mock.resolve(op, {
        data: {
          closeJob: {
            __typename: "MutationCloseJobSuccess",
            data: { id: JOB_ID, status: "closed", employer: { id: "employer-1", activeJobsCount: 0 } },
          },
        },
      });
    });
    expect(await screen.findByText("Job Closed")).toBeTruthy();
    expect(screen.getByText("Closed")).toBeTruthy();
    expect(screen.getByText("This job is closed and no longer takes applications.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Close/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Applicants for Paddy Transplanting" })).toBeTruthy();
  });

  it("shows the server's message when closing is refused", async () => {
    const user = userEvent.setup();
    const { environment } = await renderCard();
    await user.click(screen.getByRole("button", { name: "Close Paddy Transplanting" }));
    await user.click(screen.getByRole("button", { name: "Close Job" }));
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          closeJob: {
            __typename: "ForbiddenError",
            __isError: "ForbiddenError",
            message: "You can only change jobs you posted",
          },
        },
      });
    });
    expect(await screen.findByText("You can only change jobs you posted")).toBeTruthy();
    expect(screen.getByText("Active")).toBeTruthy();
  });

  it("says why a job is under review, and still offers Edit and Close", async () => {
    const reason =
      "Under review: this job seems to ask workers to pay (“Registration fee ₹500”). Workers must never pay to get a job. Edit the job to take this out.";
    await renderCard({ status: "under_review", reviewReason: reason });
    expect(screen.getByText("Under review")).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
    expect(screen.queryByText("Active")).toBeNull();
    expect(screen.getByRole("link", { name: "Edit Paddy Transplanting" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close Paddy Transplanting" })).toBeTruthy();
  });

  it("shows no review reason on an active job", async () => {
    await renderCard({ reviewReason: "Under review: stale" });
    expect(screen.queryByText("Under review: stale")).toBeNull();
  });

  it("shows a closed job as Closed, without Edit or Close", async () => {
    await renderCard({ status: "closed", applicationsCount: 0 });
    expect(screen.getByText("Closed")).toBeTruthy();
    expect(screen.getByText("0 applications")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Close/ })).toBeNull();
  });

  it("shows a job hidden by a moderator as Hidden, with the moderator's reason", async () => {
    await renderCard({ status: "hidden", hiddenReason: "Asks workers for a deposit" });
    expect(screen.getByText("Hidden")).toBeTruthy();
    expect(screen.queryByText("Closed")).toBeNull();
    expect(screen.getByTestId("hidden-by-moderator").textContent).toBe(
      "Hidden by a moderator: Asks workers for a deposit",
    );
  });

  it("gives no moderator's reason on an active job", async () => {
    await renderCard({ hiddenReason: "stale reason" });
    expect(screen.queryByTestId("hidden-by-moderator")).toBeNull();
  });
});
