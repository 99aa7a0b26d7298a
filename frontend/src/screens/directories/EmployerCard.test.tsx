import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { EmployerCardTestQuery } from "../../__generated__/EmployerCardTestQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { EmployerCard } from "./EmployerCard.tsx";

function Harness() {
  const data = useLazyLoadQuery<EmployerCardTestQuery>(
    graphql`
      query EmployerCardTestQuery @relay_test_operation {
        employers(first: 1) {
          edges {
            node {
              ...EmployerCard_user
            }
          }
        }
      }
    `,
    {},
  );
  const node = data.employers.edges[0]?.node;
  return node ? <EmployerCard user={node} /> : null;
}

const EMPLOYER = {
  id: "user-101",
  firstName: "Suresh",
  lastName: "Gowda",
  businessName: "Kaveri Agro Enterprises",
  farmName: "Kaveri Green Farms",
  location: "Srirangapatna, Mandya",
  rating: 4.25,
  reviewCount: 3,
  isVerified: true,
  mobileNumber: "9876500101",
};

async function renderCard(employer: Record<string, unknown>) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, { User: () => ({ ...EMPLOYER, ...employer }) }),
    );
  });
  await screen.findByRole("article");
  return { user: userEvent.setup(), ...utils };
}

describe("EmployerCard", () => {
  afterEach(() => toaster.remove());

  it("titles the card with the business, and shows the farm, owner, place, rating and Verified tag", async () => {
    await renderCard({});
    const card = screen.getByRole("article", { name: "Kaveri Agro Enterprises" });
    expect(within(card).getByText("Kaveri Green Farms · Suresh Gowda")).toBeTruthy();
    expect(within(card).getByText("Srirangapatna, Mandya")).toBeTruthy();
    expect(within(card).getByText(/4\.3 of 5/)).toBeTruthy();
    expect(within(card).getByText(/3 reviews/)).toBeTruthy();
    expect(within(card).getByText("Verified")).toBeTruthy();
  });

  it("falls back to the farm name, says when nobody has rated them, and shows no tag when unverified", async () => {
    await renderCard({ businessName: null, rating: null, reviewCount: 0, isVerified: false });
    const card = screen.getByRole("article", { name: "Kaveri Green Farms" });
    expect(within(card).getByText("Suresh Gowda")).toBeTruthy();
    expect(within(card).getByText("New")).toBeTruthy();
    expect(within(card).queryByText("Verified")).toBeNull();
  });

  it("shows 'Pays on time' for an employer whose hires were all paid within 7 days", async () => {
    await renderCard({ paidOnTimeCount: 2, paidLateCount: 0 });
    const card = screen.getByRole("article", { name: "Kaveri Agro Enterprises" });
    expect(within(card).getByText("Pays on time")).toBeTruthy();
    expect(within(card).getByText("(2 of 2 hires paid within 7 days)")).toBeTruthy();
  });

  it("shows an employer's late payments in place of 'Pays on time'", async () => {
    await renderCard({ paidOnTimeCount: 2, paidLateCount: 3 });
    const card = screen.getByRole("article", { name: "Kaveri Agro Enterprises" });
    expect(within(card).getByText("Late payments: 3")).toBeTruthy();
    expect(within(card).queryByText("Pays on time")).toBeNull();
  });

  it("Contact reveals Call, WhatsApp and Message when the number is visible", async () => {
    const { user } = await renderCard({});
    await user.click(screen.getByRole("button", { name: "Contact" }));
    expect(screen.getByRole("link", { name: "Call Kaveri Agro Enterprises" }).getAttribute("href")).toBe(
      "tel:+919876500101",
    );
    expect(screen.getByRole("link", { name: "WhatsApp Kaveri Agro Enterprises" }).getAttribute("href")).toBe(
      "https://wa.me/919876500101",
    );
    expect(screen.getByRole("button", { name: "Message Kaveri Agro Enterprises" })).toBeTruthy();
  });

  it("without a number, offers Message but no WhatsApp, and Call says the number is not available", async () => {
    const { user } = await renderCard({ mobileNumber: null });
    await user.click(screen.getByRole("button", { name: "Contact" }));
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Message Kaveri Agro Enterprises" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Call Kaveri Agro Enterprises" }));
    expect(await screen.findByText("Phone number not available for this employer")).toBeTruthy();
  });
});
