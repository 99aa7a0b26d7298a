// `npm start`: builds the web app for production and the server into one file (scripts/build-server.ts), each
// when missing or older than its sources, then runs the built server (embedded PGlite with demo data unless
// DATABASE_URL is set). Plain Node runs this file (type stripping); `npm run dev` keeps tsx for the sources.
// npm start gives Node four memory flags (docs/performance.md, "Server memory"):
// - --max-semi-space-size=16 (MiB): on a machine with much memory V8's young generation otherwise grows to 128 MiB,
//   which a loaded server fills and keeps as resident memory (32 keeps 20-35 MiB more at peak; 16 costs up to about
//   5% more CPU per request in interleaved runs).
// - --heap-growing-percent=30: the old generation is collected when it reaches 1.3 × what survived the last full
//   collection, not up to 4 × as V8 allows on a machine with much memory (about 125 MiB less at peak under load).
//   No heap limit: a larger live heap still grows.
// - --liftoff-only: WebAssembly (PGlite's PostgreSQL, Prisma's query compiler) stays on V8's baseline compiler.
//   Optimizing one of PGlite's functions takes about 600 MB of compiler memory for a few seconds after start; the
//   baseline code costs PGlite about 7% more CPU per request.
// - --no-concurrent-recompilation: JavaScript is optimized on the main thread. Optimized on background threads,
//   the compiler's memory is freed into each thread's own malloc arena, where glibc keeps it (about 50 MiB of free
//   but resident memory after a load): about 17 MiB less at peak, for a few per cent of CPU while warming up.
// Only on the command line: V8 refuses the last two in NODE_OPTIONS.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildIsStale, relayIsStale, rendererBuildArgs, rendererDir } from "../frontend/build-freshness.ts";
import { SERVER_BUNDLE, buildServer, serverBuildIsStale } from "./build-server.ts";

const root = path.resolve(import.meta.dirname, "..");
const frontend = path.join(root, "frontend");
const builtDir = path.join(frontend, "dist");
const builtIndex = path.join(builtDir, "index.html");

if (process.env.SKIP_BUILD !== "1" && relayIsStale()) {
  // Relay's generated artifacts first (it leaves unchanged artifacts alone, so this does not force a rebuild).
  execFileSync(path.join(root, "node_modules/.bin/relay-compiler"), [], {
    stdio: ["ignore", "ignore", "inherit"],
    cwd: root,
  });
}

if (process.env.SKIP_BUILD !== "1" && buildIsStale(builtIndex)) {
  console.log("Building the web app for production…");
  execFileSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--config", path.join(frontend, "vite.config.ts")],
    {
      stdio: "inherit",
      cwd: root,
    },
  );
}

if (process.env.SKIP_BUILD !== "1" && buildIsStale(path.join(rendererDir(builtDir), "render.js"))) {
  console.log("Building the web app's server render…");
  execFileSync(
    process.execPath,
    [
      path.join(root, "node_modules/vite/bin/vite.js"),
      "build",
      "--config",
      path.join(frontend, "vite.config.ts"),
      ...rendererBuildArgs(builtDir),
      "--logLevel",
      "warn",
    ],
    { stdio: "inherit", cwd: root },
  );
}

// The server's own build is quick and needs nothing the web app's does, so SKIP_BUILD leaves it on.
if (serverBuildIsStale()) {
  console.log("Building the server…");
  await buildServer();
}

await import(pathToFileURL(SERVER_BUNDLE).href);
