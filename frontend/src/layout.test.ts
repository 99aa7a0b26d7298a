// The web app's layout, checked: imports point down the layers, a screen keeps to its own folder, a feature is
// used through its public modules only, and no module imports itself back through others (no import circles).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { circles, edges, importGraph } from "../../scripts/import-graph.ts";

const SRC = import.meta.dirname;
const RULES = "@rules";

/**
 * The layers, top to bottom, by the first folder (or file name) of a path under frontend/src: a module imports
 * from its own layer and the layers below it.
 */
const LAYERS: readonly (readonly string[])[] = [
  // Test helpers: they may import anything, and only tests import them.
  ["test"],
  // The composition root.
  ["main.tsx", "App.tsx", "routes.tsx", "ssr"],
  // The app frame: root layout, home route, bottom bar, toast region, theme.
  ["shell"],
  // A route's entry and its own parts.
  ["screens"],
  // What several screens share, by feature.
  ["features"],
  // Generic UI with no feature knowledge.
  ["components"],
  ["session"],
  ["relay"],
  // What a server-rendered page carries for hydration, and what route loaders are told while it renders.
  ["toasts", "i18n", "format", "rendered"],
  // The rules the server enforces and the web app repeats (graphql-server/src/rules), which import nothing.
  [RULES],
];

/** A path's layer name: its first folder, its file name at the top, or @rules. */
function layerOf(file: string): string {
  if (file.startsWith("..")) return file.includes("graphql-server/src/rules/") ? RULES : file;
  return file.split("/")[0]!;
}

const rankOf = (file: string) => LAYERS.findIndex((layer) => layer.includes(layerOf(file)));

/** The screen folder of a path under screens/, or null. */
const screenOf = (file: string) => /^screens\/([^/]+)\//.exec(file)?.[1] ?? null;
/** The feature of a path under features/, or null. */
const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1] ?? null;
/** A feature's public modules: index.ts, and public*.ts(x) for what must stay small (route loaders). */
const isPublic = (file: string) => /^(index\.ts|public[^/]*\.tsx?)$/.test(path.basename(file));

const graph = importGraph(SRC);
/** Every import between the app's modules (tests left out), Relay's generated artifacts aside. */
const imports = edges(graph, SRC).filter(([, to]) => !to.startsWith("__generated__/"));
const listed = (pairs: [string, string][]) => pairs.map(([from, to]) => `${from} -> ${to}`);

describe("web app layout", () => {
  it("puts every module in a layer", () => {
    const outside = [...graph.keys()].map((file) => path.relative(SRC, file)).filter((file) => rankOf(file) < 0);
    expect(outside).toEqual([]);
  });

  it("has no import circles", () => {
    expect(circles(graph, SRC)).toEqual([]);
  });

  it("imports only down the layers (so components, relay and toasts import no feature, screen or component above them)", () => {
    expect(listed(imports.filter(([from, to]) => rankOf(to) < rankOf(from)))).toEqual([]);
  });

  it("keeps each screen to its own folder", () => {
    const across = imports.filter(([from, to]) => screenOf(from) && screenOf(to) && screenOf(from) !== screenOf(to));
    expect(listed(across)).toEqual([]);
  });

  it("uses a feature from outside only through its public modules (index.ts, public*.ts)", () => {
    const inside = imports.filter(([from, to]) => featureOf(to) && featureOf(from) !== featureOf(to) && !isPublic(to));
    expect(listed(inside)).toEqual([]);
  });

  it("keeps a feature's index.ts to re-exports (the build counts on it: frontend/vite.config.ts)", () => {
    const statements = [...graph.keys()]
      .filter((file) => featureOf(path.relative(SRC, file)) && path.basename(file) === "index.ts")
      .flatMap((file) =>
        // Statement by statement: the formatter wraps a long list of names over several lines.
        fs
          .readFileSync(file, "utf8")
          .replace(/^\/\/.*$/gm, "")
          .split(";")
          .map((statement) => statement.trim())
          .filter((statement) => statement && !/^export (type )?\{[^}]*\} from "\.\/[^"]+"$/.test(statement))
          .map((statement) => `${path.relative(SRC, file)}: ${statement}`),
      );
    expect(statements).toEqual([]);
  });
});
