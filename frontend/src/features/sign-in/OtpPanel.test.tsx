import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OTP_RULES, OTP_USED_UP_MESSAGE } from "@rules/otp.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TypedError } from "../../relay/typedError.ts";
import { expectLength } from "../../test/items.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { toaster } from "../../toasts/toaster.ts";
import { OtpPanel, type OtpPanelProps, resendCountdown } from "./OtpPanel.tsx";

const NUMBER = "9876500001";
const RESEND_SECONDS = OTP_RULES.resendAfterSeconds;

function sendSuccess(demoOtp: string | null = null, resendAfterSeconds: number = RESEND_SECONDS) {
  return {
    data: {
      sendOtp: {
        __typename: "MutationSendOtpSuccess",
        data: { demoOtp, message: "OTP sent successfully", resendAfterSeconds },
      },
    },
  };
}

/** A refused code as the panel's `verify` resolves it. */
function refused(fields: Partial<TypedError>): TypedError {
  return {
    typename: "ValidationError",
    message: "",
    fieldErrors: {},
    retryAfterSeconds: null,
    otpUsedUp: false,
    signedOut: false,
    ...fields,
  };
}

function renderPanel(props: Partial<OtpPanelProps> = {}) {
  const all: OtpPanelProps = {
    mobileNumber: NUMBER,
    autoSend: true,
    verify: vi.fn(async () => null),
    onVerified: vi.fn(),
    onChangeNumber: vi.fn(),
    ...props,
  };
  const utils = renderWithRelay(<OtpPanel {...all} />);
  return { ...utils, props: all };
}

/**
 * The app's toaster shows one toast at a time and queues the next until the current one closes (the 'OTP
 * Sent' toast stays 8 s), so a test closes the current toast before the next step's toast.
 */
function dismissToasts() {
  act(() => toaster.remove());
}

afterEach(() => {
  dismissToasts();
  vi.useRealTimers();
});

