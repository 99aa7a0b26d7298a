import { act, screen } from "@testing-library/react";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { RoleHeaderTestQuery } from "../../__generated__/RoleHeaderTestQuery.graphql.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { RoleHeader } from "./RoleHeader.tsx";

function Harness({ role }: { role: "employer" | "training_provider" }) {
  const data = useLazyLoadQuery<RoleHeaderTestQuery>(
    graphql`
      query RoleHeaderTestQuery @relay_test_operation {
        viewer {
          ...RoleHeader_user
        }
      }
    `,
    {},
  );
  return data.viewer ? <RoleHeader user={data.viewer} userType={role} /> : null;
}

async function renderHeader(
  user: { firstName: string | null; lastName: string | null; email: string | null; mobileNumber: string | null },
  role: "employer" | "training_provider" = "employer",
) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness role={role} />
    </Suspense>,
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) => MockPayloadGenerator.generate(op, { User: () => user }));
  });
  return (await screen.findByRole("heading", { level: 1 })).textContent;
}

describe("RoleHeader", () => {
  it("shows the name, 'Farm Owner', Settings (/settings) and Logout (/api/logout)", async () => {
    expect(
      await renderHeader({
        firstName: "Ramesh",
        lastName: "Gowda",
        email: "ramesh@example.in",
        mobileNumber: "9876500101",
      }),
    ).toBe("Ramesh Gowda");
    expect(screen.getByText("Farm Owner")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Settings" }).getAttribute("href")).toBe("/settings");
    expect(screen.getByRole("link", { name: "Logout" }).getAttribute("href")).toBe("/api/logout");
  });

  it("falls back to the e-mail, then to the number", async () => {
    expect(
      await renderHeader({ firstName: null, lastName: "Gowda", email: "farm@example.in", mobileNumber: "9876500101" }),
    ).toBe("farm@example.in");
  });

  it("labels a training provider 'Training Provider', and names an account without any details by the role", async () => {
    expect(
      await renderHeader({ firstName: "Kavya", lastName: null, email: null, mobileNumber: null }, "training_provider"),
    ).toBe("Kavya");
    expect(screen.getByText("Training Provider")).toBeTruthy();
  });

  it("shows the number when there is neither a name nor an e-mail", async () => {
    expect(await renderHeader({ firstName: null, lastName: null, email: null, mobileNumber: "9123456789" })).toBe(
      "9123456789",
    );
  });
});
