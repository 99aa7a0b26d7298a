import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { toaster } from "../../toasts/toaster.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { SELECTED_ROLE_KEY } from "../../features/roles/index.ts";
import UserTypeSelectionScreen from "./UserTypeSelectionScreen.tsx";

afterEach(() => {
  act(() => toaster.remove());
});

function card(name: string) {
  return screen.getByRole("button", { name: new RegExp(name) });
}

describe("UserTypeSelectionScreen", () => {
  it("asks for a selection instead of sending anything when none is chosen", async () => {
    const { environment } = renderWithRelay(<UserTypeSelectionScreen />, { path: "/user-type-selection" });
    expect(screen.getByText("You can change your account type later in Account Settings.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Selection Required")).toBeTruthy();
    expect(screen.getByText("Please select your user type to continue")).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("shows 'Setting up...' while saving, then toasts success and goes to /verification", async () => {
    const user = userEvent.setup();
    const { environment, router } = renderWithRelay(<UserTypeSelectionScreen />, { path: "/user-type-selection" });
    await user.click(card("Training Provider"));
    expect(card("Training Provider").getAttribute("aria-pressed")).toBe("true");
    expect(card("Employer/Farmer").getAttribute("aria-pressed")).toBe("false");

    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(screen.getByText("Setting up...")).toBeTruthy();
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("UserTypeSelectionScreenSetUserTypeMutation");
    expect(operation.request.variables).toEqual({ userType: "training_provider" });

    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          setUserType: {
            __typename: "MutationSetUserTypeSuccess",
            data: { id: "VXNlcjox", userType: "training_provider" },
          },
        },
      }),
    );
    expect(await screen.findByText("Success")).toBeTruthy();
    expect(screen.getByText("Account type updated successfully!")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/verification"));
  });

  it("preselects the role chosen on the landing page", () => {
    localStorage.setItem(SELECTED_ROLE_KEY, "employer");
    renderWithRelay(<UserTypeSelectionScreen />);
    expect(card("Employer/Farmer").getAttribute("aria-pressed")).toBe("true");
    expect(card("Agricultural Laborer").getAttribute("aria-pressed")).toBe("false");
  });

  it("toasts the server's message, or the fallback, when saving fails", async () => {
    const user = userEvent.setup();
    const { environment, router } = renderWithRelay(<UserTypeSelectionScreen />, { path: "/user-type-selection" });
    await user.click(card("Agricultural Laborer"));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    act(() => environment.mock.rejectMostRecentOperation(new Error("500: Internal Server Error")));
    expect(await screen.findByText("Error")).toBeTruthy();
    expect(screen.getByText("Failed to update account type")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement).disabled).toBe(false);

    act(() => toaster.remove());
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const message = "You must be signed in";
    act(() => environment.mock.resolveMostRecentOperation({ data: null, errors: [{ message }] } as never));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/user-type-selection");
  });

  it("toasts the server's reason and stays when it refuses the change", async () => {
    const user = userEvent.setup();
    const { environment, router } = renderWithRelay(<UserTypeSelectionScreen />, { path: "/user-type-selection" });
    await user.click(card("Agricultural Laborer"));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const reason = "Close your open jobs before you change your account type.";
    act(() =>
      environment.mock.resolveMostRecentOperation({
        data: { setUserType: { __typename: "ConflictError", __isError: "ConflictError", message: reason } },
      }),
    );
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByText("Account type updated successfully!")).toBeNull();
    expect((screen.getByRole("button", { name: "Continue" }) as HTMLButtonElement).disabled).toBe(false);
    expect(router.state.location.pathname).toBe("/user-type-selection");
  });

  it("shown in place of a page the person opened (a shared job), goes back to it with its address", async () => {
    const user = userEvent.setup();
    const page = "/job/job-7?apply=1";
    const { environment, router } = renderWithRelay(<UserTypeSelectionScreen then={page} />, { path: page });
    await user.click(card("Agricultural Laborer"));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: {
          setUserType: { __typename: "MutationSetUserTypeSuccess", data: { id: "VXNlcjox", userType: "laborer" } },
        },
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/job/job-7"));
    expect(router.state.location.search).toBe("?apply=1");
    expect(router.state.historyAction).toBe("REPLACE");
  });
});
