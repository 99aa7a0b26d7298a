import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, resolveSessionSecret } from "./config.ts";
import { tempDir } from "../test/temp-dir.ts";

const configDir = () => tempDir("khetsetu-config-");
const strongSecret = "s".repeat(32);

describe("server configuration", () => {
  it("refuses to start in production without a SESSION_SECRET of at least 32 characters", () => {
    expect(() => resolveSessionSecret({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => resolveSessionSecret({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(/at least 32/);
    expect(resolveSessionSecret({ NODE_ENV: "production", SESSION_SECRET: strongSecret })).toBe(strongSecret);
  });

  it("generates the embedded default's secret once and keeps it in DATA_DIR", () => {
    const dir = configDir();
    const first = resolveSessionSecret({ DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(first);
    expect(resolveSessionSecret({ DATA_DIR: dir })).toBe(first);
    expect(resolveSessionSecret({ DATA_DIR: configDir() })).not.toBe(first);
  });

  it("turns OTP demo mode on by default, off in production unless OTP_DEMO=1", () => {
    const dir = configDir();
    expect(loadConfig({ DATA_DIR: dir }).otpDemo).toBe(true);
    const prod = { NODE_ENV: "production", SESSION_SECRET: strongSecret };
    expect(loadConfig({ ...prod, SMS_GATEWAY_URL: "http://127.0.0.1:9/sms" }).otpDemo).toBe(false);
  });

  it("refuses OTP demo mode in production, without suggesting it", () => {
    const prod = { NODE_ENV: "production", SESSION_SECRET: strongSecret, SMS_GATEWAY_URL: "http://127.0.0.1:9/sms" };
    for (const value of ["1", "true"])
      expect(() => loadConfig({ ...prod, OTP_DEMO: value })).toThrow(/OTP_DEMO cannot be used/);
    let message = "";
    try {
      loadConfig({ NODE_ENV: "production", SESSION_SECRET: strongSecret });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/SMS_GATEWAY_URL is required/);
    expect(message).not.toMatch(/OTP_DEMO/);
  });

  it("seeds demo data only on the embedded database, in production only with SEED_DEMO=1, and reads PORT", () => {
    const dir = configDir();
    expect(loadConfig({ DATA_DIR: dir, PORT: "4123" })).toMatchObject({ port: 4123, seedWhenEmpty: true });
    expect(loadConfig({ DATA_DIR: dir, SEED_DEMO: "0" }).seedWhenEmpty).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: "postgresql://x@127.0.0.1/y" }).seedWhenEmpty).toBe(false);
    const prod = {
      DATA_DIR: dir,
      NODE_ENV: "production",
      SESSION_SECRET: strongSecret,
      SMS_GATEWAY_URL: "http://127.0.0.1:9/sms",
    };
    expect(loadConfig(prod).seedWhenEmpty).toBe(false);
    expect(loadConfig({ ...prod, SEED_DEMO: "1" }).seedWhenEmpty).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir, PORT: "eighty" })).toThrow(ConfigError);
  });

  it("reads TRUST_PROXY as a number of proxy hops, and CORS_ORIGINS as a list of origins", () => {
    const dir = configDir();
    expect(loadConfig({ DATA_DIR: dir }).trustProxyHops).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "1" }).trustProxyHops).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "2" }).trustProxyHops).toBe(2);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: "true" }).trustProxyHops).toBe(1);
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: "all" })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ DATA_DIR: dir }).corsOrigins).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dir, CORS_ORIGINS: "https://ngo.example.org, http://localhost:5173" }).corsOrigins,
    ).toEqual(["https://ngo.example.org", "http://localhost:5173"]);
    expect(() => loadConfig({ DATA_DIR: dir, CORS_ORIGINS: "*" })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ DATA_DIR: dir, CORS_ORIGINS: "https://ngo.example.org/path" })).toThrow(/CORS_ORIGINS/);
  });

  it("renders pages with a time limit and a limit of pages at once, or not at all", () => {
    const dir = configDir();
    expect(loadConfig({ DATA_DIR: dir }).serverRender).toEqual({ timeoutMs: 1500, maxPages: 8 });
    expect(
      loadConfig({ DATA_DIR: dir, SERVER_RENDER_TIMEOUT_MS: "800", SERVER_RENDER_MAX_PAGES: "12" }).serverRender,
    ).toEqual({ timeoutMs: 800, maxPages: 12 });
    expect(loadConfig({ DATA_DIR: dir, SERVER_RENDER: "off" }).serverRender).toBeNull();
    for (const bad of ["0", "2.5", "many", "1001"])
      expect(() => loadConfig({ DATA_DIR: dir, SERVER_RENDER_MAX_PAGES: bad })).toThrow(/SERVER_RENDER_MAX_PAGES/);
  });

  it("keeps a response cache of public reads unless RESPONSE_CACHE is off", () => {
    const dir = configDir();
    expect(loadConfig({ DATA_DIR: dir }).responseCache).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, RESPONSE_CACHE: "off" }).responseCache).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, RESPONSE_CACHE: "on" }).responseCache).toBe(true);
    expect(() => loadConfig({ DATA_DIR: dir, RESPONSE_CACHE: "sometimes" })).toThrow(/RESPONSE_CACHE/);
  });
});
