import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import { ExploreGrid } from "./ExploreGrid.tsx";

describe("ExploreGrid", () => {
  it("links each tile to its route", async () => {
    renderWithRelay(<ExploreGrid />);
    await screen.findByRole("heading", { name: "Explore Platform" });
    const links = within(screen.getByRole("list")).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Browse Jobs", "/jobs"],
      ["Find Laborers", "/laborers"],
      ["Find Employers", "/employers"],
      ["Messages", "/messages"],
      ["Feedback", "/feedback"],
      ["Training", "/training"],
      ["Training Providers", "/training-providers"],
      ["Skill Tree", "/skill-tree"],
    ]);
  });
});