describe("OtpPanel", () => {
  it("sends the code by itself exactly once when autoSend is on", async () => {
    const { environment } = renderPanel();
    const [send] = expectLength(environment.mock.getAllOperations(), 1);
    expect(send.request.node.params.name).toBe("OtpPanelSendMutation");
    expect(send.request.variables).toEqual({ mobileNumber: NUMBER });

    act(() => environment.mock.resolveMostRecentOperation(sendSuccess()));
    expect(await screen.findByText("OTP Sent Successfully")).toBeTruthy();
    // Re-renders (typing) and going back to the unsent state do not send again by themselves.
    await userEvent.type(screen.getByLabelText("Enter OTP"), "12");
    await userEvent.click(screen.getByRole("button", { name: "Change Number" }));
    expect(screen.getByRole("button", { name: "Send OTP" })).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("waits for Send OTP without autoSend, and never auto-sends an incomplete number", async () => {
    const { environment } = renderPanel({ autoSend: false });
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ mobileNumber: NUMBER });
  });

  it("does not auto-send for a number that is not 10 digits", () => {
    const { environment } = renderPanel({ mobileNumber: "98765" });
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Send OTP" })).toBeTruthy();
  });

  it("counts down from the shared rule's 60 seconds, once a second, then offers Resend OTP", async () => {
    vi.useFakeTimers();
    const { environment } = renderPanel();
    act(() => environment.mock.resolveMostRecentOperation(sendSuccess()));

    expect(screen.getByText(`Resend OTP in ${RESEND_SECONDS}s`)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Resend OTP" })).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText(`Resend OTP in ${RESEND_SECONDS - 1}s`)).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync((RESEND_SECONDS - 1) * 1000));
    expect(screen.queryByText(/Resend OTP in/)).toBeNull();

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole("button", { name: "Resend OTP" }));
    const resend = environment.mock.getMostRecentOperation();
    expect(resend.request.node.params.name).toBe("OtpPanelSendMutation");
    expect(resend.request.variables).toEqual({ mobileNumber: NUMBER });
  });

  it("counts down from the wait the server's reply asks for", async () => {
    vi.useFakeTimers();
    const { environment } = renderPanel();
    act(() => environment.mock.resolveMostRecentOperation(sendSuccess(null, 45)));

    expect(screen.getByText("Resend OTP in 45s")).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(44_000));
    expect(screen.getByText("Resend OTP in 1s")).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole("button", { name: "Resend OTP" })).toBeTruthy();
  });

  it("takes the server's wait when it is a whole number of seconds, else the shared rule", () => {
    expect(resendCountdown(30)).toBe(30);
    expect(resendCountdown(0)).toBe(0);
    for (const unusable of [null, undefined, -5, 1.5, Number.NaN])
      expect(resendCountdown(unusable)).toBe(RESEND_SECONDS);
  });

  it("keeps Verify OTP disabled until 6 digits, accepting digits only", async () => {
    const user = userEvent.setup();
    const { environment } = renderPanel();
    act(() => environment.mock.resolveMostRecentOperation(sendSuccess()));
    const input = screen.getByLabelText("Enter OTP") as HTMLInputElement;
    const verify = screen.getByRole("button", { name: "Verify OTP" }) as HTMLButtonElement;

    await user.type(input, "12a34 5");
    expect(input.value).toBe("12345");
    expect(verify.disabled).toBe(true);
    await user.type(input, "67");
    expect(input.value).toBe("123456");
    expect(verify.disabled).toBe(false);
  });

  it("shows the demo code with Copy OTP and Auto-fill OTP", async () => {
    const user = userEvent.setup();
    const demo = "482913";
    const { environment } = renderPanel();
    act(() => environment.mock.resolveMostRecentOperation(sendSuccess(demo)));

    expect(screen.getByText(demo)).toBeTruthy();
    expect(await screen.findByText(`Demo OTP: ${demo}`)).toBeTruthy();

    dismissToasts();
    await user.click(screen.getByRole("button", { name: "Auto-fill OTP" }));
    expect((screen.getByLabelText("Enter OTP") as HTMLInputElement).value).toBe(demo);
    expect((screen.getByRole("button", { name: "Verify OTP" }) as HTMLButtonElement).disabled).toBe(false);

    await user.click(screen.getByRole("button", { name: "Copy OTP" }));
    expect(await navigator.clipboard.readText()).toBe(demo);
    expect(await screen.findByText("OTP Copied")).toBeTruthy();
  });

  it("shows the server's message when sending fails", async () => {
    const { environment } = renderPanel();
    const message = "Too many codes requested. Try again in 10 minutes.";
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          sendOtp: { __typename: "RateLimitError", __isError: "RateLimitError", message, retryAfterSeconds: 600 },
        },
      }),
    );
    expect(await screen.findByText("Failed to Send OTP")).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send OTP" })).toBeTruthy();
  });

  it("falls back to its default failure text when the send request fails", async () => {
    const { environment } = renderPanel();
    act(() => environment.mock.rejectMostRecentOperation(new Error("500: Internal Server Error")));
    expect(await screen.findByText("Failed to Send OTP")).toBeTruthy();
    expect(screen.getByText("Please try again or check your mobile number")).toBeTruthy();
  });

  it("toasts the verify error message, or the fallback text", async () => {
    const user = userEvent.setup();
    const message = "The code is wrong or has expired";
    const verify = vi
      .fn<(otp: string) => Promise<TypedError | null>>()
      .mockResolvedValueOnce(refused({ message }))
      .mockResolvedValueOnce(refused({}));
    const { environment, props } = renderPanel({ verify });
    act(() => environment.mock.resolveMostRecentOperation(sendSuccess()));
    dismissToasts();

    await user.type(screen.getByLabelText("Enter OTP"), "111111");
    await user.click(screen.getByRole("button", { name: "Verify OTP" }));
    expect(verify).toHaveBeenCalledWith("111111");
    expect(await screen.findByText("Verification Failed")).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();

    dismissToasts();
    await user.click(screen.getByRole("button", { name: "Verify OTP" }));
    expect(await screen.findByText("Invalid OTP. Please try again.")).toBeTruthy();
    expect(props.onVerified).not.toHaveBeenCalled();
  });

  it("after too many wrong tries says the code is used up, clears it and offers Resend OTP at once", async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const verify = vi.fn(async () =>
      refused({ typename: "OtpUsedUpError", message: OTP_USED_UP_MESSAGE, otpUsedUp: true }),
    );
    const { environment } = renderPanel({ verify });
    act(() => environment.mock.resolveMostRecentOperation(sendSuccess("482913")));
    dismissToasts();
    expect(screen.getByText(`Resend OTP in ${RESEND_SECONDS}s`)).toBeTruthy();

    await user.type(screen.getByLabelText("Enter OTP"), "111111");
    await user.click(screen.getByRole("button", { name: "Verify OTP" }));
    expect(await screen.findByText("Verification Failed")).toBeTruthy();
    // In the toast, and kept next to Resend OTP once the toast is gone.
    expect(screen.getAllByText(OTP_USED_UP_MESSAGE)).toHaveLength(2);
    dismissToasts();
    expect(screen.getByText(OTP_USED_UP_MESSAGE)).toBeTruthy();
    expect((screen.getByLabelText("Enter OTP") as HTMLInputElement).value).toBe("");
    expect(screen.queryByText(/Resend OTP in/)).toBeNull();
    // The dead demo code is no longer offered.
    expect(screen.queryByRole("button", { name: "Auto-fill OTP" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Resend OTP" }));
    const resend = environment.mock.getMostRecentOperation();
    expect(resend.request.node.params.name).toBe("OtpPanelSendMutation");
    act(() => environment.mock.resolveMostRecentOperation(sendSuccess("271828")));
    expect(screen.queryByText(OTP_USED_UP_MESSAGE)).toBeNull();
    expect(screen.getByText(`Resend OTP in ${RESEND_SECONDS}s`)).toBeTruthy();
    expect(screen.getByText("271828")).toBeTruthy();
  });

  it("reports success, then shows the verified content", async () => {
    const user = userEvent.setup();
    const { environment, props } = renderPanel({ verifiedContent: <p>Continue to Address</p> });
    act(() => environment.mock.resolveMostRecentOperation(sendSuccess()));
    dismissToasts();
    await user.type(screen.getByLabelText("Enter OTP"), "654321");
    await user.click(screen.getByRole("button", { name: "Verify OTP" }));

    expect(await screen.findByText("Continue to Address")).toBeTruthy();
    expect(props.onVerified).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Mobile Verified")).toBeTruthy();
    expect(screen.getByText("Your mobile number has been successfully verified!")).toBeTruthy();
  });

  it("hands Change Number back to the parent", async () => {
    const { environment, props } = renderPanel();
    act(() => environment.mock.resolveMostRecentOperation(sendSuccess()));
    await userEvent.click(screen.getByRole("button", { name: "Change Number" }));
    expect(props.onChangeNumber).toHaveBeenCalledTimes(1);
  });
});
