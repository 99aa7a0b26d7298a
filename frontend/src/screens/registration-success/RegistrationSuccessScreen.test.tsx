import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import query from "../../__generated__/RegistrationSuccessScreenQuery.graphql.ts";
import type { UserType } from "../../session/session.ts";
import { notify, toaster } from "../../toasts/toaster.ts";
import { expectLength, item } from "../../test/items.ts";
import { renderRoute } from "../../test/render.tsx";
import { NEXT_STEPS } from "./NextSteps.tsx";
import RegistrationSuccessScreen from "./RegistrationSuccessScreen.tsx";
import { SPARKLE_COUNT, SPARKLE_MS } from "./Sparkles.tsx";

type Viewer = {
  firstName: string | null;
  userType: UserType;
  isMobileVerified: boolean;
  isAddressVerified: boolean;
  gender: string | null;
  age: number | null;
};

const LAKSHMI: Viewer = {
  firstName: "Lakshmi",
  userType: "laborer",
  isMobileVerified: true,
  isAddressVerified: true,
  gender: "female",
  age: 31,
};

function renderScreen(viewer: Viewer) {
  const answer = { User: () => ({ id: "VXNlcjox", ...viewer }) };
  return renderRoute(<RegistrationSuccessScreen />, { query, answer, path: "/registration-success" });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("RegistrationSuccessScreen", () => {
  it("greets the user by first name and shows the three verification tiles", async () => {
    renderScreen({ ...LAKSHMI, isAddressVerified: false });
    expect(
      await screen.findByRole("heading", { level: 1, name: `Welcome to KhetSetu, ${LAKSHMI.firstName}!` }),
    ).toBeTruthy();
    const tiles = expectLength(within(item(screen.getAllByRole("list"), 0)).getAllByRole("listitem"), 3);
    expect(tiles.map((tile) => tile.getAttribute("data-done"))).toEqual(["true", "false", "true"]);
    expect(tiles[0].textContent).toContain("Verified");
    expect(tiles[1].textContent).toContain("Not verified");
    expect(tiles[2].textContent).toContain("Complete");
  });

  it("counts a profile without gender or age as incomplete", async () => {
    renderScreen({ ...LAKSHMI, gender: null, age: null });
    await screen.findByRole("heading", { level: 1 });
    const tiles = expectLength(within(item(screen.getAllByRole("list"), 0)).getAllByRole("listitem"), 3);
    expect(tiles[2].getAttribute("data-done")).toBe("false");
    expect(tiles[2].textContent).toContain("Incomplete");
  });

  it.each(["laborer", "employer", "training_provider"] as const)("suggests the %s next steps", async (userType) => {
    renderScreen({ ...LAKSHMI, userType });
    const section = (await screen.findByRole("heading", { name: "Next steps" })).closest("section")!;
    const hrefs = within(section)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(NEXT_STEPS[userType].map((s) => s.to));
  });

  it("spells out the three next steps for each role", () => {
    expect(NEXT_STEPS.laborer.map((s) => s.to)).toEqual(["/skill-assessment", "/browse-jobs", "/employers"]);
    expect(NEXT_STEPS.employer.map((s) => s.to)).toEqual(["/post-job", "/laborers", "/courses"]);
    expect(NEXT_STEPS.training_provider.map((s) => s.to)).toEqual(["/create-course", "/laborers", "/employers"]);
  });

  it("links Go to Dashboard to / and Update Profile to /account-settings", async () => {
    renderScreen({ ...LAKSHMI, firstName: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome to KhetSetu!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Dashboard" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Update Profile" }).getAttribute("href")).toBe("/account-settings");
  });

  it("shows 50 decorative sparkles for 3 seconds", async () => {
    vi.useFakeTimers();
    renderScreen(LAKSHMI);
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    const sparkles = screen.getByTestId("sparkles");
    expect(sparkles.getAttribute("aria-hidden")).toBe("true");
    expect(sparkles.querySelectorAll("[data-sparkle]")).toHaveLength(SPARKLE_COUNT);

    await act(async () => vi.advanceTimersByTimeAsync(SPARKLE_MS - 100));
    expect(screen.queryByTestId("sparkles")).not.toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByTestId("sparkles")).toBeNull();
  });

  it("keeps the sparkles to the band around the icon, behind it, away from every text", async () => {
    renderScreen(LAKSHMI);
    const heading = await screen.findByRole("heading", { level: 1 });
    const band = screen.getByTestId("celebration");
    const sparkles = screen.getByTestId("sparkles");
    expect(sparkles.parentElement).toBe(band);
    expect(band.contains(heading)).toBe(false);
    expect(band.textContent).toBe("");
  });

  it("clears the 'Registration Successful!' toast that the verification screen left, which would cover the page", async () => {
    notify.success("Registration Successful!");
    expect(toaster.getCount()).toBe(1);
    renderScreen(LAKSHMI);
    await screen.findByRole("heading", { level: 1 });
    expect(toaster.getCount()).toBe(0);
  });

  it("shows no sparkles to users who prefer reduced motion", async () => {
    const matchMedia = vi
      .spyOn(window, "matchMedia")
      .mockImplementation((q: string) => ({ matches: q.includes("reduce"), media: q }) as MediaQueryList);
    renderScreen(LAKSHMI);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByTestId("sparkles")).toBeNull();
    matchMedia.mockRestore();
  });
});
