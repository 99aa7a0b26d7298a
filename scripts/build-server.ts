// The server as one ESM file: graphql-server/src/app/server.ts bundled by esbuild into graphql-server/dist/server.js
// (packages stay external: node_modules is read at run time), with a source map. `npm start` runs that file
// instead of transpiling the sources at run time; `npm run build:server` builds it on its own.
// The bundle is written without comments or extra whitespace, and in ASCII: Node keeps a module's source in memory
// for as long as the process runs (V8 compiles functions lazily, from the source), at two bytes per character when
// it holds a single character outside ASCII. As written (Hindi, Kannada and Telugu text, ₹) it took 2.8 MB;
// minified and escaped, 1.2 MB.
// The bundle is stale when it is missing or older than any file it was built from (listed next to it).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const entry = path.join(root, "graphql-server/src/app/server.ts");
export const SERVER_BUNDLE = path.join(root, "graphql-server/dist/server.js");
/** The files the bundle was built from (esbuild's inputs), relative to the repository root. */
const INPUTS_FILE = path.join(root, "graphql-server/dist/inputs.json");
/**
 * Prisma's query compiler ships as WebAssembly in base64 inside a JavaScript module. Loaded that way, the server
 * keeps the module's source and the decoded string for good (about 9 MiB of its heap): the bundle reads the
 * WebAssembly from this file, written beside it by the build, instead.
 */
const QUERY_COMPILER_BASE64 = "@prisma/client/runtime/query_compiler_fast_bg.postgresql.wasm-base64.mjs";
const QUERY_COMPILER_FILE = "query-compiler.wasm";

/**
 * JavaScript source with every character outside ASCII written as a `\uXXXX` escape (esbuild escapes them in
 * strings, not in regular expressions). The escape means the same in strings, regular expressions, identifiers
 * and comments; only a template read raw (String.raw) would see it, and the server has none with such characters.
 */
export function asciiOnly(source: string): string {
  return source.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** True when the bundle is missing, or any of its inputs is gone or newer than it. */
export function serverBuildIsStale(): boolean {
  const wasmFile = path.join(path.dirname(SERVER_BUNDLE), QUERY_COMPILER_FILE);
  if (!fs.existsSync(SERVER_BUNDLE) || !fs.existsSync(INPUTS_FILE) || !fs.existsSync(wasmFile)) return true;
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

/** The generated client's loader of the query compiler, as Prisma writes it. */
const BASE64_LOADER = new RegExp(
  String.raw`const \{ wasm \} = await import\("${QUERY_COMPILER_BASE64.replaceAll(".", "\\.")}"\)\s*return await decodeBase64AsWasm\(wasm\)`,
);

/** The generated Prisma client reads its query compiler from QUERY_COMPILER_FILE beside the bundle. */
const queryCompilerFromFile = {
  name: "query-compiler-from-file",
  setup(build: EsbuildPluginBuild) {
    build.onLoad({ filter: /[\\/]generated[\\/]prisma[\\/]internal[\\/]class\.ts$/ }, (args) => {
      const text = fs.readFileSync(args.path, "utf8");
      if (!BASE64_LOADER.test(text))
        throw new Error(`${args.path}: Prisma's query compiler loader changed; update scripts/build-server.ts`);
      return {
        contents: text.replace(
          BASE64_LOADER,
          `return new WebAssembly.Module(await (await import("node:fs/promises")).readFile(new URL(${JSON.stringify(`./${QUERY_COMPILER_FILE}`)}, import.meta.url)))`,
        ),
        loader: "ts",
      };
    });
  },
};

/** Writes the query compiler's WebAssembly, decoded from Prisma's base64 module, beside the bundle. */
async function writeQueryCompiler(suffix: string): Promise<void> {
  const { wasm } = (await import(createRequire(import.meta.url).resolve(QUERY_COMPILER_BASE64))) as { wasm: string };
  const file = path.join(path.dirname(SERVER_BUNDLE), QUERY_COMPILER_FILE);
  fs.writeFileSync(file + suffix, Buffer.from(wasm, "base64"));
  fs.renameSync(file + suffix, file);
}

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
    // Whitespace and comments out, syntax shortened; names stay as written (errors and logs read them).
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: "linked",
    outfile: SERVER_BUNDLE,
    write: false,
    metafile: true,
    logLevel: "warning",
    plugins: [queryCompilerFromFile, sourceDirname],
  });
  fs.mkdirSync(path.dirname(SERVER_BUNDLE), { recursive: true });
  const suffix = `.${process.pid}.tmp`;
  await writeQueryCompiler(suffix);
  for (const file of result.outputFiles) {
    fs.writeFileSync(file.path + suffix, file.path.endsWith(".js") ? asciiOnly(file.text) : file.contents);
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
