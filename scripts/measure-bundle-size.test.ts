import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  LANDING_BUDGET,
  type Manifest,
  ROUTE_BUDGET,
  type RouteSize,
  firstVisitParts,
  jsFilesOf,
  measure,
  routeModules,
  staticClosure,
} from "./measure-bundle-size.ts";

// A build manifest shaped like Vite's: the entry (index.html) imports a shared vendor chunk; lazy modules
// import the entry back (a cycle) and each other; dynamic imports are not part of a first visit.
const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_vendor.js"],
    dynamicImports: ["src/A.tsx", "src/B.tsx", "src/locales/en.po"],
  },
  "_vendor.js": { file: "assets/vendor.js" },
  "_shared.js": { file: "assets/shared.js", imports: ["index.html"] },
  "src/A.tsx": { file: "assets/A.js", imports: ["_shared.js", "index.html"], dynamicImports: ["src/B.tsx"] },
  "src/B.tsx": { file: "assets/B.js", imports: ["_shared.js", "_big.js"] },
  "_big.js": { file: "assets/big.js" },
  "src/locales/en.po": { file: "assets/en.js" },
  "src/style.css": { file: "assets/style.css" },
};

describe("staticClosure", () => {
  it("follows static imports through cycles, each chunk once, and not dynamic imports", () => {
    expect([...staticClosure(manifest, ["src/A.tsx"])].sort()).toEqual([
      "_shared.js",
      "_vendor.js",
      "index.html",
      "src/A.tsx",
    ]);
    expect(staticClosure(manifest, ["src/A.tsx"]).has("src/B.tsx")).toBe(false);
  });

  it("names a module the build does not have", () => {
    expect(() => staticClosure(manifest, ["src/Missing.tsx"])).toThrow(
      /src\/Missing\.tsx is not in the build manifest/,
    );
  });
});

describe("jsFilesOf", () => {
  it("always includes the entry's closure and counts shared chunks once", () => {
    expect(jsFilesOf(manifest, [])).toEqual(["assets/index.js", "assets/vendor.js"]);
    expect(jsFilesOf(manifest, ["src/A.tsx", "src/B.tsx"])).toEqual([
      "assets/A.js",
      "assets/B.js",
      "assets/big.js",
      "assets/index.js",
      "assets/shared.js",
      "assets/vendor.js",
    ]);
  });
});

describe("measure", () => {
  it("sums the gzipped size of each route's files and flags routes over their budget", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "ks-size-"));
    fs.mkdirSync(path.join(dist, ".vite"));
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
    const contents: Record<string, Buffer> = {};
    for (const chunk of Object.values(manifest)) {
      // Incompressible bytes for big.js, so it alone exceeds a small budget.
      const body =
        chunk.file === "assets/big.js"
          ? Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919 + (i >> 3) * 31) % 251))
          : Buffer.from(`export const x = "${chunk.file}";`);
      contents[chunk.file] = body;
      fs.writeFileSync(path.join(dist, chunk.file), body);
    }
    const gz = (file: string) => zlib.gzipSync(contents[file] ?? "", { level: 9 }).length;

    const [a, b] = measure(dist, [
      { route: "/a", modules: ["src/A.tsx"], budget: 10_000 },
      { route: "/b", modules: ["src/B.tsx"], budget: 1_000 },
    ]) as [RouteSize, RouteSize];
    const aFiles = ["assets/A.js", "assets/en.js", "assets/index.js", "assets/shared.js", "assets/vendor.js"];
    expect(a.files).toEqual(aFiles);
    expect(a.bytes).toBe(aFiles.reduce((sum, f) => sum + gz(f), 0));
    expect(a.over).toBe(false);
    expect(b.files).toContain("assets/big.js");
    expect(b.bytes).toBeGreaterThan(1_000);
    expect(b.over).toBe(true);
    fs.rmSync(dist, { recursive: true, force: true });
  });
});

describe("routeModules (frontend/src/routes.tsx)", () => {
  const routes = routeModules();
  const byRoute = new Map(routes.map((r) => [r.route, r]));

  it("measures the signed-out landing page without the app frame, with the index loader's query", () => {
    const landing = byRoute.get("/ (signed out)");
    expect(landing?.budget).toBe(LANDING_BUDGET);
    expect(landing?.modules).toEqual([
      "src/screens/landing/LandingScreen.tsx",
      "src/__generated__/LaborerHomeScreenQuery.graphql.ts",
    ]);
  });

  it("measures other routes with the app frame, the screen and its loader's query", () => {
    expect(byRoute.get("/browse-jobs")).toEqual({
      route: "/browse-jobs",
      modules: [
        "src/shell/AppFrame.tsx",
        "src/screens/browse-jobs/BrowseJobsScreen.tsx",
        "src/__generated__/BrowseJobsScreenQuery.graphql.ts",
      ],
      budget: ROUTE_BUDGET,
    });
    expect(byRoute.get("/sign-in")?.modules).toEqual([
      "src/shell/AppFrame.tsx",
      "src/screens/sign-in/SignInScreen.tsx",
    ]);
  });

  it("covers every path of the route table, including those made with .map and the not-found route", () => {
    for (const p of ["/verification", "/skill-tree", "/messages", "/create-course", "/* (not found)"])
      expect(byRoute.has(p)).toBe(true);
    for (const r of routes) {
      for (const m of r.modules) expect(fs.existsSync(path.join(import.meta.dirname, "..", "frontend", m))).toBe(true);
    }
  });
});

describe("firstVisitParts", () => {
  it("splits a visit into entry, catalog, app frame and screen, each file in the first part that loads it", () => {
    const withFrame: Manifest = {
      ...manifest,
      "src/shell/AppFrame.tsx": { file: "assets/AppFrame.js", imports: ["_vendor.js", "_shared.js"] },
    };
    const sizes: Record<string, number> = {
      "assets/index.js": 5,
      "assets/vendor.js": 7,
      "assets/en.js": 3,
      "assets/AppFrame.js": 11,
      "assets/shared.js": 13,
      "assets/B.js": 17,
      "assets/big.js": 19,
    };
    const parts = firstVisitParts(withFrame, ["src/shell/AppFrame.tsx", "src/B.tsx"], (file) => sizes[file] ?? 0);
    expect(parts.map((p) => p.files)).toEqual([
      ["assets/index.js", "assets/vendor.js"],
      ["assets/en.js"],
      ["assets/AppFrame.js", "assets/shared.js"],
      ["assets/B.js", "assets/big.js"],
    ]);
    expect(parts.map((p) => p.bytes)).toEqual([5 + 7, 3, 11 + 13, 17 + 19]);
    const files = jsFilesOf(withFrame, ["src/locales/en.po", "src/shell/AppFrame.tsx", "src/B.tsx"]);
    expect(parts.reduce((sum, p) => sum + p.bytes, 0)).toBe(files.reduce((sum, file) => sum + (sizes[file] ?? 0), 0));
  });
});
