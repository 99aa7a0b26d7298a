import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import { toaster } from "../../toasts/toaster.ts";
import { DELETE_REDIRECT_MS, DeleteAccountCard, isDeleteConfirmed } from "./DeleteAccountCard.tsx";

async function openConfirmation() {
  const user = userEvent.setup();
  const leave = vi.fn();
  const utils = renderWithRelay(<DeleteAccountCard leave={leave} />);
  await user.click(await screen.findByRole("button", { name: "Delete Account" }));
  const field = screen.getByRole("textbox", { name: "Type DELETE to confirm" });
  return { ...utils, user, leave, field, confirm: () => screen.getByRole("button", { name: "Confirm" }) };
}

describe("DeleteAccountCard", () => {
  afterEach(() => toaster.remove());

  it("takes 'delete' in any letter case as the confirmation, and nothing else", () => {
    expect(isDeleteConfirmed("DELETE")).toBe(true);
    expect(isDeleteConfirmed("Delete")).toBe(true);
    expect(isDeleteConfirmed(" delete ")).toBe(true);
    expect(isDeleteConfirmed("delet")).toBe(false);
    expect(isDeleteConfirmed("deleted")).toBe(false);
  });

  it("reveals the field; Confirm is enabled only for the word; Cancel clears it", async () => {
    const { user, field, confirm } = await openConfirmation();
    expect(screen.getByText("Please type 'DELETE' to confirm account deletion")).toBeTruthy();
    expect(confirm().hasAttribute("disabled")).toBe(true);
    await user.type(field, "dele");
    expect(confirm().hasAttribute("disabled")).toBe(true);
    await user.type(field, "te");
    expect(confirm().hasAttribute("disabled")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("textbox")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Delete Account" }));
    expect((screen.getByRole("textbox", { name: "Type DELETE to confirm" }) as HTMLInputElement).value).toBe("");
  });

  it("deletes the account, says so, and goes to /api/logout 2 s later", async () => {
    const { user, field, confirm, environment, leave } = await openConfirmation();
    await user.type(field, "Delete");
    await user.click(confirm());
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.node.params.name).toBe("DeleteAccountCardDeleteMutation");
    act(() => {
      environment.mock.resolve(op, { data: { deleteAccount: { message: "Your account has been deleted." } } });
    });
    expect(await screen.findByText("Account Deleted")).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
    await waitFor(() => expect(leave).toHaveBeenCalledWith("/api/logout"), { timeout: DELETE_REDIRECT_MS + 1500 });
  });

  it("shows the server's message, or 'Failed to delete account', when deleting fails", async () => {
    const { user, field, confirm, environment, leave } = await openConfirmation();
    await user.type(field, "delete");
    await user.click(confirm());
    act(() => {
      environment.mock.rejectMostRecentOperation(new Error("500: boom"));
    });
    expect(await screen.findByText("Failed to delete account")).toBeTruthy();
    expect(leave).not.toHaveBeenCalled();
  });
});
