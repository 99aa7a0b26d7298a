import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../db/seed/demo-accounts.ts";
import { type TestApp, createTestApp } from "../test/app.ts";

const VIEWER = `query { viewer { databaseId } }`;

describe("server-side sessions", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it("ends the session on the server when signing out through GET /api/logout: the old cookie stops working", async () => {
    const cookie = await t.signIn(DEMO_ACCOUNTS.laborer);
    expect((await t.request("/api/auth/user", { cookie })).status).toBe(200);
    // The web app's Logout link: a navigation from the site's own page.
    const logout = await t.request("/api/logout", { cookie, headers: { "sec-fetch-site": "same-origin" } });
    expect(logout.status).toBe(302);
    // A client that keeps the old cookie (or a copy of it) is signed out too.
    expect((await t.request("/api/auth/user", { cookie })).status).toBe(401);
    expect((await t.graphql(VIEWER, {}, cookie)).data!.viewer).toBeNull();
  });

  it("ends only this device's session with the signOut mutation", async () => {
    const phone = await t.cookieFor(DEMO_ACCOUNTS.employer);
    const laptop = await t.cookieFor(DEMO_ACCOUNTS.employer);
    expect((await t.graphql(`mutation { signOut }`, {}, phone)).data!.signOut).toBe(true);
    expect((await t.graphql(VIEWER, {}, phone)).data!.viewer).toBeNull();
    expect((await t.graphql(VIEWER, {}, laptop)).data!.viewer).not.toBeNull();
  });

  it("records the device, when the session started and when it was last seen", async () => {
    const res = await t.request("/api/otp/send", { method: "POST", json: { mobileNumber: "7000000777" } });
    const { demo_otp } = await res.json();
    const login = await t.request("/api/login", {
      method: "POST",
      json: { mobileNumber: "7000000777", otp: demo_otp, role: "laborer" },
      headers: { "user-agent": "Mozilla/5.0 (Linux; Android 10; K) Chrome/120 Mobile" },
    });
    expect(login.status).toBe(200);
    const user = await t.prisma.user.findUniqueOrThrow({
      where: { mobileNumber: "7000000777" },
      include: { sessions: true },
    });
    expect(user.sessions).toHaveLength(1);
    expect(user.sessions[0]).toMatchObject({
      deviceHint: "Mozilla/5.0 (Linux; Android 10; K) Chrome/120 Mobile",
      revokedAt: null,
    });
    expect(user.sessions[0]!.expiresAt.getTime() - user.sessions[0]!.createdAt.getTime()).toBe(30 * 24 * 3600 * 1000);
    // The cookie holds a token, not the session's stored id.
    expect(login.headers.getSetCookie().join()).not.toContain(user.sessions[0]!.id);
  });

  it("lists the viewer's live sessions to the viewer only, marking the current one", async () => {
    const mobileNumber = "9876500003";
    const phone = await t.cookieFor(mobileNumber);
    const laptop = await t.cookieFor(mobileNumber);
    await t.graphql(`mutation { signOut }`, {}, laptop);
    const query = `query { viewer { activeSessions { deviceHint isCurrent } } }`;
    const sessions = (await t.graphql(query, {}, phone)).data!.viewer.activeSessions;
    expect(sessions.filter((session: { isCurrent: boolean }) => session.isCurrent)).toHaveLength(1);
    expect(sessions).toHaveLength(await t.prisma.session.count({ where: { user: { mobileNumber }, revokedAt: null } }));
    const user = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber } });
    const other = await t.graphql(
      `query ($id: ID!) { node(id: $id) { ... on User { activeSessions { isCurrent } } } }`,
      {
        id: Buffer.from(`User:${user.id}`).toString("base64"),
      },
      await t.cookieFor(DEMO_ACCOUNTS.employer),
    );
    expect(other.data!.node).toEqual({ activeSessions: null });
  });
});
