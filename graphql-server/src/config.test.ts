import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, resolveSessionSecret } from "./config.ts";

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "khetsetu-config-"));
const strongSecret = "s".repeat(32);

describe("server configuration", () => {
  it("refuses to start in production without a SESSION_SECRET of at least 32 characters", () => {
    expect(() => resolveSessionSecret({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => resolveSessionSecret({ NODE_ENV: "production", SESSION_SECRET: "short" })).toThrow(/at least 32/);
    expect(resolveSessionSecret({ NODE_ENV: "production", SESSION_SECRET: strongSecret })).toBe(strongSecret);
  });

  it("generates the embedded default's secret once and keeps it in DATA_DIR", () => {
    const dir = tempDir();
    const first = resolveSessionSecret({ DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(first);
    expect(resolveSessionSecret({ DATA_DIR: dir })).toBe(first);
    expect(resolveSessionSecret({ DATA_DIR: tempDir() })).not.toBe(first);
  });

  it("turns OTP demo mode on by default, off in production unless OTP_DEMO=1", () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).otpDemo).toBe(true);
    const prod = { NODE_ENV: "production", SESSION_SECRET: strongSecret };
    expect(loadConfig({ ...prod, SMS_GATEWAY_URL: "http://127.0.0.1:9/sms" }).otpDemo).toBe(false);
    expect(loadConfig({ ...prod, OTP_DEMO: "1" }).otpDemo).toBe(true);
  });

  it("refuses production without an SMS gateway when demo mode is off", () => {
    expect(() => loadConfig({ NODE_ENV: "production", SESSION_SECRET: strongSecret })).toThrow(/SMS_GATEWAY_URL/);
  });

  it("seeds demo data only on the embedded database, and reads PORT", () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir, PORT: "4123" })).toMatchObject({ port: 4123, seedWhenEmpty: true });
    expect(() => loadConfig({ DATA_DIR: dir, PORT: "eighty" })).toThrow(ConfigError);
  });
});
