// The import graph of a source tree, for the layout tests of the server and the web app: which project
// files each module imports (static, dynamic and re-exports; relative paths and the `@rules/` alias),
// the import circles, and the imports that break a layer or feature rule.
import fs from "node:fs";
import path from "node:path";

const RULES_DIR = path.resolve(import.meta.dirname, "../graphql-server/src/rules");

/** Source modules under `dir`: .ts and .tsx files, without tests and without generated folders. */
export function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ["generated", "__generated__", "node_modules"].includes(entry.name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")
      ? [full]
      : [];
  });
}

const IMPORT = /(?:^|[\s;])(?:import|export)\b[^"'`;]*?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;

/** The project files a module imports, as absolute paths (packages are left out). */
export function importsOf(file: string): string[] {
  // Comment lines (`//`, and the lines of a `/* ... */` block) name modules in examples, not imports.
  const text = fs.readFileSync(file, "utf8").replace(/^\s*(\/\/|\/\*|\*).*$/gm, "");
  const targets: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2];
    if (!spec) continue;
    if (spec.startsWith(".")) targets.push(path.resolve(path.dirname(file), spec));
    else if (spec.startsWith("@rules/")) targets.push(path.join(RULES_DIR, spec.slice("@rules/".length)));
  }
  return targets;
}

export type ImportGraph = Map<string, string[]>;

/** Every source module under `dir` with the project files it imports. */
export function importGraph(dir: string): ImportGraph {
  return new Map(sourceFiles(dir).map((file) => [file, importsOf(file)]));
}

/** Each import circle once, as "a -> b -> a" with paths relative to `base`. */
export function circles(graph: ImportGraph, base: string): string[] {
  const found: string[] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === "open") {
        found.push(
          stack
            .slice(stack.indexOf(next))
            .concat(next)
            .map((f) => path.relative(base, f))
            .join(" -> "),
        );
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

/** Every import as [from, to], both relative to `base` (only imports of files inside `base` or the rules). */
export function edges(graph: ImportGraph, base: string): [string, string][] {
  return [...graph].flatMap(([from, targets]) =>
    targets.map((to): [string, string] => [path.relative(base, from), path.relative(base, to)]),
  );
}
