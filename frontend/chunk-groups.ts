import type { ChunkingContext, CodeSplittingGroup } from "rolldown";

/**
 * How the build groups modules into chunks (rolldown's `output.codeSplitting.groups`), so that after a deploy a
 * returning phone downloads only the chunks whose code changed: a chunk's file name carries a hash of its content,
 * and its content includes the file names of the chunks it imports, so a chunk changes whenever one it imports
 * does. `npm run size` keeps the first visits within their budgets; `npm run check:vendor-hashes` builds twice, the
 * second time with app code changed, and checks that every vendor chunk keeps its file name.
 *
 * - **Vendor chunks**, `vendor-<name>-<hash>.js`: library code only, importing only other vendor chunks. They change
 *   when a library is updated or the app starts or stops using one of its exports, not when app code changes. A
 *   group takes in the modules its packages import (React's scheduler, Relay's fbjs, Emotion's stylis) unless an
 *   earlier group has them: React first, as every library imports it. A group is one chunk, which every route that
 *   uses any of it loads whole.
 * - **`app-shell`**: the app modules the entry needs that lead to no lazy import (session, Relay's fetch, filters,
 *   rules), and **`app-locales`**: those that lazily import only catalogs and fonts (the language loader). The
 *   entry chunk keeps the route table and loaders, whose lazy imports name every screen's file, so it changes with
 *   every screen; the screens import what they share with it from these two, not from the entry, and a screen's
 *   change does not spread to the other screens.
 */
export const VENDOR_GROUPS: ReadonlyArray<{ name: string; packages: readonly string[] }> = [
  { name: "react", packages: ["react", "react-dom", "scheduler"] },
  { name: "router", packages: ["react-router"] },
  { name: "lingui", packages: ["@lingui"] },
  { name: "relay", packages: ["react-relay", "relay-runtime"] },
  { name: "chakra", packages: ["@chakra-ui", "@ark-ui", "@zag-js", "@emotion"] },
  // Each icon is a module of a few hundred bytes; as chunks of their own a screen asked for twenty of them, each a
  // request (a round trip on 3G over HTTP/1.1's six connections).
  { name: "icons", packages: ["lucide-react"] },
];

/**
 * Chakra's interactive components (each a Zag state machine, Ark's parts and Chakra's styled parts) that only some
 * screens use, by the component folder or Zag package they live in: each part is a chunk of its own, so a screen
 * without a dialog does not download one. Everything else of Chakra (the styling system, Emotion, layout and text
 * components, and every component's anatomy, which the theme's recipes read) is `vendor-chakra`, which the app
 * frame loads. A component not listed here goes to `vendor-chakra`.
 */
export const CHAKRA_PARTS: Readonly<Record<string, readonly string[]>> = {
  overlay: ["dialog", "portal", "dismissable", "interact-outside", "focus-trap", "remove-scroll", "aria-hidden"],
  toast: ["toast"],
  choice: ["checkbox", "checkmark", "checkbox-card", "radio-group", "radiomark", "switch"],
  progress: ["progress"],
  tabs: ["tabs"],
};

/** The chunk file names of the vendor groups start with this. */
export const VENDOR_PREFIX = "vendor-";
/** The chunks of the entry's app modules that lead to no lazy import, and to lazy catalogs and styles only. */
export const APP_SHELL = "app-shell";
export const APP_LOCALES = "app-locales";
/** The chunk of the formatting helpers (`src/format/`). */
export const APP_FORMAT = "app-format";

/**
 * The bundler's helpers (`\0@oxc-project+runtime@…`: class fields; Vite's preload helper and Rolldown's dynamic
 * import helper, which every chunk with a lazy import calls). Libraries and screens use them, so they go with React,
 * which every page loads, rather than into the entry. (Rolldown puts its own runtime, `\0rolldown/runtime.js`, in a
 * chunk of its own, `rolldown-runtime-<hash>.js`, which imports nothing.)
 */
const BUNDLER_HELPERS =
  /^\0(rolldown\/runtime|@oxc-project\+runtime|vite\/preload-helper|rolldown_dynamic_import_helper)/;

/** The package a module id belongs to (`@scope/name` or `name`, the innermost node_modules), or undefined for app code. */
export function packageOf(id: string): string | undefined {
  const at = id.lastIndexOf("node_modules");
  if (at < 0) return undefined;
  return /^node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id.slice(at))?.[1]?.replace("\\", "/");
}

function inPackages(id: string, packages: readonly string[]): boolean {
  const name = packageOf(id);
  return name !== undefined && packages.some((p) => name === p || name.startsWith(`${p}/`));
}

/**
 * The Chakra part (a key of CHAKRA_PARTS) a module belongs to: by its Zag package (`@zag-js/dialog`) or its Ark or
 * Chakra component folder (`components/dialog/`). Anatomy modules belong to none: the theme imports them all.
 */
