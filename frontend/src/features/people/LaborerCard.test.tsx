import { i18n } from "@lingui/core";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { LaborerCardTestQuery } from "../../__generated__/LaborerCardTestQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { LaborerCard } from "./LaborerCard.tsx";

function Harness() {
  const data = useLazyLoadQuery<LaborerCardTestQuery>(
    graphql`
      query LaborerCardTestQuery @relay_test_operation {
        laborers(first: 1) {
          edges {
            node {
              ...LaborerCard_user
            }
          }
        }
      }
    `,
    {},
  );
  const node = data.laborers.edges[0]?.node;
  return node ? <LaborerCard user={node} /> : null;
}

const SKILLS = ["Pruning", "Weeding", "Sowing", "Harvesting", "Irrigation", "Grafting"];
const LABORER = {
  id: "user-5",
  firstName: "Manjunath",
  lastName: "K",
  location: "Hunsur, Mysuru",
  rating: 4.72,
  reviewCount: 9,
  mobileNumber: "9876500001",
  completedJobs: 14,
  experienceYears: 6,
  isVerified: true,
  isMobileVerified: true,
  isAddressVerified: false,
  skillBadges: SKILLS.map((name, i) => ({ id: `s${i}`, name })),
};

async function renderCard(laborer: Record<string, unknown>) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        User: () => ({ ...LABORER, ...laborer }),
      }),
    );
  });
  await screen.findByRole("article");
  return { user: userEvent.setup(), ...utils };
}

describe("LaborerCard", () => {
  afterEach(() => toaster.remove());

  it("names the place and the skills in the active language", async () => {
    await renderCard({ skillBadges: [{ id: "s0", name: "Pruning", hi: "छंटाई", kn: "ಸವರುವಿಕೆ", te: "కత్తిరింపు" }] });
    const card = screen.getByRole("article", { name: "Manjunath K" });
    act(() => i18n.loadAndActivate({ locale: "te", messages: {} }));
    try {
      await waitFor(() => expect(card.textContent).toContain("హుణసూరు, మైసూరు"));
      expect(within(card).getByRole("group", { name: "Skills" }).textContent).toBe("కత్తిరింపు");
    } finally {
      act(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
    }
  });

  it("shows the name, place, rating and the first 4 skills then '+N more'", async () => {
    await renderCard({});
    const card = screen.getByRole("article", { name: "Manjunath K" });
    expect(within(card).getByText("Hunsur, Mysuru")).toBeTruthy();
    expect(within(card).getByText(/4\.7 of 5/)).toBeTruthy();
    expect(within(card).getByText(/9 reviews/)).toBeTruthy();
    const skills = within(card).getByRole("group", { name: "Skills" });
    for (const name of SKILLS.slice(0, 4)) expect(within(skills).getByText(name)).toBeTruthy();
    for (const name of SKILLS.slice(4)) expect(within(skills).queryByText(name)).toBeNull();
    expect(within(skills).getByText("+2 more")).toBeTruthy();
  });

  it("tags a verified laborer", async () => {
    await renderCard({ isVerified: true });
    expect(within(screen.getByRole("article")).getByText("Verified")).toBeTruthy();
  });

  it("shows no Verified tag for an unverified laborer", async () => {
    await renderCard({ isVerified: false });
    expect(within(screen.getByRole("article")).queryByText("Verified")).toBeNull();
  });

  it("shows 'New', no rating and no review count, for a laborer nobody has rated", async () => {
    await renderCard({ rating: null, reviewCount: 0 });
    const card = within(screen.getByRole("article"));
    expect(card.getByText("New")).toBeTruthy();
    expect(card.queryByText(/ of 5/)).toBeNull();
    expect(card.queryByText(/reviews?\b/)).toBeNull();
  });

  it("offers Call with the number, and says so when there is none", async () => {
    const { user } = await renderCard({ mobileNumber: null });
    await user.click(screen.getByRole("button", { name: "Contact" }));
    await user.click(screen.getByRole("button", { name: "Call Manjunath K" }));
    expect(await screen.findByText("Phone number not available for this laborer")).toBeTruthy();
  });

  it("links Call to the laborer's number", async () => {
    const { user } = await renderCard({});
    await user.click(screen.getByRole("button", { name: "Contact" }));
    expect(screen.getByRole("link", { name: "Call Manjunath K" }).getAttribute("href")).toBe("tel:+919876500001");
  });
});
