import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockPayloadGenerator } from "relay-test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import query from "../../__generated__/AccountSettingsScreenQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import type { Session } from "../../session/session.ts";
import { expectLength } from "../../test/items.ts";
import { renderRoute, renderWithRelay } from "../../test/render.tsx";
import AccountSettingsScreen from "./AccountSettingsScreen.tsx";

// The root loader's session isn't part of the test router either.
const session = vi.hoisted(() => ({ current: { viewer: null } as Session }));
vi.mock("../../session/session.ts", async (original) => ({
  ...(await original<typeof import("../../session/session.ts")>()),
  useSession: () => session.current,
}));

const SIGNED_IN: Session = { viewer: { id: "VXNlcjox", userType: "laborer" } };

const LABORER = {
  id: "VXNlcjox",
  firstName: "Lakshmi",
  lastName: "Gowda",
  email: "lakshmi@example.in",
  userType: "laborer",
  mobileNumber: "9876500001",
  phoneVisibleToPartners: false,
  createdAt: "2026-03-05T10:00:00.000Z",
  activeSessions: [
    {
      deviceHint: "Chrome on Android",
      createdAt: "2026-11-20T04:00:00.000Z",
      lastSeenAt: new Date().toISOString(),
      isCurrent: true,
    },
    {
      deviceHint: null,
      createdAt: "2026-10-01T04:00:00.000Z",
      lastSeenAt: "2026-10-02T04:00:00.000Z",
      isCurrent: false,
    },
  ],
};

afterEach(() => {
  session.current = { viewer: null };
  act(() => toaster.remove());
});

function renderSignedIn() {
  session.current = SIGNED_IN;
  const utils = renderRoute(<AccountSettingsScreen />, { query, path: "/account-settings" });
  const operation = utils.environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe("AccountSettingsScreenQuery");
  act(() =>
    utils.environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { User: () => LABORER })),
  );
  return utils;
}

