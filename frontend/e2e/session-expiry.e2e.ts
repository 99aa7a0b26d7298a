// A 401 mid-session: the session cookie is gone (cleared, expired) while a screen is open;
// the next action that needs it shows 'Unauthorized' - 'You are logged out. Logging in again...' and, after
// 500 ms, the browser goes to /api/login, which sends it to /sign-in.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInWithMobile } from "./flows.ts";
import {
  connectBrowser,
  recordToasts,
  enabled,
  expectNoPageErrors,
  freshMobile,
  graphql,
  item,
  onPath,
  openTab,
  signInByApi,
  updateProfile,
  visible,
} from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("a session that ends mid-visit", () => {
  it("saving skills after the cookie was cleared toasts 'You are logged out. Logging in again...' and goes to sign-in", async () => {
    const tab = await openTab(browser);
    const { page, context } = tab;
    await signInByApi(context, freshMobile(), "laborer");
    await updateProfile(context, { firstName: "Expiring", lastName: "Session" });

    await page.goto("/skill-assessment");
    const { body } = await graphql<{ skills: Array<{ name: string }> }>(
      context.request,
      "{ skills(category: field_activities) { name } }",
    );
    const { name } = item(body.data?.skills ?? [], 0, "field_activities skill");
    await page.getByRole("group", { name: "Field Activities" }).getByText(name, { exact: true }).click();
    const save = page.getByRole("button", { name: "Save Skills" });
    await enabled(save);

    const toasts = await recordToasts(context);
    await context.clearCookies();
    const navigations: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest()) navigations.push(new URL(request.url()).pathname);
    });
    const clickedAt = Date.now();
    await save.click();
    await onPath(page, "/sign-in");
    // The one toast (only one shows at a time) says 'Unauthorized' - 'You are logged out. Logging in again...',
    // not a screen's own failure toast.
    expect(toasts).toContainEqual({ title: "Unauthorized", description: "You are logged out. Logging in again..." });
    expect(
      toasts.filter((t) => t.title !== "Unauthorized"),
      "other toasts over the signed-out one",
    ).toEqual([]);
    // The redirect waits 500 ms after the toast.
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(500);
    expect(navigations).toContain("/api/login");
    await visible(page.getByRole("heading", { name: "Sign in to KhetSetu" }));
    expectNoPageErrors(tab);
    await context.close();
  });

  it("a signed-out visit to a member page goes to sign-in and, once signed in, back to that page", async () => {
    const tab = await openTab(browser);
    const { page, context } = tab;
    await page.goto("/skill-tree");
    await onPath(page, /^\/sign-in\?next=%2Fskill-tree$/);
    // The demo laborer (an existing account with a name) signs in and is taken back to the skill tree.
    await signInWithMobile(page, "9876500001");
    await onPath(page, "/skill-tree");
    await visible(page.getByRole("button", { name: /, level \d+, (In progress|Mastered)$/ }));
    expectNoPageErrors(tab);
    await context.close();
  });
});
