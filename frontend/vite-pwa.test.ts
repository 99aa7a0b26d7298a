import type { OutputBundle } from "rolldown";
import { describe, expect, it } from "vitest";
import { routeModules } from "../scripts/measure-bundle-size.ts";
import { inShell, shellFiles } from "./vite-pwa.ts";

const root = "/app/frontend";
const landing = routeModules().find(({ route }) => route.startsWith("/ (signed out)"))!.modules;

/** A chunk of a build (only what shellFiles reads): its module (a path under root) if it has one, its imports and CSS. */
function chunk(fileName: string, module: string | null, imports: string[] = [], css: string[] = []) {
  return {
    type: "chunk",
    fileName,
    facadeModuleId: module && `${root}/${module}`,
    isEntry: module === "index.html",
    imports,
    viteMetadata: { importedCss: new Set(css) },
  };
}

const BUNDLE = Object.fromEntries(
  [
    chunk("assets/index-1.js", "index.html", ["assets/vendor-react-2.js", "assets/app-shell-3.js"]),
    chunk("assets/vendor-react-2.js", null),
    chunk("assets/app-shell-3.js", null, ["assets/vendor-react-2.js"]),
    chunk("assets/AppFrame-4.js", "src/shell/AppFrame.tsx", ["assets/vendor-chakra-5.js", "assets/index-1.js"]),
    chunk("assets/vendor-chakra-5.js", null, ["assets/vendor-react-2.js"]),
    chunk("assets/en-6.js", "src/locales/en.po"),
    chunk("assets/hi-7.js", "src/locales/hi.po"),
    chunk("assets/JobsScreen-8.js", "src/screens/jobs/JobsScreen.tsx", ["assets/card-9.js"]),
    chunk("assets/card-9.js", null),
    ...landing.map((module, i) =>
      chunk(`assets/landing-${i}.js`, module, [], i === 0 ? ["assets/LandingScreen-10.css"] : []),
    ),
  ].map((item) => [item.fileName, item]),
) as unknown as OutputBundle;

describe("shellFiles", () => {
  it("is the entry with its imports, the app frame with its own, the English catalog and the landing screen with its CSS", () => {
    expect([...shellFiles(BUNDLE, root)].sort()).toEqual(
      [
        "assets/AppFrame-4.js",
        "assets/LandingScreen-10.css",
        "assets/app-shell-3.js",
        "assets/en-6.js",
        "assets/index-1.js",
        "assets/vendor-chakra-5.js",
        "assets/vendor-react-2.js",
        ...landing.map((_, i) => `assets/landing-${i}.js`),
      ].sort(),
    );
  });
});

describe("inShell", () => {
  it("keeps index.html, the boot script and the shell's files, and nothing else Workbox found", () => {
    const shell = new Set(["assets/index-1.js"]);
    expect(inShell("index.html", shell)).toBe(true);
    expect(inShell("assets/boot-Ab_c-1.js", shell)).toBe(true);
    expect(inShell("assets/index-1.js", shell)).toBe(true);
    expect(inShell("assets/hi-7.js", shell)).toBe(false);
    expect(inShell("assets/JobsScreen-8.js", shell)).toBe(false);
  });
});
