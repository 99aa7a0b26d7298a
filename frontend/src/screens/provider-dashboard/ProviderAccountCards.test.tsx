import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import { ProviderAccountCards } from "./ProviderAccountCards.tsx";
import { ProviderQuickActions } from "./ProviderQuickActions.tsx";

describe("ProviderAccountCards and ProviderQuickActions", () => {
  it("link Profile, Settings and Feedback, and offer Delete Account", async () => {
    renderWithRelay(<ProviderAccountCards />);
    expect((await screen.findByRole("link", { name: /^Profile/ })).getAttribute("href")).toBe("/profile");
    expect(screen.getByRole("link", { name: /^Settings/ }).getAttribute("href")).toBe("/settings");
    expect(screen.getByRole("link", { name: /^Feedback/ }).getAttribute("href")).toBe("/feedback");
    expect(screen.getByRole("button", { name: "Delete Account" })).toBeTruthy();
  });

  it("offer Create Course and View Analytics", async () => {
    renderWithRelay(<ProviderQuickActions />);
    expect((await screen.findByRole("link", { name: "Create Course" })).getAttribute("href")).toBe("/create-course");
    expect(screen.getByRole("link", { name: "View Analytics" }).getAttribute("href")).toBe("/analytics");
  });
});
