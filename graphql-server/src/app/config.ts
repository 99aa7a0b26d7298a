import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir, repoRoot } from "../db/config.ts";

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
  /** How many proxies in front of the server append to X-Forwarded-For (0: trust no forwarded header). */
  trustProxyHops: number;
  /** Other origins allowed to call the API with cookies (CORS); the app's own origin always is. */
  corsOrigins: string[];
  /** The site's own origin as people reach it (PUBLIC_ORIGIN); null: the request's host is. */
  publicOrigin: string | null;
  /** Server processes sharing the port (node:cluster); always 1 on the embedded database, which is in-process. */
  workers: number;
  /** Rendering app pages on the server (SERVER_RENDER=off: never), and how long one may take before the shell is sent. */
  serverRender: ServerRenderConfig | null;
  /** The response cache of signed-out public reads (RESPONSE_CACHE=off: none). */
  responseCache: boolean;
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
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}".`);
  const sessionSecret = resolveSessionSecret(env);
  const otpDemo = env.OTP_DEMO !== undefined ? env.OTP_DEMO === "1" || env.OTP_DEMO === "true" : !production;
  if (production && otpDemo) {
    // Demo mode hands every sign-in code to whoever asks: anyone could sign in as any number.
    throw new ConfigError(
      "OTP_DEMO cannot be used with NODE_ENV=production: it would let anyone sign in as any number.",
    );
  }
  if (production && !env.SMS_GATEWAY_URL?.trim()) {
    throw new ConfigError("SMS_GATEWAY_URL is required in production, or sign-in codes would reach nobody.");
  }
  const embedded = !env.DATABASE_URL?.trim();
  // Demo accounts are for trying KhetSetu out: in production only when asked for with SEED_DEMO=1.
  const seedWhenEmpty = embedded && (production ? env.SEED_DEMO === "1" : env.SEED_DEMO !== "0");
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    production,
    sessionSecret,
    otpDemo,
    seedWhenEmpty,
    staticDir: path.resolve(env.STATIC_DIR ?? path.join(repoRoot, "frontend/dist")),
    trustProxyHops: parseTrustProxy(env.TRUST_PROXY),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN),
    workers: embedded ? 1 : parseWorkers(env.WEB_CONCURRENCY ?? env.WORKERS),
    serverRender: parseServerRender(env),
    responseCache: parseResponseCache(env),
  };
}

/** RESPONSE_CACHE: on (the default) or off. */
export function parseResponseCache(env: NodeJS.ProcessEnv): boolean {
  const mode = env.RESPONSE_CACHE?.trim().toLowerCase() ?? "on";
  if (mode === "off" || mode === "0" || mode === "false") return false;
  if (mode === "on" || mode === "1" || mode === "true") return true;
  throw new ConfigError(`RESPONSE_CACHE must be on or off, got "${env.RESPONSE_CACHE}".`);
}

/** How long a server render may take by default, its queries included: past it the app's shell is sent. */
export const SERVER_RENDER_TIMEOUT_MS = 1500;

/**
 * How many pages the server renders at once by default. A page past it is the app's shell at once: on a server
 * that busy it would reach its time limit and go out as the shell anyway, after its queries and render had used
 * the time the API's requests needed.
 */
export const SERVER_RENDER_MAX_PAGES = 8;

export interface ServerRenderConfig {
  timeoutMs: number;
  maxPages: number;
}

/** SERVER_RENDER (on | off, default on), SERVER_RENDER_TIMEOUT_MS (50-30000) and SERVER_RENDER_MAX_PAGES (1-1000). */
export function parseServerRender(env: NodeJS.ProcessEnv): ServerRenderConfig | null {
  const mode = env.SERVER_RENDER?.trim().toLowerCase() ?? "on";
  if (mode === "off" || mode === "0" || mode === "false") return null;
  if (mode !== "on" && mode !== "1" && mode !== "true")
    throw new ConfigError(`SERVER_RENDER must be on or off, got "${env.SERVER_RENDER}".`);
  const text = env.SERVER_RENDER_TIMEOUT_MS?.trim();
  const timeoutMs = text ? Number(text) : SERVER_RENDER_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 50 || timeoutMs > 30_000)
    throw new ConfigError(`SERVER_RENDER_TIMEOUT_MS must be milliseconds (50-30000), got "${text}".`);
  const pagesText = env.SERVER_RENDER_MAX_PAGES?.trim();
  const maxPages = pagesText ? Number(pagesText) : SERVER_RENDER_MAX_PAGES;
  if (!Number.isInteger(maxPages) || maxPages < 1 || maxPages > 1000)
    throw new ConfigError(`SERVER_RENDER_MAX_PAGES must be a whole number from 1 to 1000, got "${pagesText}".`);
  return { timeoutMs, maxPages };
}

/** WEB_CONCURRENCY (or WORKERS): how many server processes share the port, 1-64; unset means 1. */
export function parseWorkers(value: string | undefined): number {
  const text = value?.trim() ?? "";
  if (text === "") return 1;
  const workers = Number(text);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    throw new ConfigError(`WEB_CONCURRENCY must be a number of server processes (1-64), got "${value}".`);
  }
  return workers;
}

/**
 * TRUST_PROXY: the number of proxies in front of the server, each appending the address it saw to
 * X-Forwarded-For ("1" for one load balancer). Unset, "0" or "false": forwarded headers are ignored.
 */
export function parseTrustProxy(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? "";
  if (text === "" || text === "0" || text === "false") return 0;
  if (text === "true") return 1;
  const hops = Number(text);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new ConfigError(`TRUST_PROXY must be the number of proxies in front of the server (0-10), got "${value}".`);
  }
  return hops;
}

/** An http(s) origin such as "https://example.org" (a trailing slash is dropped), or null when it is not one. */
function originOf(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.origin !== text.replace(/\/$/, "")) return null;
  return url.origin;
}

/**
 * PUBLIC_ORIGIN: the origin people reach the site at ("https://khetsetu.example"). Set, the cross-site checks
 * compare Origin headers with it instead of believing the request's Host or X-Forwarded-Host. Unset or empty: null.
 */
export function parsePublicOrigin(value: string | undefined): string | null {
  const text = value?.trim() ?? "";
  if (text === "") return null;
  const origin = originOf(text);
  if (!origin) throw new ConfigError(`PUBLIC_ORIGIN must be an origin such as https://example.org, got "${value}".`);
  return origin;
}

/** CORS_ORIGINS: comma-separated origins such as "https://partner.example.org"; each must be an http(s) origin. */
export function parseCorsOrigins(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const part of (value ?? "")
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)) {
    const origin = originOf(part);
    if (!origin) throw new ConfigError(`CORS_ORIGINS must list origins such as https://example.org, got "${part}".`);
    origins.push(origin);
  }
  return origins;
}
