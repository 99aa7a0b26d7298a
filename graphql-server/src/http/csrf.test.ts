import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../db/seed/demo-accounts.ts";
import { type TestApp, createTestApp } from "../test/app.ts";

const SET_TYPE = { query: "mutation { setUserType(userType: training_provider) { __typename } }" };
const VIEWER = "{ viewer { databaseId mobileNumber } }";

describe("cross-site requests", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    cookie = await t.cookieFor(DEMO_ACCOUNTS.laborer);
  });
  afterAll(() => t.close());

  const userType = async () =>
    (await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber: DEMO_ACCOUNTS.laborer } })).userType;

  it("does not take X-Forwarded-Host from a client when no proxy is trusted", async () => {
    const res = await t.request("/graphql", {
      method: "POST",
      json: SET_TYPE,
      cookie,
      headers: { origin: "https://evil.example", "x-forwarded-host": "evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await userType()).toBe("laborer");
  });

  it("trusts X-Forwarded-Host behind a trusted proxy", async () => {
    const behindProxy = await createTestApp({ policy: { trustProxyHops: 1, corsOrigins: [], production: false } });
    try {
      const res = await behindProxy.request("/graphql", {
        method: "POST",
        json: { query: "{ viewer { id } }" },
        headers: { origin: "https://khetsetu.example", "x-forwarded-host": "khetsetu.example" },
      });
      expect(res.status).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it("refuses a cookie-carrying GET of /graphql from a foreign origin or a cross-site fetch", async () => {
    const url = `/graphql?query=${encodeURIComponent(VIEWER)}`;
    const foreign = await t.request(url, {
      cookie,
      headers: { accept: "application/json", origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.text()).not.toContain(DEMO_ACCOUNTS.laborer);
    const crossSite = await t.request(url, {
      cookie,
      headers: { accept: "application/json", "sec-fetch-site": "cross-site", "sec-fetch-mode": "cors" },
    });
    expect(crossSite.status).toBe(403);
    const sameSite = await t.request(url, {
      cookie,
      headers: { accept: "application/json", "sec-fetch-site": "same-origin", origin: "http://localhost" },
    });
    expect(sameSite.status).toBe(200);
    expect((await sameSite.json()).data.viewer.mobileNumber).toBe(DEMO_ACCOUNTS.laborer);
  });

  it("lets a link from another site navigate to sign-in", async () => {
    const res = await t.request("/api/login?role=laborer", {
      cookie,
      headers: { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
    });
    expect(res.status).toBe(302);
  });
});
