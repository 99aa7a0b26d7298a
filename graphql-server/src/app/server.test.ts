// `npm start` on a fresh embedded database, as a newcomer runs it: a real process, a free port. The embedded
// database is its subject, so it runs in the PGlite run only (graphql-server/vitest.config.ts).
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../db/seed/demo-accounts.ts";
import { type Started, signIn, start, stop } from "../test/npm-start.ts";
import { tempDir } from "../test/temp-dir.ts";

describe("npm start on a fresh embedded database", () => {
  const dataDir = tempDir("khetsetu-start-");
  let server: Started | undefined;
  afterAll(() => {
    server?.child.kill("SIGKILL");
  });

  // Two starts, the first of which may build the server (and the web app, when the build is older than its sources).
  it("serves the app, GraphiQL and /healthz with demo data, logs JSON, and stops cleanly on SIGTERM", {
    timeout: 240_000,
  }, async () => {
    server = await start({ DATA_DIR: dataDir });

    const home = await fetch(`${server.base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    // App pages are rendered on the server (npm start builds the render too): an unknown one is the app's 404 page.
    const signInPage = await fetch(`${server.base}/sign-in`);
    expect(signInPage.status).toBe(200);
    expect(signInPage.headers.get("server-timing")).toMatch(/^render;dur=/);
    expect(await signInPage.text()).toMatch(/<html lang="en" data-ssr>[\s\S]*<div id="root"><!--\$-->/);
    const unknown = await fetch(`${server.base}/jobs/some/deep/link`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<html lang="en" data-ssr>');

    const graphiql = await fetch(`${server.base}/graphql`, { headers: { accept: "text/html" } });
    expect(await graphiql.text()).toContain("GraphiQL");

    const laborer = await signIn(server.base, DEMO_ACCOUNTS.laborer);
    expect(laborer.login.status).toBe(200);
    expect(laborer.body.user.userType).toBe("laborer");
    expect(laborer.body.user.firstName).toEqual(expect.any(String));

    const jsonLines = server.logs.filter((line) => line.startsWith("{"));
    expect(jsonLines.length).toBeGreaterThan(0);
    expect(JSON.parse(jsonLines.at(-1)!)).toHaveProperty("msg");
    expect(server.logs.join("\n")).not.toContain(`"demo_otp"`);

    expect(await stop(server)).toBe(0);

    // A restart keeps the data and the generated session secret: the earlier cookie still works.
    server = await start({ DATA_DIR: dataDir });
    const me = await fetch(`${server.base}/api/auth/user`, { headers: { cookie: laborer.cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).id).toBe(laborer.body.user.id);
    expect(await stop(server)).toBe(0);
  });

  it("refuses to start in production without SESSION_SECRET, with a clear message", async () => {
    await expect(start({ DATA_DIR: dataDir, NODE_ENV: "production", SKIP_BUILD: "1" })).rejects.toThrow(
      /SESSION_SECRET/,
    );
  });
});
