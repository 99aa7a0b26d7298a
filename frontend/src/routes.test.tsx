import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router";
import { routes } from "./routes.tsx";
import type { Session } from "./session/session.ts";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(() => vi.unstubAllGlobals());

/** The server as the route table sees it: the session query answers with `viewer`; other queries get no data. */
function serverWith(viewer: Session["viewer"]) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const { operationName } = JSON.parse(String(init.body)) as { operationName: string };
      const data = operationName === "SessionQuery" ? { viewer } : { viewer: null };
      return new Response(JSON.stringify({ data }), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
}

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

const where = (router: ReturnType<typeof open>) => router.state.location.pathname + router.state.location.search;

describe("route table by login state", () => {
  it("sends a signed-out visitor of an app path to sign in, remembering the path", async () => {
    serverWith(null);
    const router = open("/jobs?category=horticulture");
    await waitFor(
      () => expect(where(router)).toBe(`/sign-in?next=${encodeURIComponent("/jobs?category=horticulture")}`),
      { timeout: 15_000 },
    );
  });

  it("sends a signed-in user away from sign-in", async () => {
    serverWith({ id: "VXNlcjox", userType: "laborer" });
    const router = open("/sign-in");
    await waitFor(() => expect(where(router)).toBe("/"), { timeout: 15_000 });
  });

  it("sends employers and training providers from / to their dashboards", async () => {
    serverWith({ id: "VXNlcjoy", userType: "employer" });
    const employer = open("/");
    await waitFor(() => expect(where(employer)).toBe("/employer-dashboard"), { timeout: 15_000 });
  });

  it("shows the 404 screen for any other path, signed in or not", async () => {
    serverWith(null);
    open("/no-such-page");
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" }, { timeout: 15_000 })).toBeTruthy();
  });

  it("opens the check of a work statement to a signed-out visitor, where the work statement itself needs sign-in", async () => {
    serverWith(null);
    const check = open("/statements/ABCDE-23456");
    expect(await screen.findByRole("heading", { name: "Check a work statement" }, { timeout: 15_000 })).toBeTruthy();
    expect(where(check)).toBe("/statements/ABCDE-23456");
  });

  it("sends a signed-out visitor of the work statement to sign in", async () => {
    serverWith(null);
    const router = open("/work-statement?from=2026-06-01&to=2026-06-30");
    await waitFor(
      () =>
        expect(where(router)).toBe(
          `/sign-in?next=${encodeURIComponent("/work-statement?from=2026-06-01&to=2026-06-30")}`,
        ),
      { timeout: 15_000 },
    );
  });

  it("keeps a signed-in user without a user type on their path but shows the user-type selection", async () => {
    serverWith({ id: "VXNlcjoz", userType: null });
    const router = open("/jobs");
    expect(
      await screen.findByText("You can change your account type later in Account Settings.", {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(where(router)).toBe("/jobs");
  });
});
