import { screen } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { PromptCardsTestQuery } from "../../__generated__/PromptCardsTestQuery.graphql.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { PromptCards } from "./PromptCards.tsx";

function Harness() {
  const data = useLazyLoadQuery<PromptCardsTestQuery>(
    graphql`
      query PromptCardsTestQuery @relay_test_operation {
        viewer {
          id
          ...PromptCards_user
        }
      }
    `,
    {},
  );
  return data.viewer ? (
    <div data-testid="prompts">
      <PromptCards user={data.viewer} />
    </div>
  ) : null;
}

function renderPrompts(user: { isAddressVerified: boolean; skills: { id: string }[] }) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, { User: () => user }));
  return renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { environment },
  );
}

describe("PromptCards", () => {
  it("asks for the assessment and the verification when both are missing", async () => {
    renderPrompts({ isAddressVerified: false, skills: [] });
    expect(await screen.findByText("Complete Your Skill Assessment")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Start Assessment" }).getAttribute("href")).toBe("/skill-assessment");
    expect(screen.getByText("Complete Verification")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add Details" }).getAttribute("href")).toBe("/verification");
  });

  it("only asks for verification when the laborer has skills", async () => {
    renderPrompts({ isAddressVerified: false, skills: [{ id: "us-1" }] });
    expect(await screen.findByText("Complete Verification")).toBeTruthy();
    expect(screen.queryByText("Complete Your Skill Assessment")).toBeNull();
  });

  it("only asks for the assessment when the address is verified", async () => {
    renderPrompts({ isAddressVerified: true, skills: [] });
    expect(await screen.findByText("Complete Your Skill Assessment")).toBeTruthy();
    expect(screen.queryByText("Complete Verification")).toBeNull();
  });

  it("shows nothing when both are done", async () => {
    renderPrompts({ isAddressVerified: true, skills: [{ id: "us-1" }, { id: "us-2" }] });
    const container = await screen.findByTestId("prompts");
    expect(container.textContent).toBe("");
  });
});
