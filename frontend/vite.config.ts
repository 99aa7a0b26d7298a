import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./vite-plugin-precompress.ts";

const apiPort = Number(process.env.API_PORT ?? 3001);
const api = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  build: { outDir: "dist", emptyOutDir: true, target: "es2020" },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { "/api": api, "/graphql": api, "/healthz": api },
  },
});
