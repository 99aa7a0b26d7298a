import { describe, expect, it } from "vitest";
import { smsProviderFromEnv } from "../graphql-server/src/sms/sms-provider-from-env.ts";
import { startSmsGatewayStub } from "./sms-gateway-stub.ts";

describe("the benchmarks' SMS gateway", () => {
  it("is a gateway the server accepts, and it takes and counts each message", async () => {
    const gateway = await startSmsGatewayStub();
    try {
      const provider = smsProviderFromEnv(gateway.env);
      await provider.sendOtp("9876500001", "123456", 300, "en");
      await provider.sendText?.({
        mobileNumber: "9876500002",
        text: "A new job near you",
        templateId: "1",
        reference: "n-1",
      });
      expect(gateway.accepted()).toBe(2);
    } finally {
      await gateway.close();
    }
  });
});
