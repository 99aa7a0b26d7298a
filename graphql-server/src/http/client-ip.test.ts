import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OTP_RULES } from "../rules/otp.ts";
import { type TestApp, createTestApp } from "../test/app.ts";

describe("client address behind a proxy (TRUST_PROXY)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ policy: { trustProxyHops: 1, corsOrigins: [], production: false } });
  });
  afterAll(() => t.close());

  it("takes the address the proxy appended, not the hops a client wrote before it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < OTP_RULES.perIp.max + 10; i++) {
      const res = await t.request("/api/otp/send", {
        method: "POST",
        json: { mobileNumber: `7${String(100000000 + i)}` },
        headers: { "x-forwarded-for": `10.${i}.0.1, 203.0.113.9` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, OTP_RULES.perIp.max).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(OTP_RULES.perIp.max).every((status) => status === 429)).toBe(true);
    // Another client behind the same proxy is not affected.
    const other = await t.request("/api/otp/send", {
      method: "POST",
      json: { mobileNumber: "7200000000" },
      headers: { "x-forwarded-for": "203.0.113.10" },
    });
    expect(other.status).toBe(200);
  });
});
