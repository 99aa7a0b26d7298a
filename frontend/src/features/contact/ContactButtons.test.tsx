import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import { toaster } from "../../toasts/toaster.ts";
import { ContactButtons, nationalDigits } from "./ContactButtons.tsx";
import { ContactDisclosure } from "./ContactDisclosure.tsx";

describe("ContactButtons", () => {
  afterEach(() => toaster.remove());

  it("links Call and WhatsApp to the +91 number", async () => {
    const number = "9876500101";
    renderWithRelay(<ContactButtons kind="employer" name="Ramesh" mobileNumber={number} />);
    const call = await screen.findByRole("link", { name: "Call Ramesh" });
    expect(call.getAttribute("href")).toBe(`tel:+91${number}`);
    expect(screen.getByRole("link", { name: "WhatsApp Ramesh" }).getAttribute("href")).toBe(
      `https://wa.me/91${number}`,
    );
    expect(screen.queryByRole("button", { name: "Message Ramesh" })).toBeNull();
  });

  it("normalises numbers written with +91", () => {
    expect(nationalDigits("+91 98765 00101")).toBe("9876500101");
    expect(nationalDigits("12345")).toBeNull();
    expect(nationalDigits(null)).toBeNull();
  });

  it.each([
    ["employer", "Phone number not available for this employer"],
    ["laborer", "Phone number not available for this laborer"],
  ] as const)("without a number, Call toasts for a %s", async (kind, message) => {
    const user = userEvent.setup();
    renderWithRelay(<ContactButtons kind={kind} name="Suma" />);
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Call Suma" }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("Message starts a conversation about the job and opens it in /messages", async () => {
    const user = userEvent.setup();
    const { environment, router } = renderWithRelay(
      <ContactButtons kind="employer" name="Ramesh" userId="user-7" jobId="job-3" />,
      { path: "/all-jobs" },
    );
    await user.click(await screen.findByRole("button", { name: "Message Ramesh" }));
    const op = environment.mock.getMostRecentOperation();
    expect(op.request.variables).toEqual({ participantId: "user-7", jobId: "job-3" });
    act(() => {
      environment.mock.resolveMostRecentOperation({
        data: { startConversation: { __typename: "MutationStartConversationSuccess", data: { id: "conv-1" } } },
      });
    });
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe("/messages?conversation=conv-1"),
    );
  });

  it("Contact Employer reveals the contact buttons", async () => {
    const user = userEvent.setup();
    renderWithRelay(
      <ContactDisclosure label="Contact Employer" kind="employer" name="Ramesh" mobileNumber="9876500101" />,
    );
    const toggle = await screen.findByRole("button", { name: "Contact Employer" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Call Ramesh" })).toBeNull();
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Call Ramesh" })).toBeTruthy();
  });
});
