import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { translate } from "../i18n/translate.ts";
import { OTP_SMS_TEXT } from "../rules/otp.ts";
import { createDemoSmsProvider } from "./demo-provider.ts";
import { createHttpGatewayProvider, otpMessage } from "./http-gateway-provider.ts";
import { SmsConfigurationError, smsProviderFromEnv } from "./sms-provider-from-env.ts";
import type { SmsLogger } from "./sms-provider.ts";

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe("HTTP gateway SMS provider", () => {
  // A local stand-in for the SMS gateway that records requests and answers as told.
  let server: http.Server;
  let baseUrl: string;
  let received: Received[];
  let reply: { status: number; body: string; delayMs?: number };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        received.push({
          method: req.method,
          url: req.url,
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        });
        const answer = () => {
          res.writeHead(reply.status, { "Content-Type": "application/json" });
          res.end(reply.body);
        };
        if (reply.delayMs) setTimeout(answer, reply.delayMs).unref();
        else answer();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    received = [];
    reply = { status: 200, body: '{"status":"queued"}' };
  });

  const config = () => ({
    url: `${baseUrl}/v1/sms`,
    apiKey: "key-abc123",
    senderId: "KHTSTU",
    templateId: "1107161234567890123",
  });

  it("POSTs the DLT message as JSON with a bearer key", async () => {
    await createHttpGatewayProvider(config()).sendOtp("9876543210", "042137", 300, "en");
    expect(received).toHaveLength(1);
    const [req] = received;
    expect(req!.method).toBe("POST");
    expect(req!.url).toBe("/v1/sms");
    expect(req!.headers.authorization).toBe("Bearer key-abc123");
    expect(req!.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(req!.body)).toEqual({
      to: "+919876543210",
      sender: "KHTSTU",
      templateId: "1107161234567890123",
      message: "042137 is your KhetSetu verification code. It expires in 5 minutes.",
      variables: { otp: "042137" },
    });
  });

  it("rejects when the gateway answers 500, without the code in the error or logs", async () => {
    reply = { status: 500, body: '{"error":"internal","echo":"042137 is your KhetSetu verification code"}' };
    const logs: unknown[] = [];
    const logger: SmsLogger = { info: (o, m) => logs.push([o, m]), warn: (o, m) => logs.push([o, m]) };
    const err = await createHttpGatewayProvider(config(), logger)
      .sendOtp("9876543210", "042137", 300, "en")
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toContain("500");
    expect((err as Error).message).not.toContain("042137");
    expect(JSON.stringify(logs)).not.toContain("042137");
    expect(received).toHaveLength(1);
  });

  it("rejects on other non-2xx answers", async () => {
    reply = { status: 401, body: "{}" };
    await expect(createHttpGatewayProvider(config()).sendOtp("9876543210", "111111", 300, "en")).rejects.toThrow(/401/);
  });

  it("rejects when the gateway does not answer within the timeout", async () => {
    reply = { status: 200, body: "{}", delayMs: 2_000 };
    const started = Date.now();
    const err = await createHttpGatewayProvider({ ...config(), timeoutMs: 100 })
      .sendOtp("9876543210", "222222", 300, "en")
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/SMS gateway request failed/);
    expect((err as Error).message).not.toContain("222222");
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("rejects when the gateway cannot be reached", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      createHttpGatewayProvider({ ...config(), url: `http://127.0.0.1:${port}/` }).sendOtp(
        "9876543210",
        "333333",
        300,
        "en",
      ),
    ).rejects.toThrow(/SMS gateway request failed/);
  });

  it("words the message from the lifetime", () => {
    expect(otpMessage("123456", 300)).toBe("123456 is your KhetSetu verification code. It expires in 5 minutes.");
    expect(otpMessage("123456", 60)).toBe("123456 is your KhetSetu verification code. It expires in 1 minute.");
  });

  it("sends the requester's language when that language's DLT template is configured", async () => {
    const provider = createHttpGatewayProvider({ ...config(), localizedTemplateIds: { hi: "1107160000000000001" } });
    await provider.sendOtp("9876543210", "042137", 300, "hi");
    const sent = JSON.parse(received[0]!.body);
    expect(sent.templateId).toBe("1107160000000000001");
    expect(sent.message).toBe(translate("hi", { id: OTP_SMS_TEXT, values: { code: "042137", minutes: 5 } }));
    expect(sent.message).toBe(otpMessage("042137", 300, "hi"));
    expect(sent.message).toContain("042137");
  });

  it("sends English with the English template to a language without a registered template", async () => {
    await createHttpGatewayProvider({ ...config(), localizedTemplateIds: { hi: "1107160000000000001" } }).sendOtp(
      "9876543210",
      "042137",
      300,
      "kn",
    );
    const sent = JSON.parse(received[0]!.body);
    expect(sent.templateId).toBe("1107161234567890123");
    expect(sent.message).toBe("042137 is your KhetSetu verification code. It expires in 5 minutes.");
  });
});

