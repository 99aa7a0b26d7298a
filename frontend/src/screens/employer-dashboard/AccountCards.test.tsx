import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import { AccountCards } from "./AccountCards.tsx";
import { QuickActions } from "./QuickActions.tsx";

describe("AccountCards and QuickActions", () => {
  it("link Profile Settings, Settings and Feedback, and offer Delete Account", async () => {
    renderWithRelay(<AccountCards />);
    expect((await screen.findByRole("link", { name: /Profile Settings/ })).getAttribute("href")).toBe("/verification");
    expect(screen.getByRole("link", { name: /^Settings/ }).getAttribute("href")).toBe("/settings");
    expect(screen.getByRole("link", { name: /Feedback/ }).getAttribute("href")).toBe("/feedback");
    expect(screen.getByRole("button", { name: "Delete Account" })).toBeTruthy();
  });

  it("offer Post New Job and Find Workers", async () => {
    renderWithRelay(<QuickActions />);
    expect((await screen.findByRole("link", { name: "Post New Job" })).getAttribute("href")).toBe("/post-job");
    expect(screen.getByRole("link", { name: "Find Workers" }).getAttribute("href")).toBe("/browse-laborers");
  });
});
