import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePublicOrigin } from "../app/config.ts";
import { ConfigError } from "../app/config.ts";
import { type TestApp, createTestApp } from "../test/app.ts";

const QUERY = { query: "{ viewer { id } }" };

describe("the server's own origin behind a proxy", () => {
  let withPublicOrigin: TestApp;
  let withoutPublicOrigin: TestApp;
  beforeAll(async () => {
    withPublicOrigin = await createTestApp({
      policy: { trustProxyHops: 1, corsOrigins: [], production: false, publicOrigin: "https://khetsetu.example" },
    });
    withoutPublicOrigin = await createTestApp({ policy: { trustProxyHops: 1, corsOrigins: [], production: false } });
  });
  afterAll(async () => {
    await withPublicOrigin.close();
    await withoutPublicOrigin.close();
  });

  const post = (app: TestApp, headers: Record<string, string>) =>
    app.request("/graphql", { method: "POST", json: QUERY, headers });

  it("with PUBLIC_ORIGIN, refuses an Origin that only X-Forwarded-Host vouches for", async () => {
    const forged = await post(withPublicOrigin, { origin: "https://evil.example", "x-forwarded-host": "evil.example" });
    expect(forged.status).toBe(403);
    const hostOnly = await withPublicOrigin.request("/graphql", {
      method: "POST",
      json: QUERY,
      headers: { origin: "http://localhost" },
    });
    expect(hostOnly.status).toBe(403);
  });

  it("with PUBLIC_ORIGIN, lets in exactly that origin (scheme, host and port), whatever the forwarded host", async () => {
    const own = await post(withPublicOrigin, {
      origin: "https://khetsetu.example",
      "x-forwarded-host": "internal:3000",
    });
    expect(own.status).toBe(200);
    expect((await post(withPublicOrigin, { origin: "http://khetsetu.example" })).status).toBe(403);
    expect((await post(withPublicOrigin, { origin: "https://khetsetu.example:8443" })).status).toBe(403);
  });

  it("without PUBLIC_ORIGIN, believes only the X-Forwarded-Host entry the trusted proxy wrote", async () => {
    // The client wrote "evil.example"; the one proxy appended the host it was asked for.
    const appended = await post(withoutPublicOrigin, {
      origin: "https://evil.example",
      "x-forwarded-host": "evil.example, khetsetu.example",
    });
    expect(appended.status).toBe(403);
    const own = await post(withoutPublicOrigin, {
      origin: "https://khetsetu.example",
      "x-forwarded-host": "evil.example, khetsetu.example",
    });
    expect(own.status).toBe(200);
  });

  it("reads PUBLIC_ORIGIN as an http(s) origin, and refuses anything else", () => {
    expect(parsePublicOrigin(undefined)).toBeNull();
    expect(parsePublicOrigin(" ")).toBeNull();
    expect(parsePublicOrigin("https://khetsetu.example/")).toBe("https://khetsetu.example");
    expect(parsePublicOrigin("http://localhost:3000")).toBe("http://localhost:3000");
    for (const bad of ["khetsetu.example", "https://khetsetu.example/app", "ftp://khetsetu.example"]) {
      expect(() => parsePublicOrigin(bad), bad).toThrow(ConfigError);
    }
  });
});
