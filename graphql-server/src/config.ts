import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir } from "./db/config.ts";

export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  sessionSecret: string;
  /** Whether OTP replies carry the code (demo_otp). */
  otpDemo: boolean;
  /** Load demo data when the embedded database starts empty. */
  seedWhenEmpty: boolean;
  /** Directory of the built single-page app. */
  staticDir: string;
}

export class ConfigError extends Error {}

const MIN_SECRET_LENGTH = 32;

/**
 * The session secret: SESSION_SECRET when set (at least 32 characters, required in production);
 * otherwise one generated once and kept in DATA_DIR, so embedded/dev sessions survive restarts.
 */
export function resolveSessionSecret(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.SESSION_SECRET;
  if (given !== undefined && given !== "") {
    if (given.length < MIN_SECRET_LENGTH) {
      throw new ConfigError(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
    }
    return given;
  }
  if (env.NODE_ENV === "production") {
    throw new ConfigError(
      `SESSION_SECRET is required in production (at least ${MIN_SECRET_LENGTH} characters), e.g. from \`openssl rand -hex 32\`.`,
    );
  }
  const dir = dataDir(env);
  const file = path.join(dir, "session-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === "production";
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT must be a port number, got "${env.PORT}".`);
  const sessionSecret = resolveSessionSecret(env);
  const otpDemo = env.OTP_DEMO !== undefined ? env.OTP_DEMO === "1" || env.OTP_DEMO === "true" : !production;
  if (production && !otpDemo && !env.SMS_GATEWAY_URL) {
    throw new ConfigError("SMS_GATEWAY_URL is required in production, or sign-in codes would reach nobody (set OTP_DEMO=1 for a demo).");
  }
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    production,
    sessionSecret,
    otpDemo,
    seedWhenEmpty: env.SEED_DEMO !== "0" && !env.DATABASE_URL?.trim(),
    staticDir: path.resolve(env.STATIC_DIR ?? path.join(import.meta.dirname, "../../frontend/dist")),
  };
}
