import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OTP_USED_UP_MESSAGE } from "@rules/otp.ts";
import type { MockEnvironment } from "relay-test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toaster } from "../../toasts/toaster.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { SELECTED_ROLE_KEY } from "../../features/roles/index.ts";
import SignInScreen from "./SignInScreen.tsx";

const NUMBER = "9876500101";
const OTP = "271828";

afterEach(() => {
  act(() => toaster.remove());
});

/** Enters the number, lets the OTP panel's automatic send succeed, and submits the code. */
async function signInUpToVerify(environment: MockEnvironment) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Mobile Number/), NUMBER);
  await user.click(screen.getByRole("button", { name: "Continue" }));

  const send = environment.mock.getMostRecentOperation();
  expect(send.request.node.params.name).toBe("OtpPanelSendMutation");
  expect(send.request.variables).toEqual({ mobileNumber: NUMBER });
  act(() =>
    environment.mock.resolveMostRecentOperation({
      data: {
        sendOtp: {
          __typename: "MutationSendOtpSuccess",
          data: { demoOtp: OTP, message: "OTP sent successfully", resendAfterSeconds: 60 },
        },
      },
    }),
  );
  act(() => toaster.remove());

  await user.click(await screen.findByRole("button", { name: "Auto-fill OTP" }));
  await user.click(screen.getByRole("button", { name: "Verify OTP" }));
  const signIn = environment.mock.getMostRecentOperation();
  expect(signIn.request.node.params.name).toBe("SignInScreenSignInMutation");
  return { user, signIn };
}

async function resolveSignIn(
  environment: MockEnvironment,
  firstName: string | null,
  { userType = null, isAddressVerified = false }: { userType?: string | null; isAddressVerified?: boolean } = {},
) {
  const user = {
    id: "VXNlcjox",
    firstName,
    lastName: firstName ? "Reddy" : null,
    userType,
    mobileNumber: NUMBER,
    isMobileVerified: true,
    isAddressVerified,
  };
  // async act: the OTP panel awaits verify() before it reports success.
  await act(async () =>
    environment.mock.resolveMostRecentOperation({
      data: { signIn: { __typename: "MutationSignInSuccess", data: user } },
    }),
  );
}