describe("AccountSettingsScreen", () => {
  it("asks signed-out visitors to log in, with a Login button that comes back here, and reads nothing", () => {
    // Signed out, the route's loader sends no query and the screen reads none.
    const { environment } = renderWithRelay(<AccountSettingsScreen />, { path: "/account-settings" });
    expect(screen.getByText("Please log in to access account settings")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Login" }).getAttribute("href")).toBe("/sign-in?next=%2Faccount-settings");
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("shows the same prompt when the server says the session has ended", async () => {
    session.current = SIGNED_IN;
    const { environment } = renderRoute(<AccountSettingsScreen />, { query, path: "/account-settings" });
    act(() => environment.mock.resolveMostRecentOperation({ data: { viewer: null } }));
    expect(await screen.findByText("Please log in to access account settings")).toBeTruthy();
  });

  it("shows the account's details, its sessions, Logout, Log out everywhere and Delete Account", async () => {
    renderSignedIn();
    expect(await screen.findByRole("heading", { level: 1, name: "Account Settings" })).toBeTruthy();
    expect(screen.getByText("Lakshmi Gowda")).toBeTruthy();
    expect(screen.getByText("lakshmi@example.in")).toBeTruthy();
    expect(screen.getByText("Agricultural Laborer", { selector: "dd" })).toBeTruthy();
    // Change account type offers the other types, with the current one chosen.
    expect((screen.getByRole("radio", { name: "Agricultural Laborer" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("button", { name: "Change account type" })).toBeTruthy();
    expect(screen.getByText("+91 9876500001")).toBeTruthy();
    expect(screen.getByText("5 Mar 2026")).toBeTruthy();
    expect(
      (screen.getByRole("switch", { name: "Let partner organisations (NGOs) see my phone number" }) as HTMLInputElement)
        .checked,
    ).toBe(false);

    const [current, other] = expectLength(
      within(screen.getByRole("list", { name: "Active sessions" })).getAllByRole("listitem"),
      2,
    );
    expect(within(current).getByText("Chrome on Android")).toBeTruthy();
    expect(within(current).getByText("This device")).toBeTruthy();
    expect(within(current).getByText("Signed in 20 Nov 2026")).toBeTruthy();
    expect(within(current).getByText("Last seen just now")).toBeTruthy();
    expect(within(other).getByText("Unknown device")).toBeTruthy();
    expect(within(other).queryByText("This device")).toBeNull();

    expect(screen.getByRole("link", { name: "Logout" }).getAttribute("href")).toBe("/api/logout");
    expect(screen.getByRole("button", { name: "Log out everywhere" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Delete Account" })).toBeTruthy();
  });

  it("changes the mobile number by OTP, then shows the new number and reads the sessions again", async () => {
    const user = userEvent.setup();
    const { environment } = renderSignedIn();
    await user.click(await screen.findByRole("button", { name: "Change mobile number" }));
    await user.type(screen.getByLabelText(/Mobile Number/), "9123456780");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));

    const send = environment.mock.getMostRecentOperation();
    expect(send.request.node.params.name).toBe("OtpPanelSendMutation");
    expect(send.request.variables).toEqual({ mobileNumber: "9123456780" });
    act(() =>
      environment.mock.resolve(send, {
        data: {
          sendOtp: {
            __typename: "MutationSendOtpSuccess",
            data: { demoOtp: "314159", message: "OTP sent successfully", resendAfterSeconds: 60 },
          },
        },
      }),
    );
    await user.click(await screen.findByRole("button", { name: "Auto-fill OTP" }));
    await user.click(screen.getByRole("button", { name: "Verify OTP" }));

    const verify = environment.mock.getMostRecentOperation();
    expect(verify.request.node.params.name).toBe("MobileVerificationPanelVerifyMutation");
    expect(verify.request.variables).toEqual({ mobileNumber: "9123456780", otp: "314159" });
    await act(async () =>
      environment.mock.resolve(verify, {
        data: {
          verifyMobileNumber: {
            __typename: "MutationVerifyMobileNumberSuccess",
            data: { id: "VXNlcjox", mobileNumber: "9123456780", isMobileVerified: true },
          },
        },
      }),
    );
    expect(
      await screen.findByText("Your mobile number has been changed. You were logged out on your other devices."),
    ).toBeTruthy();
    expect(screen.getByText("+91 9123456780")).toBeTruthy();

    const refetch = environment.mock.getMostRecentOperation();
    expect(refetch.request.node.params.name).toBe("ActiveSessionsRefetchQuery");
    act(() =>
      environment.mock.resolve(
        refetch,
        MockPayloadGenerator.generate(refetch, {
          User: () => ({ ...LABORER, activeSessions: LABORER.activeSessions.slice(0, 1) }),
        }),
      ),
    );
    expect(within(screen.getByRole("list", { name: "Active sessions" })).getAllByRole("listitem")).toHaveLength(1);
  });

  it("refuses the account's own number without sending a code", async () => {
    const user = userEvent.setup();
    const { environment } = renderSignedIn();
    // Counted once the screen is up (its own sections, such as My reports, load as it opens).
    const change = await screen.findByRole("button", { name: "Change mobile number" });
    const before = environment.mock.getAllOperations().length;
    await user.click(change);
    await user.type(screen.getByLabelText(/Mobile Number/), LABORER.mobileNumber);
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(screen.getByRole("alert").textContent).toBe("This is already your mobile number.");
    expect(environment.mock.getAllOperations()).toHaveLength(before);
  });

  it("Cancel closes the new-number form without sending anything", async () => {
    const user = userEvent.setup();
    const { environment } = renderSignedIn();
    // Counted once the screen is up (its own sections, such as My reports, load as it opens).
    const change = await screen.findByRole("button", { name: "Change mobile number" });
    const before = environment.mock.getAllOperations().length;
    await user.click(change);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByLabelText(/Mobile Number/)).toBeNull();
    expect(screen.getByRole("button", { name: "Change mobile number" })).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(before);
  });
});