export function chakraPartOf(id: string): string | undefined {
  const file = id.replaceAll("\\", "/");
  if (/anatomy\.m?js$/.test(file)) return undefined;
  const family =
    /\/node_modules\/@zag-js\/([^/]+)\//.exec(file)?.[1] ??
    /\/node_modules\/@(?:ark-ui\/react\/dist|chakra-ui\/react\/dist\/esm)\/components\/([^/]+)\//.exec(file)?.[1];
  if (!family) return undefined;
  return Object.keys(CHAKRA_PARTS).find((part) => CHAKRA_PARTS[part]!.includes(family));
}

/** The module graph as `appChunkName` needs it (rolldown's ChunkingContext, or a plain object in tests). */
type ModuleGraph = Pick<ChunkingContext, "getModuleInfo">;

/** What a module leads to through its imports, direct or not: no lazy import, lazy catalogs and styles only, code. */
const Leads = { Nothing: 0, CatalogsAndStyles: 1, Code: 2 } as const;
type Leads = (typeof Leads)[keyof typeof Leads];

/** A lazily imported module that is a language catalog or a style sheet (content-hashed, changed by text or CSS). */
const CATALOG_OR_STYLE = /\.(po|css)$/;

/**
 * The app chunk of one of the entry's app modules: `app-shell` when neither it nor anything it imports, directly or
 * not, has an `import()`; `app-locales` when the only lazy imports it leads to are catalogs and style sheets (the
 * language loader and its fonts); null (the entry chunk) when it leads to lazy code or is the entry. Neither chunk
 * ever imports the entry chunk back. `memo` keeps the answers of one build.
 */
export function appChunkName(id: string, graph: ModuleGraph, memo = new Map<string, Leads>()): string | null {
  const isApp = (module: string) => packageOf(module) === undefined && !module.startsWith("\0");
  if (!isApp(id)) return null;
  let result = memo.get(id);
  if (result === undefined) {
    // A walk of the app modules it imports (libraries lazily import no app code), each once.
    result = Leads.Nothing;
    const seen = new Set([id]);
    const stack = [id];
    while (stack.length && result < Leads.Code) {
      const info = graph.getModuleInfo(stack.pop()!);
      if (!info || info.isEntry) result = Leads.Code;
      else {
        for (const lazy of info.dynamicallyImportedIds)
          if (CATALOG_OR_STYLE.test(lazy.split("?")[0]!)) result = Math.max(result, Leads.CatalogsAndStyles) as Leads;
          else result = Leads.Code;
        for (const imported of info.importedIds) {
          if (!isApp(imported) || seen.has(imported)) continue;
          seen.add(imported);
          stack.push(imported);
        }
      }
    }
    memo.set(id, result);
  }
  return result === Leads.Nothing ? APP_SHELL : result === Leads.CatalogsAndStyles ? APP_LOCALES : null;
}

/** rolldown's `output.codeSplitting.groups`. */
export function chunkGroups(): CodeSplittingGroup[] {
  const groups: CodeSplittingGroup[] = VENDOR_GROUPS.map(({ name, packages }, index) => ({
    name: `${VENDOR_PREFIX}${name}`,
    priority: 2 * (VENDOR_GROUPS.length - index),
    test:
      name === "react"
        ? (id: string) => BUNDLER_HELPERS.test(id) || inPackages(id, packages)
        : name === "chakra"
          ? (id: string) => inPackages(id, packages) && !chakraPartOf(id)
          : (id: string) => inPackages(id, packages),
  }));
  // The parts take their own modules before `vendor-chakra` takes the rest with its dependencies, and only their
  // own: what they import (Zag's core, the styling system) stays in `vendor-chakra`.
  const chakraPriority = groups.find((group) => group.name === `${VENDOR_PREFIX}chakra`)!.priority!;
  for (const part of Object.keys(CHAKRA_PARTS)) {
    groups.push({
      name: `${VENDOR_PREFIX}chakra-${part}`,
      priority: chakraPriority + 1,
      includeDependenciesRecursively: false,
      test: (id: string) => chakraPartOf(id) === part,
    });
  }
  // The formatting helpers (dates, money, numbers in the person's language): a few hundred bytes each, which most
  // screens use in different sets; one chunk rather than a request each.
  groups.push({
    name: APP_FORMAT,
    priority: 1,
    includeDependenciesRecursively: false,
    test: (id: string) => packageOf(id) === undefined && /[\\/]frontend[\\/]src[\\/]format[\\/][^\\/]+\.tsx?$/.test(id),
  });
  // Only the entry's own modules ($initial), and only each module itself: what it imports is in a vendor chunk
  // or an app chunk already (a module imports only modules that lead to no more than it does).
  const memo = new Map<string, Leads>();
  groups.push({
    name: (id, graph) => appChunkName(id, graph, memo),
    debugName: "app-shell, app-locales",
    tags: ["$initial"],
    includeDependenciesRecursively: false,
    priority: 0,
  });
  return groups;
}
