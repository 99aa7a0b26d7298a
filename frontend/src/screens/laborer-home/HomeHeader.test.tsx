import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { describe, expect, it } from "vitest";
import type { HomeHeaderTestQuery } from "../../__generated__/HomeHeaderTestQuery.graphql.ts";
import { LANGUAGE_STORAGE_KEY, LOCALES } from "../../i18n/locales.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { HomeHeader } from "./HomeHeader.tsx";

function Harness() {
  const data = useLazyLoadQuery<HomeHeaderTestQuery>(
    graphql`
      query HomeHeaderTestQuery @relay_test_operation {
        viewer {
          ...HomeHeader_user
        }
      }
    `,
    {},
  );
  return data.viewer ? <HomeHeader user={data.viewer} /> : null;
}

function renderHeader(user: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  mobileNumber?: string | null;
}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((op) => MockPayloadGenerator.generate(op, { User: () => user }));
  return renderWithRelay(
    <Suspense fallback="loading">
      <Harness />
    </Suspense>,
    { environment },
  );
}

describe("HomeHeader", () => {
  it("shows first and last name, the Field Worker label, Logout, and the account links in the account menu", async () => {
    const user = { firstName: "Ravi", lastName: "Kumar", email: "ravi@example.in", mobileNumber: "9876500001" };
    renderHeader(user);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(`${user.firstName} ${user.lastName}`);
    expect(screen.queryByText(user.email)).toBeNull();
    expect(screen.getByText("Field Worker")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Logout" }).getAttribute("href")).toBe("/api/logout");

    // The account menu button opens (as the browser's popover) the panel with the two links.
    const menu = screen.getByRole("button", { name: "Account menu" });
    const panel = document.getElementById(menu.getAttribute("aria-controls")!)!;
    expect(menu.getAttribute("popovertarget")).toBe(panel.id);
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    expect(panel.getAttribute("popover")).toBe("auto");
    expect(within(panel).getByRole("link", { name: "Account Settings" }).getAttribute("href")).toBe(
      "/account-settings",
    );
    expect(within(panel).getByRole("link", { name: "Language Manager" }).getAttribute("href")).toBe(
      "/language-manager",
    );
  });

  it("opens and closes the account menu with its own button where the browser has no popover API", async () => {
    // Older phones' browsers lack the popover API: take it away for this render.
    let owner: object | null = HTMLElement.prototype;
    while (owner && !Object.hasOwn(owner, "popover")) owner = Object.getPrototypeOf(owner);
    const descriptor = owner ? Object.getOwnPropertyDescriptor(owner, "popover") : undefined;
    if (owner) delete (owner as { popover?: unknown }).popover;
    try {
      expect("popover" in HTMLElement.prototype).toBe(false);
      const clicker = userEvent.setup();
      renderHeader({ firstName: "Ravi", lastName: "Kumar", email: null, mobileNumber: "9876500001" });
      const menu = await screen.findByRole("button", { name: "Account menu" });
      const panel = document.getElementById(menu.getAttribute("aria-controls")!)!;
      expect(menu.getAttribute("popovertarget")).toBeNull();
      expect(panel.hidden).toBe(true);
      await clicker.click(menu);
      expect(panel.hidden).toBe(false);
      expect(menu.getAttribute("aria-expanded")).toBe("true");
      expect(within(panel).getByRole("link", { name: "Account Settings" }).getAttribute("href")).toBe(
        "/account-settings",
      );
      await clicker.click(menu);
      expect(panel.hidden).toBe(true);
      expect(menu.getAttribute("aria-expanded")).toBe("false");
    } finally {
      if (owner && descriptor) Object.defineProperty(owner, "popover", descriptor);
    }
  });

  it("falls back to the e-mail when there is no first name", async () => {
    const user = { firstName: null, lastName: "Kumar", email: "worker42@example.in", mobileNumber: "9876500001" };
    renderHeader(user);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(user.email);
  });

  it("shows the mobile number when there is neither a first name nor an e-mail", async () => {
    const user = { firstName: null, lastName: null, email: null, mobileNumber: "9123456789" };
    renderHeader(user);
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(user.mobileNumber);
  });

  it("offers the language selector, which switches and keeps the language", async () => {
    const user = { firstName: "Ravi", lastName: "Kumar", email: null, mobileNumber: "9876500001" };
    renderHeader(user);
    const select = (await screen.findByRole("combobox", { name: "Language" })) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(LOCALES.map((l) => l.code));
    await userEvent.setup().selectOptions(select, "te");
    await waitFor(() => expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("te"));
  });
});
