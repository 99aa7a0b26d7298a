import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WARNING_SHOWN_DAYS } from "@rules/moderation.ts";
import type { Session } from "../../session/session.ts";
import { renderWithRelay } from "../../test/render.tsx";
import { WarningBanner } from "./WarningBanner.tsx";

const session = vi.hoisted(() => ({ value: { viewer: null } as Session }));
vi.mock("../../session/session.ts", async (original) => ({
  ...(await original<typeof import("../../session/session.ts")>()),
  useSession: () => session.value,
}));

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const warned = (warnedAt: string, extra: Partial<NonNullable<Session["viewer"]>> = {}): Session => ({
  viewer: { id: "u1", userType: "employer", warningReason: "Asked workers for a deposit", warnedAt, ...extra },
});

/** The banner above a screen, as the app frame shows it. */
const Screen = () => (
  <>
    <WarningBanner />
    <p>The screen</p>
  </>
);

describe("WarningBanner", () => {
  afterEach(() => {
    session.value = { viewer: null };
  });

  it("tells the warned person why, for the days a warning is shown", async () => {
    session.value = warned(daysAgo(1));
    renderWithRelay(<WarningBanner />);
    const banner = await screen.findByRole("status");
    expect(banner.textContent).toContain("The KhetSetu team warned you on");
    expect(banner.textContent).toContain("Asked workers for a deposit");
    expect(banner.textContent).toContain("If it happens again, your account can be suspended.");
  });

  it("is gone once the warning is older than the days it is shown", async () => {
    session.value = warned(daysAgo(WARNING_SHOWN_DAYS + 1));
    renderWithRelay(<Screen />);
    await screen.findByText("The screen");
    expect(screen.queryByText(/warned you/)).toBeNull();
  });

  it("gives way to the suspension's banner while a suspension lasts, and shows nothing without a warning", async () => {
    session.value = warned(daysAgo(1), { suspendedUntil: new Date(Date.now() + 86_400_000).toISOString() });
    const { unmount } = renderWithRelay(<Screen />);
    await screen.findByText("The screen");
    expect(screen.queryByText(/warned you/)).toBeNull();
    unmount();
    session.value = { viewer: { id: "u1", userType: "laborer", warningReason: null, warnedAt: null } };
    renderWithRelay(<Screen />);
    await screen.findByText("The screen");
    expect(screen.queryByText(/warned you/)).toBeNull();
  });
});
