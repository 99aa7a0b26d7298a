import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { babelPlugins } from "./babel-plugins.ts";
import { chakraStyleOrder } from "./vite-plugin-chakra-style-order.ts";
import { chunkGroups } from "./chunk-groups.ts";
import { rulesAlias } from "./rules-alias.ts";
import { precompress } from "./vite-plugin-precompress.ts";
import { prerenderLanding } from "./vite-plugin-prerender-landing.ts";
import { serviceWorker } from "./vite-pwa.ts";

/**
 * A feature's public modules (features/<name>/index.ts, public*.ts) only re-export or declare: free of side
 * effects, an import through them links straight to the module that defines the name, so a route bundles only
 * the parts of a feature it uses.
 */
const FEATURE_SURFACE = /\/src\/features\/[^/]+\/(index|public[^/]*)\.ts$/;

const apiPort = Number(process.env.API_PORT ?? 3001);
const api = `http://127.0.0.1:${apiPort}`;

/** The plugins that compile the app's sources: the build's, and the landing page's prerender's. */
const compilePlugins = () => [
  chakraStyleOrder(),
  react(),
  babel({ plugins: babelPlugins }),
  lingui({ configPath: `${import.meta.dirname}/lingui.config.ts` }),
];

/**
 * The server's build of the app (`vite build --ssr`): src/ssr/render.tsx and what it imports, libraries included
 * (so it runs wherever it is built to), for Node, into dist-server/ (not served: dist/ is the public folder).
 * Libraries run their production code whatever the server's NODE_ENV: React's development build checks every
 * element and records a stack for each, which made a page's render cost about three times the CPU.
 */
const serverBuild = defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  plugins: compilePlugins(),
  resolve: { alias: rulesAlias },
  ssr: { noExternal: true },
  build: {
    outDir: "dist-server",
    emptyOutDir: true,
    target: "node22",
    rolldownOptions: { output: { entryFileNames: "render.js" } },
  },
});

const browserBuild = defineConfig({
  root: import.meta.dirname,
  plugins: [
    ...compilePlugins(),
    prerenderLanding({ plugins: compilePlugins, alias: rulesAlias }),
    serviceWorker(),
    precompress(),
  ],
  resolve: { alias: rulesAlias },
  // The manifest lets `npm run size` follow each route's chunks.
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2020",
    manifest: true,
    rolldownOptions: {
      // Chakra's theme module builds its whole default config (every component's recipe) with an unmarked
      // defineConfig call; as a pure call it drops out, and only the recipes theme.ts names are bundled.
      treeshake: {
        manualPureFunctions: ["defineConfig"],
        moduleSideEffects: (id) => (FEATURE_SURFACE.test(id) ? false : undefined),
      },
      // Libraries and the entry's shared app modules in chunks whose names app changes leave alone (chunk-groups.ts).
      output: { codeSplitting: { groups: chunkGroups() } },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // Keep the browser's Host header: the API's CSRF guard compares it with Origin.
    proxy: Object.fromEntries(
      ["/api", "/graphql", "/healthz"].map((path) => [path, { target: api, changeOrigin: false }]),
    ),
  },
});

export default defineConfig((env) => (env.isSsrBuild ? serverBuild : browserBuild));
