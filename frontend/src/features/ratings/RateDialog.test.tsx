import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RATING_LIMITS, RATING_MESSAGES } from "@rules/ratings.ts";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { RateDialogTestQuery } from "../../__generated__/RateDialogTestQuery.graphql.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { RateDialog } from "./RateDialog.tsx";

function Harness() {
  const data = useLazyLoadQuery<RateDialogTestQuery>(
    graphql`
      query RateDialogTestQuery @relay_test_operation {
        viewer {
          applications(first: 1) {
            edges {
              node {
                ...RateDialog_application
              }
            }
          }
        }
      }
    `,
    {},
  );
  const application = data.viewer?.applications?.edges[0]?.node;
  return application ? (
    <RateDialog application={application} triggerLabel="Rate worker" partyName="Suresh Kumar" />
  ) : null;
}

async function renderDialog(application: Record<string, unknown>) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, { Application: () => ({ id: "application-1", ...application }) }),
    );
  });
  await waitFor(() => expect(screen.queryByText("loading")).toBeNull());
  return utils;
}

describe("RateDialog", () => {
  it("shows nothing while rating is not open", async () => {
    await renderDialog({ viewerCanRate: false, viewerRating: null });
    expect(screen.queryByRole("button", { name: "Rate worker" })).toBeNull();
    expect(screen.queryByText("Your rating")).toBeNull();
  });

  it("shows the rating already given instead of the button", async () => {
    await renderDialog({ viewerCanRate: false, viewerRating: { stars: 4, comment: "Hard working" } });
    expect(screen.getByRole("img", { name: "4 of 5 stars" })).toBeTruthy();
    expect(screen.getByText("Hard working")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Rate worker" })).toBeNull();
  });

  it("asks for stars before sending, then sends the stars and the trimmed comment", async () => {
    const user = userEvent.setup();
    const { environment } = await renderDialog({ viewerCanRate: true, viewerRating: null });
    await user.click(screen.getByRole("button", { name: "Rate worker" }));
    expect(await screen.findByRole("heading", { name: "Rate Suresh Kumar" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Submit rating" }));
    expect(await screen.findByText(RATING_MESSAGES.stars)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    const radios = screen.getAllByRole("radio");
    expect(radios).toHaveLength(RATING_LIMITS.starsMax);
    await user.click(screen.getByRole("radio", { name: "5 of 5 stars" }));
    expect(screen.getByRole("radio", { name: "5 of 5 stars" }).getAttribute("aria-checked")).toBe("true");
    await user.type(screen.getByRole("textbox", { name: "Comment (optional)" }), "  Good work  ");
    await user.click(screen.getByRole("button", { name: "Submit rating" }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ applicationId: "application-1", stars: 5, comment: "Good work" });
    act(() => {
      environment.mock.resolve(operation, {
        data: {
          rateApplication: {
            __typename: "MutationRateApplicationSuccess",
            data: {
              id: "application-1",
              viewerCanRate: false,
              viewerRating: { stars: 5, comment: "Good work" },
              laborer: { id: "laborer-1", rating: 5, reviewCount: 1 },
              job: { id: "job-1", employer: { id: "employer-1", rating: 4, reviewCount: 2 } },
            },
          },
        },
      });
    });
    await waitFor(() => expect(screen.getByRole("img", { name: "5 of 5 stars" })).toBeTruthy());
    expect(await screen.findByText("Rating saved")).toBeTruthy();
    // Both parties' figures reach the store, so the cards that show them change without a reload.
    const source = environment.getStore().getSource();
    expect(source.get("laborer-1")).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(source.get("employer-1")).toMatchObject({ rating: 4, reviewCount: 2 });
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    const { environment } = await renderDialog({ viewerCanRate: true, viewerRating: null });
    await user.click(screen.getByRole("button", { name: "Rate worker" }));
    await user.click(await screen.findByRole("radio", { name: "3 of 5 stars" }));
    await user.click(screen.getByRole("button", { name: "Submit rating" }));
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: {
          rateApplication: {
            __typename: "ConflictError",
            __isError: "ConflictError",
            message: RATING_MESSAGES.alreadyRated,
          },
        },
      });
    });
    expect(await screen.findByText(RATING_MESSAGES.alreadyRated)).toBeTruthy();
  });

  it("flags a comment over the limit as it is typed", async () => {
    const user = userEvent.setup();
    await renderDialog({ viewerCanRate: true, viewerRating: null });
    await user.click(screen.getByRole("button", { name: "Rate worker" }));
    const box = await screen.findByRole("textbox", { name: "Comment (optional)" });
    await user.click(box);
    await user.paste("x".repeat(RATING_LIMITS.commentMax + 1));
    expect(await screen.findByText(RATING_MESSAGES.commentLength)).toBeTruthy();
  });
});
