import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OTP_USED_UP_MESSAGE } from "@rules/otp.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toaster } from "../../toasts/toaster.ts";
import { renderWithRelay } from "../../test/render.tsx";
import OtpTestScreen, { OTP_TEST_REDIRECT_MS } from "./OtpTestScreen.tsx";

const NUMBER = "8123456789";

afterEach(() => {
  act(() => toaster.remove());
  vi.useRealTimers();
});

describe("OtpTestScreen", () => {
  it("keeps Start disabled for a number that does not start with 6-9, and takes digits only, at most 10", async () => {
    const user = userEvent.setup();
    renderWithRelay(<OtpTestScreen />, { path: "/otp-test" });
    const input = screen.getByLabelText(/Mobile Number/) as HTMLInputElement;
    const start = screen.getByRole("button", { name: "Start" }) as HTMLButtonElement;

    await user.type(input, "5123456789");
    expect(start.disabled).toBe(true);

    await user.clear(input);
    await user.type(input, "81a2345 678999");
    expect(input.value).toBe("8123456789");
    expect(start.disabled).toBe(false);
  });

  it("says the test changes nothing in the account", () => {
    renderWithRelay(<OtpTestScreen />, { path: "/otp-test" });
    expect(
      screen.getByText("This page only tests sending and checking a one-time code. Nothing in your account changes."),
    ).toBeTruthy();
  });

  it("checks the code with checkOtp (not verifyMobileNumber), says nothing changed, then goes home after 2 seconds", async () => {
    const user = userEvent.setup();
    const { environment, router } = renderWithRelay(<OtpTestScreen />, { path: "/otp-test" });
    await user.type(screen.getByLabelText(/Mobile Number/), NUMBER);
    await user.click(screen.getByRole("button", { name: "Start" }));

    const send = environment.mock.getMostRecentOperation();
    expect(send.request.node.params.name).toBe("OtpPanelSendMutation");
    expect(send.request.variables).toEqual({ mobileNumber: NUMBER });
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          sendOtp: {
            __typename: "MutationSendOtpSuccess",
            data: { demoOtp: null, message: "OTP sent", resendAfterSeconds: 60 },
          },
        },
      }),
    );
    act(() => toaster.remove());

    await user.type(screen.getByLabelText("Enter OTP"), "314159");
    await user.click(screen.getByRole("button", { name: "Verify OTP" }));
    const check = environment.mock.getMostRecentOperation();
    expect(check.request.node.params.name).toBe("OtpTestScreenCheckMutation");
    expect(check.request.node.params.operationKind).toBe("mutation");
    expect(check.request.variables).toEqual({ mobileNumber: NUMBER, otp: "314159" });

    vi.useFakeTimers();
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { checkOtp: { __typename: "MutationCheckOtpSuccess", data: true } },
      }),
    );
    expect(screen.getAllByText("OTP verified successfully!").length).toBeGreaterThan(0);
    expect(screen.getAllByText("This was only a test: nothing in your account changed.").length).toBeGreaterThan(0);
    expect(screen.queryByText("Mobile Verified")).toBeNull();
    expect(screen.queryByText("Your mobile number has been successfully verified!")).toBeNull();
    expect(router.state.location.pathname).toBe("/otp-test");

    await act(async () => vi.advanceTimersByTimeAsync(OTP_TEST_REDIRECT_MS - 100));
    expect(router.state.location.pathname).toBe("/otp-test");
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the server's message for a wrong code", async () => {
    const user = userEvent.setup();
    const { environment } = renderWithRelay(<OtpTestScreen />, { path: "/otp-test" });
    await user.type(screen.getByLabelText(/Mobile Number/), NUMBER);
    await user.click(screen.getByRole("button", { name: "Start" }));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          sendOtp: {
            __typename: "MutationSendOtpSuccess",
            data: { demoOtp: null, message: "OTP sent", resendAfterSeconds: 60 },
          },
        },
      }),
    );
    act(() => toaster.remove());

    await user.type(screen.getByLabelText("Enter OTP"), "314159");
    await user.click(screen.getByRole("button", { name: "Verify OTP" }));
    const message = "Invalid or expired OTP";
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { checkOtp: { __typename: "ValidationError", __isError: "ValidationError", message, fieldErrors: [] } },
      }),
    );
    expect(await screen.findByText("Verification Failed")).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByText("OTP verified successfully!")).toBeNull();
  });

  it("after too many wrong codes says the code is used up, clears it and offers Resend OTP at once", async () => {
    const user = userEvent.setup();
    const { environment } = renderWithRelay(<OtpTestScreen />, { path: "/otp-test" });
    await user.type(screen.getByLabelText(/Mobile Number/), NUMBER);
    await user.click(screen.getByRole("button", { name: "Start" }));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          sendOtp: {
            __typename: "MutationSendOtpSuccess",
            data: { demoOtp: null, message: "OTP sent", resendAfterSeconds: 60 },
          },
        },
      }),
    );
    act(() => toaster.remove());
    expect(screen.getByText("Resend OTP in 60s")).toBeTruthy();

    await user.type(screen.getByLabelText("Enter OTP"), "000000");
    await user.click(screen.getByRole("button", { name: "Verify OTP" }));
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe("OtpTestScreenCheckMutation");
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          checkOtp: {
            __typename: "OtpUsedUpError",
            __isError: "OtpUsedUpError",
            message: OTP_USED_UP_MESSAGE,
          },
        },
      }),
    );
    expect(await screen.findByText("Verification Failed")).toBeTruthy();
    act(() => toaster.remove());
    expect(screen.getByText(OTP_USED_UP_MESSAGE)).toBeTruthy();
    expect((screen.getByLabelText("Enter OTP") as HTMLInputElement).value).toBe("");
    await user.click(screen.getByRole("button", { name: "Resend OTP" }));
    expect(environment.mock.getMostRecentOperation().request).toMatchObject({
      node: { params: { name: "OtpPanelSendMutation" } },
      variables: { mobileNumber: NUMBER },
    });
  });
});
