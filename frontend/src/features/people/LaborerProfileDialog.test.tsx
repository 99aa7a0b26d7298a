import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LaborerProfileDialogTestQuery } from "../../__generated__/LaborerProfileDialogTestQuery.graphql.ts";
import type { Session } from "../../session/session.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { LaborerProfileDialog } from "./LaborerProfileDialog.tsx";

// Who is looking, as the root route's session gives it.
const session = vi.hoisted(() => ({ value: { viewer: { id: "employer-1", userType: "employer" } } as Session }));
vi.mock("../../session/session.ts", async (original) => ({
  ...(await original<typeof import("../../session/session.ts")>()),
  useSession: () => session.value,
}));

function Harness() {
  const data = useLazyLoadQuery<LaborerProfileDialogTestQuery>(
    graphql`
      query LaborerProfileDialogTestQuery @relay_test_operation {
        laborers(first: 1) {
          edges {
            node {
              ...LaborerProfileDialog_user
            }
          }
        }
      }
    `,
    {},
  );
  const node = data.laborers.edges[0]?.node;
  return node ? <LaborerProfileDialog user={node} name="Manjunath K" /> : null;
}

const SKILLS = ["Pruning", "Weeding", "Sowing", "Harvesting", "Irrigation", "Grafting", "Spraying"];
const RATINGS = [
  {
    id: "r1",
    stars: 5,
    comment: "Careful with the young plants.",
    jobTitle: "Mango Pruning",
    raterName: "Ramesh Gowda",
    createdAt: "2026-02-10T06:00:00.000Z",
  },
  {
    id: "r2",
    stars: 3,
    comment: null,
    jobTitle: "Paddy Weeding",
    raterName: null,
    createdAt: "2026-01-20T06:00:00.000Z",
  },
];

async function openDialog(laborer: Record<string, unknown>, ratings = RATINGS) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        User: () => ({
          id: "user-5",
          location: "Hunsur, Mysuru",
          rating: 4.6,
          reviewCount: 2,
          completedJobs: 14,
          experienceYears: 6,
          isVerified: false,
          isMobileVerified: true,
          isAddressVerified: true,
          mobileNumber: "9876500001",
          skillBadges: SKILLS.map((name, i) => ({ id: `s${i}`, name })),
          ...laborer,
        }),
      }),
    );
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "View profile of Manjunath K" }));
  const dialog = await screen.findByRole("dialog", { name: "Manjunath K" });
  // The latest ratings load when the profile opens.
  const op = utils.environment.mock.getMostRecentOperation();
  expect(op.request.node.params.name).toBe("LaborerRatingsQuery");
  expect(op.request.variables).toEqual({ id: "user-5" });
  act(() => {
    utils.environment.mock.resolve(op, {
      data: {
        node: {
          __typename: "User",
          id: "user-5",
          ratingsReceived: { edges: ratings.map((node) => ({ node: { __typename: "Rating", ...node } })) },
        },
      },
    });
  });
  return dialog;
}

describe("LaborerProfileDialog", () => {
  beforeEach(() => {
    session.value = { viewer: { id: "employer-1", userType: "employer" } };
  });

  it("lists 5 skills, the rating, completed jobs and the verified badges", async () => {
    const dialog = within(await openDialog({}));
    for (const name of SKILLS.slice(0, 5)) expect(dialog.getByText(name)).toBeTruthy();
    expect(dialog.queryByText("Grafting")).toBeNull();
    expect(dialog.getByText("+2 more")).toBeTruthy();
    expect(dialog.getByText(/4\.6 of 5/)).toBeTruthy();
    expect(dialog.getByText(/2 reviews/)).toBeTruthy();
    expect(dialog.getByText(/14 jobs completed/)).toBeTruthy();
    expect(dialog.getByText("Mobile verified")).toBeTruthy();
    expect(dialog.getByText("Address verified")).toBeTruthy();
    expect(dialog.queryByText("Verified")).toBeNull();
    expect(dialog.getByRole("link", { name: "Call Manjunath K" }).getAttribute("href")).toBe("tel:+919876500001");
  });

  it("shows the latest ratings with their comments", async () => {
    const dialog = within(await openDialog({}));
    expect(await dialog.findByText("Careful with the young plants.")).toBeTruthy();
    expect(dialog.getByText(/Ramesh Gowda · Mango Pruning · 10 Feb 2026/)).toBeTruthy();
    expect(dialog.getByText(/An employer · Paddy Weeding/)).toBeTruthy();
    expect(dialog.getByRole("img", { name: "5 of 5 stars" })).toBeTruthy();
    expect(dialog.getByRole("img", { name: "3 of 5 stars" })).toBeTruthy();
  });

  it("shows 'New', no rating and no review count, for a laborer nobody has rated", async () => {
    const dialog = within(await openDialog({ rating: null, reviewCount: 0 }, []));
    expect(dialog.getByText("New")).toBeTruthy();
    expect(dialog.queryByText(/ of 5/)).toBeNull();
    expect(dialog.queryByText(/reviews?\b/)).toBeNull();
    expect(await dialog.findByText("No ratings from employers yet")).toBeTruthy();
  });

  it("offers Report and Block to another signed-in person", async () => {
    const dialog = within(await openDialog({ viewerHasBlocked: false }));
    expect(dialog.getByRole("button", { name: "Report" })).toBeTruthy();
    expect(dialog.getByRole("button", { name: "Block" })).toBeTruthy();
    expect(dialog.queryByRole("button", { name: "Unblock" })).toBeNull();
  });

  it("offers Unblock to someone who blocked this laborer", async () => {
    const dialog = within(await openDialog({ viewerHasBlocked: true }));
    expect(dialog.getByRole("button", { name: "Unblock" })).toBeTruthy();
    expect(dialog.queryByRole("button", { name: "Block" })).toBeNull();
  });

  it("offers neither Report nor Block on one's own profile", async () => {
    session.value = { viewer: { id: "user-5", userType: "laborer" } };
    const dialog = within(await openDialog({}));
    expect(dialog.getByRole("link", { name: "Call Manjunath K" })).toBeTruthy();
    expect(dialog.queryByRole("button", { name: "Report" })).toBeNull();
    expect(dialog.queryByRole("button", { name: /Block/ })).toBeNull();
  });
});
