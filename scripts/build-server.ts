// The server as one ESM file: graphql-server/src/app/server.ts bundled by esbuild into graphql-server/dist/server.js
// (packages stay external: node_modules is read at run time), with a source map. `npm start` runs that file
// instead of transpiling the sources at run time; `npm run build:server` builds it on its own.
// The bundle is stale when it is missing or older than any file it was built from (listed next to it).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const entry = path.join(root, "graphql-server/src/app/server.ts");
export const SERVER_BUNDLE = path.join(root, "graphql-server/dist/server.js");
/** The files the bundle was built from (esbuild's inputs), relative to the repository root. */
const INPUTS_FILE = path.join(root, "graphql-server/dist/inputs.json");

/** True when the bundle is missing, or any of its inputs is gone or newer than it. */
export function serverBuildIsStale(): boolean {
  if (!fs.existsSync(SERVER_BUNDLE) || !fs.existsSync(INPUTS_FILE)) return true;
  const builtAt = fs.statSync(SERVER_BUNDLE).mtimeMs;
  const inputs = JSON.parse(fs.readFileSync(INPUTS_FILE, "utf8")) as string[];
  return inputs.some((input) => {
    const file = path.join(root, input);
    return !fs.existsSync(file) || fs.statSync(file).mtimeMs > builtAt;
  });
}

interface EsbuildPluginBuild {
  onLoad(
    options: { filter: RegExp },
    callback: (args: { path: string }) => { contents: string; loader: "ts" } | undefined,
  ): void;
}

/**
 * `import.meta.dirname` in a bundled source means that source's own folder, not the bundle's: rewritten to
 * the bundle's folder plus the way from there to the source's folder, so paths built from it stay right
 * wherever the repository lies.
 */
const sourceDirname = {
  name: "source-dirname",
  setup(build: EsbuildPluginBuild) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = fs.readFileSync(args.path, "utf8");
      if (!text.includes("import.meta.dirname")) return undefined;
      const fromBundle = path.relative(path.dirname(SERVER_BUNDLE), path.dirname(args.path)).split(path.sep).join("/");
      return {
        contents: text.replaceAll("import.meta.dirname", `(import.meta.dirname + ${JSON.stringify(`/${fromBundle}`)})`),
        loader: "ts",
      };
    });
  },
};

/** Builds the bundle (written under a temporary name, then renamed, so a concurrent start never reads half a file). */
export async function buildServer(): Promise<void> {
  // esbuild comes with tsx (a dependency), so it is loaded from there.
  const esbuild = createRequire(createRequire(import.meta.url).resolve("tsx"))("esbuild") as typeof import("esbuild");
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    packages: "external",
    sourcemap: "linked",
    outfile: SERVER_BUNDLE,
    write: false,
    metafile: true,
    logLevel: "warning",
    plugins: [sourceDirname],
  });
  fs.mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  const suffix = `.${process.pid}.tmp`;
  for (const file of result.outputFiles) {
    fs.writeFileSync(file.path + suffix, file.contents);
    fs.renameSync(file.path + suffix, file.path);
  }
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.relative(root, path.resolve(root, input)));
  fs.writeFileSync(INPUTS_FILE + suffix, `${JSON.stringify(inputs, null, 1)}\n`);
  fs.renameSync(INPUTS_FILE + suffix, INPUTS_FILE);
}

if (import.meta.main) {
  const started = performance.now();
  await buildServer();
  console.log(`Built ${path.relative(root, SERVER_BUNDLE)} in ${Math.round(performance.now() - started)} ms`);
}
