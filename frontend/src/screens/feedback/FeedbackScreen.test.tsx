import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import FeedbackScreen from "./FeedbackScreen.tsx";

describe("FeedbackScreen", () => {
  it("has its heading, a Back link home and the form", () => {
    renderWithRelay(<FeedbackScreen />, { path: "/feedback" });
    expect(screen.getByRole("heading", { level: 1, name: "Feedback" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("form", { name: "Feedback" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send Feedback" })).toBeTruthy();
  });
});
