// `npm start`: builds the web app for production when the build is missing or older than its
// sources, then runs the server (embedded PGlite with demo data unless DATABASE_URL is set).
import { execFileSync } from "node:child_process";
import path from "node:path";
import { buildIsStale } from "../frontend/build-freshness.ts";

const root = path.resolve(import.meta.dirname, "..");
const frontend = path.join(root, "frontend");
const builtIndex = path.join(frontend, "dist", "index.html");



if (process.env.SKIP_BUILD !== "1") {
  // Relay's generated artifacts first (it leaves unchanged files alone, so this does not force a rebuild).
  execFileSync(path.join(root, "node_modules/.bin/relay-compiler"), [], { stdio: ["ignore", "ignore", "inherit"], cwd: root });
}

if (process.env.SKIP_BUILD !== "1" && buildIsStale(builtIndex)) {
  console.log("Building the web app for production…");
  execFileSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--config", path.join(frontend, "vite.config.ts")], {
    stdio: "inherit",
    cwd: root,
  });
}

await import("../graphql-server/src/server.ts");
