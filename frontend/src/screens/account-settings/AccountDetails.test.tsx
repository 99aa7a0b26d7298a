import { screen } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Suspense } from "react";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it, vi } from "vitest";
import type { AccountDetailsTestQuery } from "../../__generated__/AccountDetailsTestQuery.graphql.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { AccountDetails } from "./AccountDetails.tsx";

function Harness() {
  const data = useLazyLoadQuery<AccountDetailsTestQuery>(
    graphql`
      query AccountDetailsTestQuery @relay_test_operation {
        viewer {
          ...AccountDetails_user
        }
      }
    `,
    {},
  );
  return data.viewer ? <AccountDetails user={data.viewer} onNumberChanged={vi.fn()} /> : null;
}

function renderWith(user: Record<string, unknown>) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { User: () => user }),
  );
  return renderWithRelay(
    <Suspense fallback={null}>
      <Harness />
    </Suspense>,
    { environment },
  );
}

describe("AccountDetails", () => {
  it("shows an employer's details, with the account type in words and the joined date in India time", async () => {
    renderWith({
      firstName: "Suresh",
      lastName: "Patil",
      email: "suresh@farm.in",
      userType: "employer",
      mobileNumber: "9876500101",
      // Past midnight in India on 1 Jan, still 31 Dec in UTC.
      createdAt: "2025-12-31T20:00:00.000Z",
    });
    expect(await screen.findByText("Suresh Patil")).toBeTruthy();
    expect(screen.getByText("suresh@farm.in")).toBeTruthy();
    expect(screen.getByText("Employer/Farmer")).toBeTruthy();
    expect(screen.getByText("+91 9876500101")).toBeTruthy();
    expect(screen.getByText("1 Jan 2026")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Change mobile number" })).toBeTruthy();
  });

  it("says 'Not set' for a missing name, e-mail and number", async () => {
    renderWith({
      firstName: null,
      lastName: null,
      email: null,
      userType: "training_provider",
      mobileNumber: null,
      createdAt: "2026-01-01T00:00:00.000Z",
    });
    expect(await screen.findByText("Training Provider")).toBeTruthy();
    expect(screen.getAllByText("Not set")).toHaveLength(3);
  });
});
