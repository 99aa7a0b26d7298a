import { describe, expect, it } from "vitest";
import { compareBuilds, isVendorFile, vendorProblems } from "./check-vendor-hashes.ts";
import type { Manifest } from "./measure-bundle-size.ts";

const SCREEN = "src/screens/Jobs.tsx";

/** A build manifest with every vendor group, an app chunk, the entry and a screen whose hash is `screenHash`. */
function build(screenHash: string, vendorHash = "v1"): Manifest {
  const vendor = (name: string) => ({
    file: `assets/vendor-${name}-${vendorHash}.js`,
    imports: name === "react" ? ["_runtime"] : ["_runtime", "_react"],
  });
  return {
    "index.html": { file: `assets/index-${screenHash}.js`, isEntry: true, imports: ["_react", "_app-shell"] },
    _runtime: { file: "assets/rolldown-runtime-r1.js" },
    _react: vendor("react"),
    _router: vendor("router"),
    _lingui: vendor("lingui"),
    _relay: vendor("relay"),
    _chakra: vendor("chakra"),
    _icons: vendor("icons"),
    "_app-shell": { file: "assets/app-shell-a1.js", imports: ["_react"] },
    [SCREEN]: { file: `assets/Jobs-${screenHash}.js`, imports: ["_app-shell", "_react"] },
  };
}

describe("isVendorFile", () => {
  it("is true for the vendor groups' chunks and Rolldown's runtime", () => {
    expect(isVendorFile("assets/vendor-chakra-overlay-Ab1.js")).toBe(true);
    expect(isVendorFile("assets/rolldown-runtime-Xy.js")).toBe(true);
    expect(isVendorFile("assets/app-shell-Xy.js")).toBe(false);
    expect(isVendorFile("assets/JobsScreen-Xy.js")).toBe(false);
  });
});

describe("vendorProblems", () => {
  it("finds none in a build whose vendor chunks import only vendor chunks", () => {
    expect(vendorProblems(build("s1"))).toEqual([]);
  });

  it("names a vendor chunk that imports an app chunk, and a vendor group without a chunk", () => {
    const manifest = build("s1");
    manifest._chakra!.imports = ["index.html"];
    delete manifest._relay;
    expect(vendorProblems(manifest)).toEqual([
      "no chunk for the vendor group relay",
      "assets/vendor-chakra-v1.js imports the app chunk assets/index-s1.js",
    ]);
  });
});

describe("compareBuilds", () => {
  it("passes when the vendor chunks keep their names and the screen's changes", () => {
    const result = compareBuilds(build("s1"), build("s2"), SCREEN);
    expect(result.problems).toEqual([]);
    expect(result.vendorFiles).toHaveLength(7);
    expect(result.changed).toEqual(["assets/Jobs-s2.js", "assets/index-s2.js"]);
    expect(result.kept).toContain("assets/app-shell-a1.js");
  });

  it("fails when a vendor chunk's name changes, or when the change did not reach the screen", () => {
    expect(compareBuilds(build("s1"), build("s2", "v2"), SCREEN).problems).toContain(
      "vendor chunk assets/vendor-chakra-v1.js is not in the changed build",
    );
    expect(compareBuilds(build("s1"), build("s1"), SCREEN).problems).toEqual([
      `${SCREEN} kept its chunk's name assets/Jobs-s1.js: the change did not reach the build`,
    ]);
  });
});
