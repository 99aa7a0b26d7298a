import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import SkillTestScreen from "./SkillTestScreen.tsx";

describe("SkillTestScreen", () => {
  it("shows the placeholder and a way back", async () => {
    renderWithRelay(<SkillTestScreen />, { path: "/skill-test" });
    expect(await screen.findByRole("heading", { level: 1, name: "Skill Test - Coming Soon" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/");
  });
});
