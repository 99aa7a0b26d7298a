import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it, vi } from "vitest";
import type { Session } from "../../session/session.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { NewMessageButton } from "./NewMessageButton.tsx";

// The viewer's role, as the root route's session gives it.
const session = vi.hoisted(() => ({ value: { viewer: { id: "u1", userType: "employer" } } as Session }));
vi.mock("../../session/session.ts", async (original) => ({
  ...(await original<typeof import("../../session/session.ts")>()),
  useSession: () => session.value,
}));

async function openAs(
  userType: "employer" | "laborer",
  resolvers: Parameters<typeof MockPayloadGenerator.generate>[1],
) {
  session.value = { viewer: { id: "u1", userType } };
  const user = userEvent.setup();
  const { environment } = renderWithRelay(<NewMessageButton />);
  await user.click(screen.getByRole("button", { name: "New message" }));
  const operation = await waitFor(() => environment.mock.getMostRecentOperation());
  act(() => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
  });
  return { operation, dialog: await screen.findByRole("dialog") };
}

describe("NewMessageButton", () => {
  it("offers an employer their applicants, once each, with Call and Message, and the directories", async () => {
    const applicant = { id: "lab-1", firstName: "Suresh", lastName: "Kumar", mobileNumber: "9876500001" };
    const { operation, dialog } = await openAs("employer", {
      UserReceivedApplicationsConnection: () => ({
        edges: [
          { node: { job: { id: "job-1", title: "Paddy transplanting" }, laborer: applicant } },
          { node: { job: { id: "job-2", title: "Weeding" }, laborer: applicant } },
        ],
      }),
    });
    expect(operation.request.variables).toEqual({ employer: true, laborer: false });
    const items = await within(dialog).findAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(within(items[0]!).getByText("Suresh Kumar")).toBeTruthy();
    expect(within(items[0]!).getByRole("link", { name: "Call Suresh Kumar" }).getAttribute("href")).toBe(
      "tel:+919876500001",
    );
    expect(within(items[0]!).getByRole("button", { name: "Message Suresh Kumar" })).toBeTruthy();
    for (const [name, href] of [
      ["Laborers", "/laborers"],
      ["Employers", "/employers"],
      ["Training Providers", "/training-providers"],
    ]) {
      expect(within(dialog).getByRole("link", { name }).getAttribute("href")).toBe(href);
    }
  });

  it("offers a laborer the employers of the jobs they applied to, and says so when there are none", async () => {
    const { operation, dialog } = await openAs("laborer", {
      UserApplicationsConnection: () => ({ edges: [] }),
    });
    expect(operation.request.variables).toEqual({ employer: false, laborer: true });
    expect(await within(dialog).findByText("Employers you applied to")).toBeTruthy();
    expect(within(dialog).getByText("No one yet. Find someone below.")).toBeTruthy();
  });
});
