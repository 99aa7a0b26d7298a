import type { SmsProvider } from "../auth/sms/provider.ts";
import { createApp } from "../http/app.ts";
import { logger } from "../logger.ts";
import { createServices } from "../services.ts";
import { type TestDatabase, createTestDatabase } from "./database.ts";

export interface TestApp extends TestDatabase {
  app: ReturnType<typeof createApp>;
  /** Sends a request to the app; `cookie` is sent as the Cookie header. */
  request(path: string, init?: RequestInit & { cookie?: string; json?: unknown }): Promise<Response>;
  /** Signs in by demo OTP through the REST paths and returns the session cookie. */
  signIn(mobileNumber: string, role?: string): Promise<string>;
}

export const TEST_SESSION_SECRET = "test-secret-test-secret-test-secret-0123";

/** The real app (GraphQL, REST shim, sessions, OTP) on a fresh test database, in OTP demo mode. */
export async function createTestApp(
  options: { otpDemo?: boolean; production?: boolean; sms?: SmsProvider } = {},
): Promise<TestApp> {
  const t = await createTestDatabase();
  const services = createServices(
    t.prisma,
    { sessionSecret: TEST_SESSION_SECRET, production: options.production ?? false, otpDemo: options.otpDemo ?? true },
    logger,
    options.sms,
  );
  const app = createApp({ services });

  const request: TestApp["request"] = (path, init = {}) => {
    const { cookie, json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (cookie) headers.set("cookie", cookie);
    if (json !== undefined) headers.set("content-type", "application/json");
    return Promise.resolve(
      app.request(`http://localhost${path}`, {
        ...rest,
        headers,
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      }),
    );
  };

  const signIn: TestApp["signIn"] = async (mobileNumber, role) => {
    const sent = await request("/api/otp/send", { method: "POST", json: { mobileNumber } });
    const { demo_otp } = (await sent.json()) as { demo_otp: string };
    const login = await request("/api/login", { method: "POST", json: { mobileNumber, otp: demo_otp, role } });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    return sessionCookieFrom(login);
  };

  return { ...t, app, request, signIn };
}

/** The `name=value` part of the session Set-Cookie header, ready to send back. */
export function sessionCookieFrom(response: Response): string {
  const header = response.headers.getSetCookie().find((c) => c.startsWith("ks_session="));
  if (!header) throw new Error("no session cookie set");
  return header.split(";")[0]!;
}
