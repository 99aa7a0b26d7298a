// `npm start`: builds the web app for production when the build is missing or older than its
// sources, then runs the server (embedded PGlite with demo data unless DATABASE_URL is set).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const frontend = path.join(root, "frontend");
const builtIndex = path.join(frontend, "dist", "index.html");

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

function buildIsStale(): boolean {
  if (!fs.existsSync(builtIndex)) return true;
  const sources = ["src", "public", "index.html", "vite.config.ts", "vite-plugin-precompress.ts", "babel-plugins.ts", "lingui.config.ts"]
    .map((name) => path.join(frontend, name))
    .filter((p) => fs.existsSync(p));
  return Math.max(...sources.map(newestMtime)) > fs.statSync(builtIndex).mtimeMs;
}

if (process.env.SKIP_BUILD !== "1") {
  // Relay's generated artifacts first (it leaves unchanged files alone, so this does not force a rebuild).
  execFileSync(path.join(root, "node_modules/.bin/relay-compiler"), [], { stdio: ["ignore", "ignore", "inherit"], cwd: root });
}

if (process.env.SKIP_BUILD !== "1" && buildIsStale()) {
  console.log("Building the web app for production…");
  execFileSync(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--config", path.join(frontend, "vite.config.ts")], {
    stdio: "inherit",
    cwd: root,
  });
}

await import("../graphql-server/src/server.ts");