describe("SignInScreen", () => {
  it("validates the mobile number and keeps Continue disabled until it is valid", async () => {
    const user = userEvent.setup();
    renderWithRelay(<SignInScreen go={vi.fn()} />, { path: "/sign-in?role=laborer" });
    const input = screen.getByLabelText(/Mobile Number/) as HTMLInputElement;
    const button = screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);

    await user.type(input, "5123456789");
    expect(screen.getByText("Mobile number must be a valid 10-digit Indian number")).toBeTruthy();
    expect(button.disabled).toBe(true);

    await user.clear(input);
    await user.type(input, "98x7650 0001");
    expect(input.value).toBe("9876500001");
    expect(screen.queryByText("Mobile number must be a valid 10-digit Indian number")).toBeNull();
    expect(button.disabled).toBe(false);
  });

  it("signs in with the role from the URL, asks a new account's name, then loads `next`", async () => {
    const go = vi.fn();
    const { environment } = renderWithRelay(<SignInScreen go={go} />, { path: "/sign-in?role=employer&next=%2Fjobs" });
    const { user, signIn } = await signInUpToVerify(environment);
    expect(signIn.request.variables).toEqual({ mobileNumber: NUMBER, otp: OTP, role: "employer" });

    await resolveSignIn(environment, null, { userType: "employer" });
    expect(await screen.findByRole("heading", { name: "Complete your account" })).toBeTruthy();
    expect(go).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("First name is required")).toBeTruthy();
    expect(screen.getByText("Last name is required")).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.type(screen.getByLabelText(/First Name/), " Lakshmi ");
    await user.type(screen.getByLabelText(/Last Name/), "Gowda");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const save = environment.mock.getMostRecentOperation();
    expect(save.request.node.params.name).toBe("NameStepUpdateProfileMutation");
    expect(save.request.variables).toEqual({ input: { firstName: "Lakshmi", lastName: "Gowda" } });

    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          updateProfile: {
            __typename: "MutationUpdateProfileSuccess",
            data: { id: "VXNlcjox", firstName: "Lakshmi", lastName: "Gowda" },
          },
        },
      }),
    );
    expect(go).toHaveBeenCalledWith("/jobs");
  });

  it.each([
    ["/sign-in?role=laborer", "/verification"],
    ["/sign-in?role=laborer&next=%2Fjob%2Fjob-7%3Fapply%3D1", "/job/job-7?apply=1"],
  ])("sends a new laborer from %s on after the name to %s", async (path, after) => {
    const go = vi.fn();
    const { environment } = renderWithRelay(<SignInScreen go={go} />, { path });
    const { user } = await signInUpToVerify(environment);
    await resolveSignIn(environment, null, { userType: "laborer" });
    await user.type(await screen.findByLabelText(/First Name/), "Lakshmi");
    await user.type(screen.getByLabelText(/Last Name/), "Gowda");
    await user.click(screen.getByRole("button", { name: "Continue" }));
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: {
          updateProfile: {
            __typename: "MutationUpdateProfileSuccess",
            data: { id: "VXNlcjox", firstName: "Lakshmi", lastName: "Gowda" },
          },
        },
      }),
    );
    expect(go).toHaveBeenCalledWith(after);
    expect(go).toHaveBeenCalledTimes(1);
  });

  it("sends a returning laborer with a name straight to `next`, even when unverified", async () => {
    const go = vi.fn();
    const { environment } = renderWithRelay(<SignInScreen go={go} />, { path: "/sign-in?role=laborer&next=%2Fjobs" });
    await signInUpToVerify(environment);
    await resolveSignIn(environment, "Ravi", { userType: "laborer" });
    expect(go).toHaveBeenCalledWith("/jobs");
  });

  it("goes straight home for an account that has a name, with the role kept on the landing page", async () => {
    localStorage.setItem(SELECTED_ROLE_KEY, "training_provider");
    const go = vi.fn();
    const { environment } = renderWithRelay(<SignInScreen go={go} />, { path: "/sign-in" });
    const { signIn } = await signInUpToVerify(environment);
    expect(signIn.request.variables.role).toBe("training_provider");

    await resolveSignIn(environment, "Ravi");
    expect(go).toHaveBeenCalledWith("/");
    expect(screen.queryByRole("heading", { name: "Complete your account" })).toBeNull();
  });

  it("never follows a `next` that leaves the site", async () => {
    const go = vi.fn();
    const { environment } = renderWithRelay(<SignInScreen go={go} />, { path: "/sign-in?next=%2F%2Fevil.example" });
    await signInUpToVerify(environment);
    await resolveSignIn(environment, "Ravi");
    expect(go).toHaveBeenCalledWith("/");
  });

  it("shows the server's message when the code is refused", async () => {
    const go = vi.fn();
    const { environment } = renderWithRelay(<SignInScreen go={go} />, { path: "/sign-in?role=laborer" });
    await signInUpToVerify(environment);
    const message = "Invalid or expired OTP";
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { signIn: { __typename: "ValidationError", __isError: "ValidationError", message, fieldErrors: [] } },
      }),
    );
    expect(await screen.findByText("Verification Failed")).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });

  it("after too many wrong codes says the code is used up and offers a new one at once", async () => {
    const go = vi.fn();
    const { environment } = renderWithRelay(<SignInScreen go={go} />, { path: "/sign-in?role=laborer" });
    const { user } = await signInUpToVerify(environment);
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { signIn: { __typename: "OtpUsedUpError", __isError: "OtpUsedUpError", message: OTP_USED_UP_MESSAGE } },
      }),
    );
    expect(await screen.findByText("Verification Failed")).toBeTruthy();
    expect(screen.getAllByText(OTP_USED_UP_MESSAGE).length).toBeGreaterThan(0);
    expect((screen.getByLabelText("Enter OTP") as HTMLInputElement).value).toBe("");
    expect(screen.queryByText(/Resend OTP in/)).toBeNull();

    act(() => toaster.remove());
    await user.click(screen.getByRole("button", { name: "Resend OTP" }));
    const resend = environment.mock.getMostRecentOperation();
    expect(resend.request.node.params.name).toBe("OtpPanelSendMutation");
    expect(resend.request.variables).toEqual({ mobileNumber: NUMBER });
    expect(go).not.toHaveBeenCalled();
  });
});
