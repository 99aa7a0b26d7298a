import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../test/render.tsx";
import { BackLink } from "./BackLink.tsx";
import { HeaderActionsProvider } from "./HeaderActions.tsx";
import { ScreenHeader } from "./ScreenHeader.tsx";

const bell = <a href="/notifications">Bell</a>;

describe("the top bar's actions", () => {
  it("end the Back row and the list header when the app frame gives them", () => {
    renderWithRelay(
      <HeaderActionsProvider actions={bell}>
        <BackLink to="/messages" />
        <ScreenHeader>Jobs</ScreenHeader>
      </HeaderActionsProvider>,
    );
    const [first, second] = screen.getAllByRole("link", { name: "Bell" });
    expect(first!.previousElementSibling?.getAttribute("href")).toBe("/messages");
    expect(second!.previousElementSibling?.textContent).toBe("Jobs");
  });

  it("are absent outside the app frame: Back is the link alone", () => {
    renderWithRelay(<BackLink />);
    expect(screen.getByRole("link", { name: "Back" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("link", { name: "Bell" })).toBeNull();
  });
});
