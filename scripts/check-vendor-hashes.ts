// `npm run check:vendor-hashes`: builds the web app twice into temporary folders, once as it is and once with app
// code changed (a statement added to the entry module, the app frame and one screen), and checks that
//   - every vendor chunk (frontend/chunk-groups.ts, and Rolldown's runtime) has the same file name in both builds,
//   - the changed screen's chunk has a new one,
//   - no vendor chunk imports an app chunk,
// then prints how many of the scripts kept their names. It fails (exit 1) on any problem. About a minute here;
// it does not run relay-compiler (the builds use the Relay artifacts as they are).
//
//   npm run check:vendor-hashes               build twice, check, remove the builds
//   npm run check:vendor-hashes -- --keep     keep the two builds (their folders are printed)
//   npm run check:vendor-hashes -- --list     also list every script that changed
//   npm run check:vendor-hashes -- --change src/screens/jobs/JobsScreen.tsx,src/App.tsx
//                                             change these modules instead (the last one is the screen checked)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Plugin } from "vite";
import { APP_LOCALES, APP_SHELL, VENDOR_GROUPS, VENDOR_PREFIX } from "../frontend/chunk-groups.ts";
import { gzipSize, type Manifest } from "./measure-bundle-size.ts";

const frontend = path.resolve(import.meta.dirname, "..", "frontend");

/** The changed screen, whose chunk must change. */
export const CHANGED_SCREEN = "src/screens/job-detail/JobDetailScreen.tsx";
/** The app modules the second build changes (manifest keys, relative to frontend/): the entry, the frame, a screen. */
export const CHANGED_MODULES = ["src/main.tsx", "src/shell/AppFrame.tsx", CHANGED_SCREEN];

/** A vendor chunk: a file of a vendor group, or Rolldown's runtime helpers (which it puts in a chunk of their own). */
export function isVendorFile(file: string): boolean {
  const name = path.posix.basename(file);
  return name.startsWith(VENDOR_PREFIX) || name.startsWith("rolldown-runtime-");
}

const jsFiles = (manifest: Manifest) =>
  [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter((file) => file.endsWith(".js")).sort();

/** The problems of one build: a vendor group without a chunk, a vendor chunk that imports an app chunk. */
export function vendorProblems(manifest: Manifest): string[] {
  const problems: string[] = [];
  const files = jsFiles(manifest);
  for (const { name } of VENDOR_GROUPS) {
    if (!files.some((file) => path.posix.basename(file).startsWith(`${VENDOR_PREFIX}${name}-`)))
      problems.push(`no chunk for the vendor group ${name}`);
  }
  for (const chunk of Object.values(manifest)) {
    if (!isVendorFile(chunk.file)) continue;
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key]?.file ?? key;
      if (!isVendorFile(imported)) problems.push(`${chunk.file} imports the app chunk ${imported}`);
    }
  }
  return problems;
}

export type Comparison = {
  problems: string[];
  vendorFiles: string[];
  /** Scripts of the second build whose names the first build had too, and those it did not. */
  kept: string[];
  changed: string[];
};

/** Compares the build as it is (`before`) with the build with `changedScreen` (a manifest key) changed (`after`). */
export function compareBuilds(before: Manifest, after: Manifest, changedScreen: string): Comparison {
  const problems = [...vendorProblems(before), ...vendorProblems(after).map((problem) => `changed build: ${problem}`)];
  const beforeFiles = jsFiles(before);
  const afterFiles = jsFiles(after);
  const vendorBefore = beforeFiles.filter(isVendorFile);
  const vendorAfter = afterFiles.filter(isVendorFile);
  for (const file of vendorBefore)
    if (!vendorAfter.includes(file)) problems.push(`vendor chunk ${file} is not in the changed build`);
  for (const file of vendorAfter)
    if (!vendorBefore.includes(file)) problems.push(`vendor chunk ${file} is new in the changed build`);
  const screenBefore = before[changedScreen]?.file;
  const screenAfter = after[changedScreen]?.file;
  if (!screenBefore || !screenAfter) problems.push(`${changedScreen} is not in both builds`);
  else if (screenBefore === screenAfter)
    problems.push(`${changedScreen} kept its chunk's name ${screenAfter}: the change did not reach the build`);
  return {
    problems,
    vendorFiles: vendorAfter,
    kept: afterFiles.filter((file) => beforeFiles.includes(file)),
    changed: afterFiles.filter((file) => !beforeFiles.includes(file)),
  };
}

/** A change to app code that survives minification: a statement at the end of each of `modules`. */
function appChange(modules: string[]): Plugin {
  const ids = new Map(modules.map((key) => [path.join(frontend, key), key]));
  return {
    name: "khetsetu-app-change",
    apply: "build",
    transform(code, id) {
      const key = ids.get(id.split("?")[0]!);
      return key ? `${code}\n;globalThis.__KS_APP_CHANGE__ = ${JSON.stringify(key)};\n` : undefined;
    },
  };
}

async function buildInto(outDir: string, plugins: Plugin[]): Promise<Manifest> {
  const { build } = await import("vite");
  const started = performance.now();
  await build({
    configFile: path.join(frontend, "vite.config.ts"),
    logLevel: "warn",
    build: { outDir, emptyOutDir: true },
    plugins,
  });
  console.log(`  built ${outDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return JSON.parse(fs.readFileSync(path.join(outDir, ".vite", "manifest.json"), "utf8")) as Manifest;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

async function main(argv: string[]) {
  const changeArg = argv.indexOf("--change");
  const modules = changeArg >= 0 ? (argv[changeArg + 1] ?? "").split(",").filter(Boolean) : CHANGED_MODULES;
  const screen = modules.at(-1) ?? CHANGED_SCREEN;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "ks-vendor-hashes-"));
  try {
    console.log(`Building the web app as it is, then with ${modules.join(", ")} changed…`);
    const before = await buildInto(path.join(folder, "before"), []);
    const afterDir = path.join(folder, "after");
    const after = await buildInto(afterDir, [appChange(modules)]);
    const { problems, vendorFiles, kept, changed } = compareBuilds(before, after, screen);
    const bytes = (files: string[]) => files.reduce((sum, file) => sum + gzipSize(path.join(afterDir, file)), 0);
    console.log(
      `\nVendor chunks (${vendorFiles.length}, ${kb(bytes(vendorFiles))} KB gz), the same names in both builds:`,
    );
    for (const file of vendorFiles) console.log(`  ${file}`);
    console.log(`\n${screen}: ${before[screen]?.file} → ${after[screen]?.file}`);
    console.log(
      `Scripts: ${kept.length + changed.length} in all (${kb(bytes([...kept, ...changed]))} KB gz); ` +
        `${kept.length} kept their names (${kb(bytes(kept))} KB), ${changed.length} changed (${kb(bytes(changed))} KB).`,
    );
    for (const name of [APP_SHELL, APP_LOCALES]) {
      const file = jsFiles(after).find((f) => path.posix.basename(f).startsWith(`${name}-`));
      console.log(`${name}: ${file ? (kept.includes(file) ? "kept its name" : "changed") : "none in the build"}`);
    }
    if (argv.includes("--list")) for (const file of changed) console.log(`  changed: ${file}`);
    if (problems.length) {
      console.error(`\n${problems.length} problem(s):\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
      process.exitCode = 1;
    } else console.log("\nEvery vendor chunk kept its name.");
  } finally {
    if (argv.includes("--keep")) console.log(`\nThe builds are in ${folder}`);
    else fs.rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main(process.argv.slice(2));
