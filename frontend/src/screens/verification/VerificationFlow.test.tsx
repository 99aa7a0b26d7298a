import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { MockPayloadGenerator, type MockEnvironment } from "relay-test-utils";
import { afterEach, describe, expect, it } from "vitest";
import type { VerificationFlowTestQuery } from "../../__generated__/VerificationFlowTestQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { VerificationFlow } from "./VerificationFlow.tsx";

function Harness() {
  const data = useLazyLoadQuery<VerificationFlowTestQuery>(
    graphql`
      query VerificationFlowTestQuery @relay_test_operation {
        viewer {
          ...VerificationFlow_viewer
        }
      }
    `,
    {},
  );
  return data.viewer ? <VerificationFlow viewer={data.viewer} /> : null;
}

const NUMBER = "9876500001";
const NEW_NUMBER = "9123456780";

async function renderFlow(viewer: { mobileNumber: string | null; isMobileVerified: boolean }) {
  const utils = renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { path: "/verification" },
  );
  act(() => {
    utils.environment.mock.resolveMostRecentOperation((op) =>
      MockPayloadGenerator.generate(op, {
        User: () => ({ id: "user-1", state: null, district: null, block: null, ...viewer }),
      }),
    );
  });
  await screen.findByRole("heading", { name: "Verification", level: 1 });
  return utils;
}

const dismissToasts = () => act(() => toaster.remove());
const back = () => userEvent.click(screen.getByRole("button", { name: "Back" }));
const currentStep = () =>
  screen.getByRole("list", { name: "Verification steps" }).querySelector("[aria-current=step]")?.textContent;

function lastOperation(environment: MockEnvironment, name: string) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe(name);
  return operation;
}

/** Step 2 with the real OTP panel: its code sent (demo mode) and typed in. */
async function sendAndTypeOtp(environment: MockEnvironment, mobileNumber: string, code = "123456") {
  const send = lastOperation(environment, "OtpPanelSendMutation");
  expect(send.request.variables).toEqual({ mobileNumber });
  act(() =>
    environment.mock.resolveMostRecentOperation({
      data: {
        sendOtp: {
          __typename: "MutationSendOtpSuccess",
          data: { demoOtp: code, message: "OTP sent", resendAfterSeconds: 60 },
        },
      },
    }),
  );
  await userEvent.type(await screen.findByLabelText("Enter OTP"), code);
  dismissToasts();
}

afterEach(dismissToasts);

describe("VerificationFlow", () => {
  it("starts at step 1 with the viewer's number; Back there leaves the flow", async () => {
    const { router } = await renderFlow({ mobileNumber: NUMBER, isMobileVerified: false });
    expect(screen.getByText("Step 1 of 3")).toBeTruthy();
    expect(currentStep()).toBe("Mobile Number");
    expect((screen.getByLabelText("Mobile Number") as HTMLInputElement).value).toBe(NUMBER);
    await back();
    expect(router.state.location.pathname).toBe("/");
  });

  it("keeps Continue disabled until the number is a valid Indian mobile number", async () => {
    await renderFlow({ mobileNumber: null, isMobileVerified: false });
    const input = screen.getByLabelText("Mobile Number");
    const next = screen.getByRole("button", { name: "Continue" });
    expect(next.hasAttribute("disabled")).toBe(true);
    await userEvent.type(input, "5123456789");
    expect(screen.getByText("Mobile number must be a valid 10-digit Indian number")).toBeTruthy();
    expect(next.hasAttribute("disabled")).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, NEW_NUMBER);
    expect(next.hasAttribute("disabled")).toBe(false);
  });

  it("goes to step 2, which sends a code; Back returns to step 1 with the number kept", async () => {
    const { environment } = await renderFlow({ mobileNumber: null, isMobileVerified: false });
    await userEvent.type(screen.getByLabelText("Mobile Number"), NEW_NUMBER);
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("Step 2 of 3")).toBeTruthy();
    expect(currentStep()).toBe("Verify OTP");
    expect(lastOperation(environment, "OtpPanelSendMutation").request.variables).toEqual({ mobileNumber: NEW_NUMBER });
    await back();
    expect(screen.getByText("Step 1 of 3")).toBeTruthy();
    expect((screen.getByLabelText("Mobile Number") as HTMLInputElement).value).toBe(NEW_NUMBER);
  });

  it("goes from step 2 to step 3 only after verifyMobileNumber accepts the code", async () => {
    const { environment } = await renderFlow({ mobileNumber: NUMBER, isMobileVerified: false });
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await sendAndTypeOtp(environment, NUMBER, "654321");

    await userEvent.click(screen.getByRole("button", { name: "Verify OTP" }));
    let verify = lastOperation(environment, "MobileVerificationPanelVerifyMutation");
    expect(verify.request.variables).toEqual({ mobileNumber: NUMBER, otp: "654321" });
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          verifyMobileNumber: {
            __typename: "ValidationError",
            __isError: "ValidationError",
            message: "Invalid or expired OTP",
            fieldErrors: [],
          },
        },
      }),
    );
    expect(await screen.findByText("Verification Failed")).toBeTruthy();
    expect(screen.getByText("Invalid or expired OTP")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Continue to Address" })).toBeNull();
    expect(screen.getByText("Step 2 of 3")).toBeTruthy();
    dismissToasts();

    await userEvent.click(screen.getByRole("button", { name: "Verify OTP" }));
    verify = lastOperation(environment, "MobileVerificationPanelVerifyMutation");
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          verifyMobileNumber: {
            __typename: "MutationVerifyMobileNumberSuccess",
            data: { id: "user-1", mobileNumber: NUMBER, isMobileVerified: true },
          },
        },
      }),
    );
    await userEvent.click(await screen.findByRole("button", { name: "Continue to Address" }));
    expect(screen.getByText("Step 3 of 3")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Address and profile details" })).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText("State") as HTMLSelectElement).disabled).toBe(false));

    // Back: 3 → 2 (still verified, no new code) → 1.
    const sent = environment.mock.getAllOperations().length;
    await back();
    expect(screen.getByRole("button", { name: "Continue to Address" })).toBeTruthy();
    await back();
    expect(screen.getByText("Step 1 of 3")).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(sent);
  });

  it("'Change Number' on step 2 goes back to step 1", async () => {
    const { environment } = await renderFlow({ mobileNumber: NUMBER, isMobileVerified: false });
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await sendAndTypeOtp(environment, NUMBER);
    await userEvent.click(screen.getByRole("button", { name: "Change Number" }));
    expect(screen.getByText("Step 1 of 3")).toBeTruthy();
  });

  it("does not ask for a code again for the viewer's verified, unchanged number", async () => {
    const { environment } = await renderFlow({ mobileNumber: NUMBER, isMobileVerified: true });
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("Step 2 of 3")).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Continue to Address" }));
    expect(screen.getByText("Step 3 of 3")).toBeTruthy();
  });

  it("asks for a code when a verified viewer enters another number", async () => {
    const { environment } = await renderFlow({ mobileNumber: NUMBER, isMobileVerified: true });
    const input = screen.getByLabelText("Mobile Number");
    await userEvent.clear(input);
    await userEvent.type(input, NEW_NUMBER);
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(lastOperation(environment, "OtpPanelSendMutation").request.variables).toEqual({ mobileNumber: NEW_NUMBER });
    expect(screen.queryByRole("button", { name: "Continue to Address" })).toBeNull();
  });
});
