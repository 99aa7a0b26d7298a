// When the database is down or restarting, requests fail with connection errors. Those are answered
// with 503 and a message to try again, never a 500: the server itself is fine and recovers on its own
// (the pool reconnects on the next request).

import { ERROR_MESSAGES } from "../rules/errors.ts";

export const SERVICE_UNAVAILABLE_MESSAGE = ERROR_MESSAGES.briefOutage;

/** Prisma's codes for a database that cannot be reached, closed the connection, or timed out. */
const PRISMA_OUTAGE_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);
/** Driver-adapter error kinds for a lost or unreachable connection (Prisma wraps them, e.g. in P2010). */
const ADAPTER_OUTAGE_KINDS = new Set([
  "ConnectionClosed",
  "DatabaseNotReachable",
  "SocketTimeout",
  "TooManyConnections",
  "TransactionAlreadyClosed",
]);
/** PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, restart). */
const SQLSTATE_OUTAGE = /^(08|57P)/;
const MESSAGE_OUTAGE =
  /Connection terminated|connection (is )?closed|ECONNREFUSED|ECONNRESET|EPIPE|terminating connection|the database system is (starting up|shutting down|in recovery)|Client has encountered a connection error|timeout exceeded when trying to connect|Can't reach database server/i;

/** Whether `error`, or anything it wraps, says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length) {
    const current = pending.pop();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const value = current as Record<string, unknown>;
    if (typeof value.code === "string" && (PRISMA_OUTAGE_CODES.has(value.code) || SQLSTATE_OUTAGE.test(value.code)))
      return true;
    if (typeof value.originalCode === "string" && SQLSTATE_OUTAGE.test(value.originalCode)) return true;
    if (typeof value.kind === "string" && ADAPTER_OUTAGE_KINDS.has(value.kind)) return true;
    if (typeof value.message === "string" && MESSAGE_OUTAGE.test(value.message)) return true;
    pending.push(value.cause, value.originalError, value.meta, value.driverAdapterError);
    if (Array.isArray(value.errors)) pending.push(...value.errors);
  }
  return false;
}
