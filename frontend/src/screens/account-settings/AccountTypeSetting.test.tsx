import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { AccountTypeSettingTestQuery } from "../../__generated__/AccountTypeSettingTestQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { AccountTypeSetting } from "./AccountTypeSetting.tsx";

function Harness() {
  const data = useLazyLoadQuery<AccountTypeSettingTestQuery>(
    graphql`
      query AccountTypeSettingTestQuery @relay_test_operation {
        viewer {
          ...AccountTypeSetting_user
        }
      }
    `,
    {},
  );
  return data.viewer ? <AccountTypeSetting user={data.viewer} /> : null;
}

function renderAs(userType: string) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, { User: () => ({ id: "VXNlcjox", userType }) }),
  );
  return renderWithRelay(
    <Suspense fallback={null}>
      <Harness />
    </Suspense>,
    { environment },
  );
}

const saveButton = () => screen.getByRole("button", { name: "Change account type" }) as HTMLButtonElement;

afterEach(() => {
  act(() => toaster.remove());
});

describe("AccountTypeSetting", () => {
  it("shows the current type chosen, and saves nothing until another is chosen", async () => {
    const { environment } = renderAs("employer");
    const employer = (await screen.findByRole("radio", { name: "Employer/Farmer" })) as HTMLInputElement;
    expect(employer.checked).toBe(true);
    expect(saveButton().disabled).toBe(true);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("changes the type with setUserType and confirms", async () => {
    const user = userEvent.setup();
    const { environment } = renderAs("employer");
    await user.click(await screen.findByRole("radio", { name: "Agricultural Laborer" }));
    await user.click(saveButton());
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("AccountTypeSettingSetMutation");
    expect(operation.request.variables).toEqual({ userType: "laborer" });
    act(() =>
      environment.mock.resolve(operation, {
        data: {
          setUserType: { __typename: "MutationSetUserTypeSuccess", data: { id: "VXNlcjox", userType: "laborer" } },
        },
      }),
    );
    expect(await screen.findByText("Account type changed")).toBeTruthy();
    expect(((await screen.findByRole("radio", { name: "Agricultural Laborer" })) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(saveButton().disabled).toBe(true);
  });

  it("shows the server's reason under the choice when it refuses, and keeps the type", async () => {
    const user = userEvent.setup();
    const { environment } = renderAs("employer");
    await user.click(await screen.findByRole("radio", { name: "Agricultural Laborer" }));
    await user.click(saveButton());
    const reason = "Close your open jobs before you change your account type.";
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { setUserType: { __typename: "ConflictError", __isError: "ConflictError", message: reason } },
      }),
    );
    expect((await screen.findByRole("alert")).textContent).toBe(reason);
    expect(screen.queryByText("Account type changed")).toBeNull();
    expect(saveButton().disabled).toBe(false);
  });
});
