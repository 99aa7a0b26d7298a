// `npm run size`: the gzipped JavaScript a first visit to each route downloads, from the production build's
// manifest (frontend/dist/.vite/manifest.json), checked against the budgets: the landing page (`/`, signed
// out) at most 170 KB, every other route at most 350 KB (KB = 1000 bytes, as Vite prints them).
//
//   npm run size                      build when frontend/dist is missing or older than its sources, then measure
//   npm run size -- --no-build        measure the build that is there
//   npm run size -- --dist /tmp/x     build into (and measure) another folder
//   npm run size -- --json            also print the table as JSON
//
// Under the table, the signed-in first visits (laborer home, /browse-jobs, the employer's and the training
// provider's dashboards) are split into the entry, the catalog, the app frame and the screen.
//
// A first visit downloads the entry chunk and its static imports, the English catalog, and the route's
// lazy modules with their static imports: for `/` signed out the landing screen and the index loader's
// query artifact; for every other route the app frame (Chakra, Relay), the screen and its loader's query
// artifact. Vite preloads a lazy chunk's static imports with it, so each module counts with its closure.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildIsStale } from "../frontend/build-freshness.ts";
import zlib from "node:zlib";
import ts from "typescript";

export const LANDING_BUDGET = 170_000;
export const ROUTE_BUDGET = 350_000;

/** The lazy module of everything past the landing page (Chakra, Relay, the bottom bar). */
export const APP_FRAME = "src/shell/AppFrame.tsx";
/** The English catalog, which every first visit downloads. */
export const CATALOG = "src/locales/en.po";

const root = path.resolve(import.meta.dirname, "..");
const frontend = path.join(root, "frontend");
const routesFile = path.join(frontend, "src", "routes.tsx");

/** One chunk of Vite's build manifest (only the fields used here). */
export type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

/** A route of routes.tsx and the lazy modules (manifest keys, relative to frontend/) its first visit loads. */
export type RouteModules = { route: string; modules: string[]; budget: number };

