import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import NotFoundScreen from "./NotFoundScreen.tsx";

describe("NotFoundScreen", () => {
  it("says '404 Page Not Found' and links home", async () => {
    renderWithRelay(<NotFoundScreen />, { path: "/no-such-page" });
    expect(await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeTruthy();
    const home = screen.getByRole("link", { name: "Go to Home" });
    expect(home.getAttribute("href")).toBe("/");
  });
});
