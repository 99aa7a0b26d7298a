import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "../db/adapter.ts";
import { createPrisma } from "../db/client.ts";
import { logger } from "../log/logger.ts";
import { createServices } from "../app/services.ts";
import { TEST_SESSION_SECRET } from "../test/app.ts";
import { createApp } from "../app/create-app.ts";
import { SERVICE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from "./database-outage.ts";

describe("a database that cannot be reached", () => {
  // Nothing listens on port 1: every query fails to connect, as during a restart.
  const db = openPostgres("postgresql://postgres@127.0.0.1:1/none?connect_timeout=2");
  const prisma = createPrisma(db);
  const app = createApp({
    services: createServices(prisma, { sessionSecret: TEST_SESSION_SECRET, production: false, otpDemo: true }, logger),
  });
  beforeAll(() => undefined);
  afterAll(() => prisma.$disconnect());

  it("answers GraphQL with 503 and a message to try again, never 500", async () => {
    const res = await app.request("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ jobs(first: 2) { totalCount } }" }),
    });
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.errors[0]).toMatchObject({
      message: SERVICE_UNAVAILABLE_MESSAGE,
      extensions: { code: "SERVICE_UNAVAILABLE" },
    });
  });

  it("answers REST with 503 and Retry-After", async () => {
    for (const path of ["/api/jobs/search", "/api/skills"]) {
      const res = await app.request(`http://localhost${path}`);
      expect(res.status, path).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect((await res.json()).message).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    }
  });

  it("tells connection failures from other errors", () => {
    expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code: "P1001" }))).toBe(true);
    expect(
      isDatabaseUnavailable(
        new Error("wrapped", {
          cause: Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
        }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    // A raw query cut off by a shutdown: Prisma's P2010 wrapping the adapter's ConnectionClosed.
    const cutOff = Object.assign(new Error("Raw query failed."), {
      code: "P2010",
      meta: { driverAdapterError: { cause: { kind: "ConnectionClosed" } } },
    });
    expect(isDatabaseUnavailable(cutOff)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate"), { code: "P2002" }))).toBe(false);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error("Raw query failed."), {
          code: "P2010",
          meta: { driverAdapterError: { cause: { kind: "postgres", code: "42601" } } },
        }),
      ),
    ).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
  });
});
