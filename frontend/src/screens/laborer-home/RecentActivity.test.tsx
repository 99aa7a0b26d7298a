import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import { RecentActivity } from "./RecentActivity.tsx";

describe("RecentActivity", () => {
  it("shows the static welcome message", async () => {
    renderWithRelay(<RecentActivity />);
    expect(await screen.findByRole("heading", { name: "Recent Activity" })).toBeTruthy();
    expect(screen.getByText(/Welcome to KhetSetu!/)).toBeTruthy();
  });
});
