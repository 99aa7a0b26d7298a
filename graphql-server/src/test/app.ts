import { startSession } from "../session/session-store.ts";
import type { SmsProvider } from "../sms/sms-provider.ts";
import { createApp } from "../app/create-app.ts";
import { type PublicReadCache, createPublicReadCache } from "../http/response-cache.ts";
import type { HttpPolicy } from "../http/request-origin.ts";
import { logger } from "../log/logger.ts";
import { createServices } from "../app/services.ts";
import type { Clock } from "pg-boss";
import type { AppServices } from "../graphql/context.ts";
import { createJobQueue } from "../features/notifications/index.ts";
import { type TestDatabase, createTestDatabase } from "./database.ts";

export interface GraphQLResult<T = Record<string, any>> {
  data?: T | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
}

export interface TestApp extends TestDatabase {
  app: ReturnType<typeof createApp>;
  /** The response cache of public reads (with `responseCache`), else null. */
  publicReads: PublicReadCache | null;
  /** The app's services: its queue (`services.notifications.queue`) can run workers on the test database. */
  services: AppServices;
  /** Sends a request to the app; `cookie` is sent as the Cookie header, `ip` as the socket's address. */
  request(path: string, init?: RequestInit & { cookie?: string; json?: unknown; ip?: string }): Promise<Response>;
  /** Signs in by demo OTP through the REST paths and returns the session cookie. */
  signIn(mobileNumber: string, role?: string): Promise<string>;
  /**
   * A session cookie for an existing user, issued directly (no OTP, so no send limits); for tests
   * that need many signed-in requests. Use `signIn` to test sign-in itself.
   */
  cookieFor(mobileNumber: string): Promise<string>;
  /** Runs a GraphQL operation over HTTP (POST /graphql), optionally as the user of `cookie`. */
  graphql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    cookie?: string,
  ): Promise<GraphQLResult<T>>;
}

export const TEST_SESSION_SECRET = "test-secret-test-secret-test-secret-0123";

/** The real app (GraphQL, REST shim, sessions, OTP) on a fresh test database, in OTP demo mode. */
export async function createTestApp(
  options: {
    otpDemo?: boolean;
    production?: boolean;
    sms?: SmsProvider;
    /** Load the demo data. */
    demo?: boolean;
    /** Proxies and CORS origins the app trusts (default: none). */
    policy?: HttpPolicy;
    /** The job queue's clock (a pg-boss TestClock); the queue then has the test database's connection, for workers. */
    clock?: Clock;
    /** A built web app's folder (index.html) to serve. */
    staticDir?: string;
    /** The response cache of signed-out public reads, listening to the database as the server's does. */
    responseCache?: boolean;
  } = {},
): Promise<TestApp> {
  const t = await createTestDatabase({ demo: options.demo });
  const services = createServices(
    t.prisma,
    { sessionSecret: TEST_SESSION_SECRET, production: options.production ?? false, otpDemo: options.otpDemo ?? true },
    logger,
    options.sms,
    // With a clock the test runs the queue's workers, which need the database's connection; without one the app only
    // sends (a queue with a PostgreSQL pool of its own would first have to start).
    { queue: createJobQueue(logger, options.clock ? { connection: t.db.queueConnection, clock: options.clock } : {}) },
  );
  const publicReads = options.responseCache ? createPublicReadCache() : null;
  const stopListening = publicReads ? await publicReads.follow(t.db) : null;
  const app = createApp({ services, policy: options.policy, staticDir: options.staticDir, publicReads });

  const request: TestApp["request"] = (path, init = {}) => {
    const { cookie, json, ip, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (cookie) headers.set("cookie", cookie);
    if (json !== undefined) headers.set("content-type", "application/json");
    return Promise.resolve(
      app.request(
        `http://localhost${path}`,
        {
          ...rest,
          headers,
          body: json !== undefined ? JSON.stringify(json) : rest.body,
        },
        ip ? { incoming: { socket: { remoteAddress: ip } } } : undefined,
      ),
    );
  };

  const signIn: TestApp["signIn"] = async (mobileNumber, role) => {
    const sent = await request("/api/otp/send", { method: "POST", json: { mobileNumber } });
    const { demo_otp } = (await sent.json()) as { demo_otp: string };
    const login = await request("/api/login", { method: "POST", json: { mobileNumber, otp: demo_otp, role } });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    return sessionCookieFrom(login);
  };

  const cookieFor: TestApp["cookieFor"] = async (mobileNumber) => {
    const user = await t.prisma.user.findUniqueOrThrow({ where: { mobileNumber } });
    const { token } = await startSession(t.prisma, user.id, "test");
    const header = await services.sessions.issue({ token });
    return header.split(";")[0]!;
  };

  const graphql: TestApp["graphql"] = async (query, variables = {}, cookie) => {
    const res = await request("/graphql", { method: "POST", json: { query, variables }, cookie });
    return (await res.json()) as GraphQLResult<any>;
  };

  const close = async () => {
    await stopListening?.();
    await t.close();
  };
  return { ...t, close, app, services, publicReads, request, signIn, cookieFor, graphql };
}

/** The `name=value` part of the session Set-Cookie header, ready to send back. */
export function sessionCookieFrom(response: Response): string {
  const header = response.headers.getSetCookie().find((c) => c.startsWith("ks_session="));
  if (!header) throw new Error("no session cookie set");
  return header.split(";")[0]!;
}
