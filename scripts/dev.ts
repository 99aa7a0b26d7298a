// `npm run dev`: the API with reload (tsx watch) on API_PORT (3001) and Vite's dev server on PORT (3000),
// which proxies /api, /graphql and /healthz to the API.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const apiPort = process.env.API_PORT ?? "3001";
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

const children = [
  spawn(bin("tsx"), ["watch", "--clear-screen=false", "graphql-server/src/app/server.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort },
  }),
  spawn(bin("vite"), ["--config", "frontend/vite.config.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
