// Full or short mode. `npm run test:resilience` is the full suite; `npm run test:resilience:short`
// (RESILIENCE=short) is the CI variant: the same checks with smaller counts and shorter loads.

export const SHORT = (process.env.RESILIENCE ?? "").toLowerCase() === "short";

export const MODE = SHORT ? "short" : "full";

/** The budgets of each part, by mode. Every loop in the suite is bounded by one of these. */
const override = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);

export const BUDGET = SHORT
  ? {
      fuzzRequests: override("RESILIENCE_FUZZ_REQUESTS") ?? 2_000,
      loadSeconds: 15,
      loadConnections: 64,
      /** Short mode loads PGlite only unless RESILIENCE_LOAD_POSTGRES=1. */
      loadOnPostgres: process.env.RESILIENCE_LOAD_POSTGRES === "1",
      faultLoadSeconds: 10,
      /** Seconds into the load at which the cluster is stopped (and started again after the outage). */
      faultRestartsAt: [3],
      faultOutageSeconds: 1.5,
    }
  : {
      fuzzRequests: override("RESILIENCE_FUZZ_REQUESTS") ?? 10_000,
      loadSeconds: 60,
      loadConnections: 64,
      loadOnPostgres: true,
      faultLoadSeconds: 30,
      faultRestartsAt: [6, 18],
      faultOutageSeconds: 3,
    };

/** The shared PostgreSQL server (never restarted or reconfigured by this suite: only CREATE/DROP DATABASE). */
export const SHARED_POSTGRES_URL =
  process.env.RESILIENCE_POSTGRES_URL ||
  process.env.TEST_DATABASE_URL ||
  "postgresql://postgres@127.0.0.1:5432/postgres";

/** Where the throwaway cluster's binaries are (fault part). */
export const POSTGRES_BIN = process.env.RESILIENCE_POSTGRES_BIN || "/usr/lib/postgresql/15/bin";