describe("smsProviderFromEnv", () => {
  const gatewayEnv = {
    SMS_GATEWAY_URL: "https://sms.example.test/v1/send",
    SMS_GATEWAY_API_KEY: "k",
    SMS_SENDER_ID: "KHTSTU",
    SMS_DLT_TEMPLATE_ID: "1107161234567890123",
  };

  it("uses the demo provider when SMS_GATEWAY_URL is not set", () => {
    expect(smsProviderFromEnv({}).name).toBe("demo");
    expect(smsProviderFromEnv({ SMS_GATEWAY_URL: "  " }).name).toBe("demo");
  });

  it("uses the HTTP gateway when fully configured", () => {
    expect(smsProviderFromEnv(gatewayEnv).name).toBe("http-gateway");
  });

  it("takes each language's template from SMS_DLT_TEMPLATE_ID_<LANGUAGE>", async () => {
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        bodies.push(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        res.writeHead(200).end("{}");
      });
    });
    const bodies: { templateId: string }[] = [];
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const provider = smsProviderFromEnv({
        ...gatewayEnv,
        SMS_GATEWAY_URL: url,
        SMS_DLT_TEMPLATE_ID_TE: " 1107169999999999999 ",
      });
      await provider.sendOtp("9876543210", "123456", 300, "te");
      await provider.sendOtp("9876543210", "123456", 300, "hi");
      expect(bodies.map((body) => body.templateId)).toEqual(["1107169999999999999", gatewayEnv.SMS_DLT_TEMPLATE_ID]);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("fails at startup when the gateway is set without an API key", () => {
    const { SMS_GATEWAY_API_KEY: _key, ...env } = gatewayEnv;
    expect(() => smsProviderFromEnv(env)).toThrow(SmsConfigurationError);
    expect(() => smsProviderFromEnv(env)).toThrow("SMS_GATEWAY_URL is set but SMS_GATEWAY_API_KEY is missing");
  });

  it("names every missing DLT setting", () => {
    expect(() => smsProviderFromEnv({ SMS_GATEWAY_URL: gatewayEnv.SMS_GATEWAY_URL, SMS_GATEWAY_API_KEY: "k" })).toThrow(
      "SMS_GATEWAY_URL is set but SMS_SENDER_ID, SMS_DLT_TEMPLATE_ID are missing",
    );
  });

  it("refuses a gateway URL that is not http(s)", () => {
    expect(() => smsProviderFromEnv({ ...gatewayEnv, SMS_GATEWAY_URL: "not a url" })).toThrow(/not a valid URL/);
    expect(() => smsProviderFromEnv({ ...gatewayEnv, SMS_GATEWAY_URL: "ftp://x.test/" })).toThrow(/http\(s\)/);
  });
});

describe("demo SMS provider", () => {
  it("logs only a masked number, never the code", async () => {
    const calls: { level: string; obj: object; msg?: string }[] = [];
    const logger: SmsLogger = {
      info: (obj, msg) => calls.push({ level: "info", obj, msg }),
      warn: (obj, msg) => calls.push({ level: "warn", obj, msg }),
    };
    const provider = createDemoSmsProvider(logger);
    expect(provider.name).toBe("demo");
    await provider.sendOtp("9876543210", "482915", 300, "en");
    expect(calls).toHaveLength(1);
    const logged = JSON.stringify(calls);
    expect(logged).not.toContain("482915");
    expect(logged).not.toContain("9876543210");
    expect(calls[0]!.obj).toMatchObject({ to: "98******10" });
  });
});
