import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { ProviderCardTestQuery } from "../../__generated__/ProviderCardTestQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { ProviderCard } from "./ProviderCard.tsx";

function Harness() {
  const data = useLazyLoadQuery<ProviderCardTestQuery>(
    graphql`
      query ProviderCardTestQuery @relay_test_operation {
        trainingProviders(first: 1) {
          edges {
            node {
              ...ProviderCard_user
            }
          }
        }
      }
    `,
    {},
  );
  const node = data.trainingProviders.edges[0]?.node;
  return node ? <ProviderCard user={node} /> : null;
}

const PROVIDER = {
  id: "user-201",
  firstName: "Anitha",
  lastName: "Rao",
  businessName: "Hasiru Krishi Skills Academy",
  location: "Hubballi, Dharwad",
  coursesOffered: 3,
  isVerified: false,
  mobileNumber: "9876500201",
};

async function renderCard(provider: Record<string, unknown>) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, { User: () => ({ ...PROVIDER, ...provider }) }),
    );
  });
  await screen.findByRole("article");
  return { user: userEvent.setup(), ...utils };
}

describe("ProviderCard", () => {
  afterEach(() => toaster.remove());

  it("titles the card with the organisation and shows the contact person, place and courses offered", async () => {
    await renderCard({});
    const card = screen.getByRole("article", { name: "Hasiru Krishi Skills Academy" });
    expect(within(card).getByText("Anitha Rao")).toBeTruthy();
    expect(within(card).getByText("Hubballi, Dharwad")).toBeTruthy();
    expect(within(card).getByText("3 courses offered")).toBeTruthy();
    expect(within(card).queryByText("Verified")).toBeNull();
  });

  it("counts one course in the singular and uses the person's name without an organisation", async () => {
    await renderCard({ businessName: null, coursesOffered: 1, isVerified: true });
    const card = screen.getByRole("article", { name: "Anitha Rao" });
    expect(within(card).getByText("1 course offered")).toBeTruthy();
    expect(within(card).getByText("Verified")).toBeTruthy();
  });

  it("says when a provider offers no courses yet", async () => {
    await renderCard({ coursesOffered: 0 });
    expect(screen.getByText("No courses offered yet")).toBeTruthy();
  });

  it("Contact reveals Call, WhatsApp and Message; without a number Call says so", async () => {
    const { user } = await renderCard({ mobileNumber: null });
    await user.click(screen.getByRole("button", { name: "Contact" }));
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).toBeNull();
    expect(screen.getByRole("button", { name: "Message Hasiru Krishi Skills Academy" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Call Hasiru Krishi Skills Academy" }));
    expect(await screen.findByText("Phone number not available for this training provider")).toBeTruthy();
  });
});
