import pino from "pino";

/** Structured JSON logs (one object per line); LOG_LEVEL=silent quiets them, e.g. in tests. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? "info",
  base: { service: "khetsetu" },
  redact: { paths: ["otp", "*.otp", "demo_otp", "*.demo_otp", "req.headers.cookie"], remove: true },
});

export type Logger = typeof logger;
