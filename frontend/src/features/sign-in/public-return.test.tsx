import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithRelay } from "../../test/render.tsx";
import { keepDataWhenActionDone, signInPath, signInThen, useReturnAction } from "./public-return.ts";

const url = (path: string) => new URL(path, "http://localhost");

describe("signing in on the way somewhere", () => {
  it("sends to sign-in with the page to come back to", () => {
    expect(signInPath("/course/Q291cnNlOjM%3D")).toBe("/sign-in?next=%2Fcourse%2FQ291cnNlOjM%253D");
    expect(signInThen("/job/job-7", "apply")).toBe("/sign-in?next=%2Fjob%2Fjob-7%3Fapply%3D1");
  });

  it("loads the page's data again on any change but taking the action out of the address", () => {
    const check = (from: string, to: string, defaultShouldRevalidate = true) =>
      keepDataWhenActionDone({ currentUrl: url(from), nextUrl: url(to), defaultShouldRevalidate });
    expect(check("/job/a?apply=1", "/job/a")).toBe(false);
    expect(check("/course/a?enroll=1&x=2", "/course/a?x=2")).toBe(false);
    expect(check("/job/a?apply=1", "/job/a?apply=1")).toBe(true);
    expect(check("/job/a?apply=1", "/job/b")).toBe(true);
    expect(check("/job/a", "/job/a?tab=2")).toBe(true);
    expect(check("/job/a?apply=1", "/job/b", false)).toBe(false);
  });
});

function Pressed() {
  return <p>{useReturnAction("apply") ? "pressed" : "not pressed"}</p>;
}

describe("useReturnAction", () => {
  it("says the action was pressed on this page, once it opens, and takes it out of the address", async () => {
    const { router } = renderWithRelay(<Pressed />, { path: "/job/a?apply=1&from=whatsapp" });
    expect(await screen.findByText("pressed")).toBeTruthy();
    expect(router.state.location.search).toBe("?from=whatsapp");
    expect(router.state.historyAction).toBe("REPLACE");
    // Another page of the same route: nothing pressed there.
    await act(() => router.navigate("/job/b"));
    expect(screen.getByText("not pressed")).toBeTruthy();
    await act(() => router.navigate("/job/a"));
    expect(screen.getByText("not pressed")).toBeTruthy();
  });

  it("is not pressed without the action in the address", async () => {
    renderWithRelay(<Pressed />, { path: "/job/a?enroll=1" });
    expect(await screen.findByText("not pressed")).toBeTruthy();
  });
});