/** The manifest keys reachable from `keys` through static imports (the keys themselves included). */
export function staticClosure(manifest: Manifest, keys: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (is the build stale?)`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

/** The JS files a first visit downloads for these modules (plus the entry), each once. */
export function jsFilesOf(manifest: Manifest, modules: string[]): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("the build manifest has no entry chunk");
  const keys = staticClosure(manifest, [entry, ...modules]);
  return [
    ...new Set([...keys].flatMap((key) => manifest[key]?.file ?? []).filter((file) => file.endsWith(".js"))),
  ].sort();
}

// --- routes.tsx → modules -------------------------------------------------------------------------------

/** `./screens/x/Y.tsx` (relative to `fromFile`) as a manifest key (relative to frontend/). */
function manifestKey(fromFile: string, specifier: string): string {
  return path
    .relative(frontend, path.resolve(path.dirname(fromFile), specifier))
    .split(path.sep)
    .join("/");
}

/** The specifier of the first `import("...")` inside `node`, if any. */
function dynamicImportIn(node: ts.Node): string | undefined {
  let found: string | undefined;
  const visit = (n: ts.Node) => {
    if (found) return;
    if (
      ts.isCallExpression(n) &&
      n.expression.kind === ts.SyntaxKind.ImportKeyword &&
      n.arguments[0] &&
      ts.isStringLiteral(n.arguments[0])
    ) {
      found = n.arguments[0].text;
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** Every `import("...")` specifier in a source text (for loader files and HomeRoute). */
function dynamicImportsOfFile(file: string): string[] {
  return [...fs.readFileSync(file, "utf8").matchAll(/import\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]!);
}

/** The query artifact a loader module sends (its `prefetch(() => import(".../X.graphql.ts"))`), as a manifest key. */
function loaderArtifact(loaderFile: string): string | undefined {
  const artifact = dynamicImportsOfFile(loaderFile).find((s) => /__generated__\/.+\.graphql(\.ts)?$/.test(s));
  return artifact ? manifestKey(loaderFile, artifact) : undefined;
}

function propertyOf(object: ts.ObjectLiteralExpression, name: string): ts.ObjectLiteralElementLike | undefined {
  return object.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === name);
}

function initializerOf(property: ts.ObjectLiteralElementLike | undefined): ts.Expression | undefined {
  if (!property) return undefined;
  if (ts.isPropertyAssignment(property)) return property.initializer;
  if (ts.isShorthandPropertyAssignment(property)) return property.name;
  return undefined;
}

/**
 * Reads routes.tsx: the index route (`/`, with the lazy screens HomeRoute picks between) and every
 * `route({ path, screen, loader })`, including those made by `[...paths].map((path) => route({ path, ... }))`.
 */
export function routeModules(file = routesFile): RouteModules[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const imported = new Map<string, string>(); // local name → specifier
  const lazyConsts = new Map<string, string>(); // const x = () => import("...") → specifier
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const specifier = statement.moduleSpecifier.text;
      const clause = statement.importClause;
      if (clause?.name) imported.set(clause.name.text, specifier);
      if (clause?.namedBindings && ts.isNamedImports(clause.namedBindings)) {
        for (const element of clause.namedBindings.elements) imported.set(element.name.text, specifier);
      }
    }
    if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) {
        const target =
          decl.initializer && ts.isArrowFunction(decl.initializer) ? dynamicImportIn(decl.initializer) : undefined;
        if (ts.isIdentifier(decl.name) && target) lazyConsts.set(decl.name.text, target);
      }
    }
  }
  const resolveFile = (specifier: string) => path.resolve(path.dirname(file), specifier);
  const artifactOfLoader = (expr: ts.Expression | undefined): string[] => {
    if (!expr || !ts.isIdentifier(expr)) return [];
    const specifier = imported.get(expr.text);
    if (!specifier?.startsWith(".")) return [];
    const artifact = loaderArtifact(resolveFile(specifier));
    return artifact ? [artifact] : [];
  };

  const appFrame = APP_FRAME;
  const routes: RouteModules[] = [];
  const join = (p: string) => (p === "*" ? "/* (not found)" : `/${p}`);
  const visit = (node: ts.Node) => {
    // The index route: `{ index: true, Component: HomeRoute, loader }`.
    if (
      ts.isObjectLiteralExpression(node) &&
      initializerOf(propertyOf(node, "index"))?.kind === ts.SyntaxKind.TrueKeyword
    ) {
      const component = initializerOf(propertyOf(node, "Component"));
      const artifact = artifactOfLoader(initializerOf(propertyOf(node, "loader")));
      const homeSpecifier = component && ts.isIdentifier(component) ? imported.get(component.text) : undefined;
      const lazy = homeSpecifier
        ? dynamicImportsOfFile(resolveFile(homeSpecifier)).map((s) => manifestKey(resolveFile(homeSpecifier), s))
        : [];
      const landing = lazy.find((key) => /\/landing\//.test(key));
      const home = lazy.filter((key) => key !== landing);
      if (landing) routes.push({ route: "/ (signed out)", modules: [landing, ...artifact], budget: LANDING_BUDGET });
      for (const key of home) {
        const name = path
          .basename(key)
          .replace(/Screen\.tsx$/, "")
          .replace(/\.tsx$/, "");
        routes.push({
          route: `/ (${name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()})`,
          modules: [appFrame, key, ...artifact],
          budget: ROUTE_BUDGET,
        });
      }
    }
    // `route({ path, screen, loader })`
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === "route" &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      const object = node.arguments[0];
      const screenExpr = initializerOf(propertyOf(object, "screen"));
      const screenSpecifier =
        screenExpr && ts.isIdentifier(screenExpr)
          ? lazyConsts.get(screenExpr.text)
          : screenExpr && dynamicImportIn(screenExpr);
      if (!screenSpecifier) throw new Error(`routes.tsx: cannot tell the screen of ${node.getText().slice(0, 80)}`);
      const modules = [
        appFrame,
        manifestKey(file, screenSpecifier),
        ...artifactOfLoader(initializerOf(propertyOf(object, "loader"))),
      ];
      const pathExpr = initializerOf(propertyOf(object, "path"));
      let paths: string[] = [];
      if (pathExpr && ts.isStringLiteral(pathExpr)) paths = [pathExpr.text];
      else if (pathExpr && ts.isIdentifier(pathExpr)) {
        // `[...].map((path) => route({ path, ... }))`: the paths are the array's strings.
        let up: ts.Node | undefined = node.parent;
        while (
          up &&
          !(
            ts.isCallExpression(up) &&
            ts.isPropertyAccessExpression(up.expression) &&
            up.expression.name.text === "map"
          )
        )
          up = up.parent;
        const array =
          up && ts.isCallExpression(up) && ts.isPropertyAccessExpression(up.expression)
            ? up.expression.expression
            : undefined;
        if (array && ts.isArrayLiteralExpression(array))
          paths = array.elements.filter(ts.isStringLiteral).map((e) => e.text);
      }
      if (!paths.length) throw new Error(`routes.tsx: cannot tell the path of ${node.getText().slice(0, 80)}`);
      for (const p of paths) routes.push({ route: join(p), modules, budget: ROUTE_BUDGET });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return routes;
}

// --- sizes ----------------------------------------------------------------------------------------------

const gzipCache = new Map<string, number>();
/** Bytes of a file gzipped as the build pre-compresses it (level 9). */
export function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

export type RouteSize = { route: string; files: string[]; bytes: number; budget: number; over: boolean };

export function measure(distDir: string, routes: RouteModules[] = routeModules()): RouteSize[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  const catalog = CATALOG;
  return routes.map(({ route, modules, budget }) => {
    const files = jsFilesOf(manifest, [catalog, ...modules]);
    const bytes = files.reduce((sum, file) => sum + gzipSize(path.join(distDir, file)), 0);
    return { route, files, bytes, budget, over: bytes > budget };
  });
}

/** One part of a first visit's JavaScript: its files (none counted twice across parts) and their gzipped bytes. */
export type FirstVisitPart = { part: string; files: string[]; bytes: number };

/**
 * A route's first visit split into what loads it: the entry (React, React DOM, the router, Lingui), the
 * catalog, the app frame (Chakra, Relay, the bottom bar) and the route's own screen and query, each part
 * counting only the files no earlier part has.
 */
export function firstVisitParts(
  manifest: Manifest,
  modules: string[],
  sizeOf: (file: string) => number,
): FirstVisitPart[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error("the build manifest has no entry chunk");
  const parts: [string, string[]][] = [
    ["entry (React, React DOM, router, Lingui)", [entry]],
    ["catalog (en)", manifest[CATALOG] ? [CATALOG] : []],
    ["app frame (Chakra, Relay, bottom bar)", modules.filter((m) => m === APP_FRAME)],
    ["screen, its components and query", modules.filter((m) => m !== APP_FRAME)],
  ];
  const claimed = new Set<string>();
  return parts.map(([part, keys]) => {
    const files = [...new Set([...staticClosure(manifest, keys)].flatMap((key) => manifest[key]?.file ?? []))]
      .filter((file) => file.endsWith(".js") && !claimed.has(file))
      .sort();
    for (const file of files) claimed.add(file);
    return { part, files, bytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
  });
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The signed-in first visits whose parts `npm run size` prints under the table. */
const SIGNED_IN_VISITS = ["/ (laborer home)", "/browse-jobs", "/employer-dashboard", "/training-provider"];

function printParts(distDir: string, routes: RouteModules[]) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, ".vite", "manifest.json"), "utf8")) as Manifest;
  console.log("\nSigned-in first visits by part (KB gz, files)\n");
  for (const route of routes.filter((r) => SIGNED_IN_VISITS.includes(r.route))) {
    const parts = firstVisitParts(manifest, route.modules, (file) => gzipSize(path.join(distDir, file)));
    const total = parts.reduce((sum, p) => sum + p.bytes, 0);
    console.log(`${route.route}: ${kb(total)} KB`);
    for (const p of parts) {
      const biggest = [...p.files].sort((a, b) => gzipSize(path.join(distDir, b)) - gzipSize(path.join(distDir, a)))[0];
      const top = biggest ? `  largest ${path.basename(biggest)} ${kb(gzipSize(path.join(distDir, biggest)))}` : "";
      console.log(`  ${p.part.padEnd(40)} ${kb(p.bytes).padStart(6)}  ${String(p.files.length).padStart(3)}${top}`);
    }
  }
}

function main(argv: string[]) {
  const distArg = argv.indexOf("--dist");
  const distDir = distArg >= 0 ? path.resolve(argv[distArg + 1] ?? "") : path.join(frontend, "dist");
  if (!argv.includes("--no-build") && buildIsStale(path.join(distDir, ".vite", "manifest.json"))) {
    console.log(`Building the web app (npm run build)${distArg >= 0 ? ` into ${distDir}` : ""}…`);
    const extra = distArg >= 0 ? ["--", "--outDir", distDir, "--emptyOutDir"] : [];
    execFileSync("npm", ["run", "build", "--silent", ...extra], { cwd: root, stdio: "inherit" });
  }
  const sizes = measure(distDir);
  const width = Math.max(...sizes.map((s) => s.route.length), 5);
  console.log(
    `\nGzipped JS of a first visit (KB = 1000 bytes; budget: / signed out ${kb(LANDING_BUDGET)}, others ${kb(ROUTE_BUDGET)})\n`,
  );
  console.log(`${"route".padEnd(width)}  ${"KB".padStart(7)}  files`);
  for (const s of sizes) {
    console.log(
      `${s.route.padEnd(width)}  ${kb(s.bytes).padStart(7)}  ${String(s.files.length).padStart(5)}${s.over ? `  OVER BUDGET (${kb(s.budget)})` : ""}`,
    );
  }
  printParts(distDir, routeModules());
  if (argv.includes("--json"))
    console.log(
      JSON.stringify(
        sizes.map(({ route, bytes, budget, files }) => ({ route, bytes, budget, files })),
        null,
        2,
      ),
    );
  const over = sizes.filter((s) => s.over);
  if (over.length) {
    console.error(
      `\n${over.length} route(s) over budget: ${over.map((s) => `${s.route} ${kb(s.bytes)} KB > ${kb(s.budget)} KB`).join("; ")}`,
    );
    process.exit(1);
  }
  const landing = sizes.find((s) => s.route.startsWith("/ (signed out)"));
  console.log(
    `\nAll ${sizes.length} routes within budget${landing ? ` (landing ${kb(landing.bytes)} KB of ${kb(LANDING_BUDGET)})` : ""}.`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) main(process.argv.slice(2));
