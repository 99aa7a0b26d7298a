import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../db/seed/demo-accounts.ts";
import { ACCOUNT_MESSAGES } from "../../rules/account.ts";
import { type TestApp, createTestApp } from "../../test/app.ts";

const VIEWER = "{ viewer { mobileNumber } }";

describe("signing out: GET /api/logout from the app's own pages, POST /api/logout", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  const signedIn = async (cookie: string) => (await t.graphql(VIEWER, {}, cookie)).data?.viewer !== null;
  const clearsCookie = (res: Response) => res.headers.getSetCookie().some((c) => /^ks_session=;/.test(c));

  async function logoutLink(headers: Record<string, string>) {
    const cookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
    expect(await signedIn(cookie)).toBe(true);
    const res = await t.request("/api/logout", { cookie, headers });
    return { res, cookie };
  }

  it("ends the session for the app's Logout link (Sec-Fetch-Site: same-origin) and goes home", async () => {
    const { res, cookie } = await logoutLink({ "sec-fetch-site": "same-origin", "sec-fetch-mode": "navigate" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(clearsCookie(res)).toBe(true);
    expect(await signedIn(cookie)).toBe(false);
  });

  it("ends it when the person opens the address themselves (Sec-Fetch-Site: none)", async () => {
    const { cookie } = await logoutLink({ "sec-fetch-site": "none", "sec-fetch-mode": "navigate" });
    expect(await signedIn(cookie)).toBe(false);
  });

  it("does not end it for another site's link, image or same-site neighbour: home, still signed in", async () => {
    for (const site of ["cross-site", "same-site"]) {
      for (const mode of ["navigate", "no-cors"]) {
        const { res, cookie } = await logoutLink({ "sec-fetch-site": site, "sec-fetch-mode": mode });
        // A navigation is sent home; a cross-site image or fetch is already refused by the CSRF guard.
        expect(res.status, `${site} ${mode}`).toBe(site === "cross-site" && mode !== "navigate" ? 403 : 302);
        expect(clearsCookie(res)).toBe(false);
        expect(await signedIn(cookie), `${site} ${mode}`).toBe(true);
      }
    }
  });

  it("without Sec-Fetch-Site, ends it only for a Referer from the site itself", async () => {
    const own = await logoutLink({ referer: "http://localhost/account-settings" });
    expect(await signedIn(own.cookie)).toBe(false);
    const foreign = await logoutLink({ referer: "https://evil.example/page" });
    expect(await signedIn(foreign.cookie)).toBe(true);
    const none = await logoutLink({});
    expect(none.res.status).toBe(302);
    expect(await signedIn(none.cookie)).toBe(true);
  });

  it("POST /api/logout ends the session and says so; another site's POST is refused", async () => {
    const cookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
    const foreign = await t.request("/api/logout", {
      method: "POST",
      cookie,
      headers: { "x-requested-with": "fetch", origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
    const res = await t.request("/api/logout", { method: "POST", cookie, headers: { "x-requested-with": "fetch" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: ACCOUNT_MESSAGES.signedOut });
    expect(clearsCookie(res)).toBe(true);
    expect(await signedIn(cookie)).toBe(false);
  });
});
