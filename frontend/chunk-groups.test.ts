import type { ModuleInfo } from "rolldown";
import { describe, expect, it } from "vitest";
import { APP_LOCALES, APP_SHELL, appChunkName, chakraPartOf, chunkGroups, packageOf } from "./chunk-groups.ts";

const nm = "/app/node_modules";

describe("packageOf", () => {
  it("names the innermost package, scoped or not, and nothing for app code", () => {
    expect(packageOf(`${nm}/react-dom/cjs/react-dom.production.js`)).toBe("react-dom");
    expect(packageOf(`${nm}/@ark-ui/react/node_modules/@zag-js/dialog/dist/index.mjs`)).toBe("@zag-js/dialog");
    expect(packageOf("C:\\app\\node_modules\\@lingui\\core\\dist\\index.mjs")).toBe("@lingui/core");
    expect(packageOf("/app/frontend/src/main.tsx")).toBeUndefined();
  });
});

describe("chakraPartOf", () => {
  it("places a component's Zag machine, Ark and Chakra parts in its part, and anatomies and the rest in none", () => {
    expect(chakraPartOf(`${nm}/@zag-js/dialog/dist/dialog.machine.mjs`)).toBe("overlay");
    expect(chakraPartOf(`${nm}/@ark-ui/react/dist/components/dialog/dialog-root.js`)).toBe("overlay");
    expect(chakraPartOf(`${nm}/@chakra-ui/react/dist/esm/components/switch/switch.js`)).toBe("choice");
    expect(chakraPartOf(`${nm}/@zag-js/dialog/dist/dialog.anatomy.mjs`)).toBeUndefined();
    expect(chakraPartOf(`${nm}/@ark-ui/react/dist/components/dialog/dialog.anatomy.js`)).toBeUndefined();
    expect(chakraPartOf(`${nm}/@chakra-ui/react/dist/esm/components/stack/stack.js`)).toBeUndefined();
    expect(chakraPartOf(`${nm}/@zag-js/core/dist/index.mjs`)).toBeUndefined();
  });
});

describe("chunkGroups", () => {
  const groups = chunkGroups();
  const groupOf = (id: string) =>
    [...groups]
      .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))
      .find((group) => typeof group.test === "function" && group.test(id))?.name;

  it("puts each library in its vendor group, the bundler's helpers with React, a Chakra part in its own", () => {
    expect(groupOf(`${nm}/scheduler/index.js`)).toBe("vendor-react");
    expect(groupOf("\0rolldown/runtime.js")).toBe("vendor-react");
    expect(groupOf("\0vite/preload-helper.js")).toBe("vendor-react");
    expect(groupOf(`${nm}/react-router/dist/index.mjs`)).toBe("vendor-router");
    expect(groupOf(`${nm}/@lingui/react/dist/index.mjs`)).toBe("vendor-lingui");
    expect(groupOf(`${nm}/relay-runtime/lib/index.js`)).toBe("vendor-relay");
    expect(groupOf(`${nm}/@emotion/react/dist/emotion-react.browser.esm.js`)).toBe("vendor-chakra");
    expect(groupOf(`${nm}/@zag-js/dialog/dist/dialog.anatomy.mjs`)).toBe("vendor-chakra");
    expect(groupOf(`${nm}/@zag-js/tabs/dist/tabs.machine.mjs`)).toBe("vendor-chakra-tabs");
    expect(groupOf(`${nm}/lucide-react/dist/esm/icons/wheat.js`)).toBe("vendor-icons");
    expect(groupOf("/app/frontend/src/main.tsx")).toBeUndefined();
  });

  it("puts the formatting helpers in one chunk, and no other app module", () => {
    expect(groupOf("/app/frontend/src/format/money.ts")).toBe("app-format");
    expect(groupOf("/app/frontend/src/format/useIntlLocale.ts")).toBe("app-format");
    expect(groupOf("/app/frontend/src/features/jobs/jobPaths.ts")).toBeUndefined();
    expect(groupOf("/app/frontend/src/format/nested/x.ts")).toBeUndefined();
  });

  it("ends with the app group, for the entry's own modules", () => {
    const app = groups.at(-1)!;
    expect(app.tags).toEqual(["$initial"]);
    expect(app.includeDependenciesRecursively).toBe(false);
  });
});

describe("appChunkName", () => {
  /** A module graph: each module's static and lazy imports. */
  function graph(modules: Record<string, { imports?: string[]; lazy?: string[]; entry?: boolean }>) {
    return {
      getModuleInfo: (id: string) => {
        const module = modules[id];
        if (!module) return null;
        return {
          id,
          isEntry: module.entry ?? false,
          importedIds: module.imports ?? [],
          dynamicallyImportedIds: module.lazy ?? [],
        } as unknown as ModuleInfo;
      },
    };
  }
  const modules = graph({
    "/src/main.tsx": { entry: true, imports: ["/src/routes.tsx", "/src/i18n/locales.ts"] },
    "/src/routes.tsx": { imports: ["/src/session.ts"], lazy: ["/src/screens/Jobs.tsx"] },
    "/src/session.ts": { imports: ["/src/http.ts", `${nm}/react/index.js`] },
    "/src/http.ts": {},
    "/src/i18n/locales.ts": { imports: ["/src/i18n/fonts.ts", "/src/http.ts"], lazy: ["/src/locales/en.po"] },
    "/src/i18n/fonts.ts": { lazy: ["/src/i18n/fonts/hi.css?inline"] },
    // a cycle: a imports b and c, b imports a; only c lazily imports code
    "/src/a.ts": { imports: ["/src/b.ts", "/src/c.ts"] },
    "/src/b.ts": { imports: ["/src/a.ts"] },
    "/src/c.ts": { lazy: ["/src/screens/Jobs.tsx"] },
  });

  it("app-shell for a module that leads to no lazy import, app-locales for one that leads to catalogs and styles only", () => {
    expect(appChunkName("/src/session.ts", modules)).toBe(APP_SHELL);
    expect(appChunkName("/src/http.ts", modules)).toBe(APP_SHELL);
    expect(appChunkName("/src/i18n/locales.ts", modules)).toBe(APP_LOCALES);
    expect(appChunkName("/src/i18n/fonts.ts", modules)).toBe(APP_LOCALES);
  });

  it("leaves the entry, what leads to lazy code (through cycles too) and libraries to others", () => {
    expect(appChunkName("/src/main.tsx", modules)).toBeNull();
    expect(appChunkName("/src/routes.tsx", modules)).toBeNull();
    const memo = new Map();
    expect(appChunkName("/src/b.ts", modules, memo)).toBeNull();
    expect(appChunkName("/src/a.ts", modules, memo)).toBeNull();
    expect(appChunkName(`${nm}/react/index.js`, modules)).toBeNull();
    expect(appChunkName("\0vite/preload-helper.js", modules)).toBeNull();
  });
});
