import { createSystem, defaultConfig } from "@chakra-ui/react";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { system } from "./theme.ts";

const src = path.resolve(import.meta.dirname, "..");
const chakraEsm = path.join(src, "..", "..", "node_modules", "@chakra-ui", "react", "dist", "esm");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__generated__" ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The names the app's sources import from "@chakra-ui/react". */
function chakraNamesImported(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(src)) {
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g)) {
      for (const part of m[1]!.split(",")) {
        const name = part
          .trim()
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Chakra's module (under dist/esm) that exports each name of its index. */
function chakraExportModules(): Map<string, string> {
  const index = fs.readFileSync(path.join(chakraEsm, "index.js"), "utf8");
  const namespaces = new Map([...index.matchAll(/import \* as (\S+) from '([^']+)'/g)].map((m) => [m[1], m[2]]));
  const modules = new Map<string, string>();
  for (const m of index.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const part of m[1]!.split(",")) {
      const [local = "", exported = local] = part.trim().split(/\s+as\s+/);
      const from = m[2] ?? namespaces.get(local);
      if (from) modules.set(exported, path.join(chakraEsm, from));
    }
  }
  return modules;
}

/** The recipe keys a Chakra component module and the component modules it imports ask the theme for. */
function recipeKeysOf(module: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(module) || !module.includes(`${path.sep}components${path.sep}`)) return keys;
  seen.add(module);
  const text = fs.readFileSync(module, "utf8");
  for (const m of text.matchAll(/\bkey:\s*"([A-Za-z]+)"/g)) keys.add(m[1]!);
  for (const m of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
    for (const key of recipeKeysOf(path.resolve(path.dirname(module), m[1]!), seen)) keys.add(key);
  }
  return keys;
}

const fullSystem = createSystem(defaultConfig);

describe("theme", () => {
  const modules = chakraExportModules();
  const used = [...chakraNamesImported()].filter((name) => modules.has(name));
  const keys = [...new Set(used.flatMap((name) => [...recipeKeysOf(modules.get(name)!)]))].filter(
    // Recipe keys Chakra itself has no default for (e.g. Text's "text") stay unstyled in either system.
    (key) => fullSystem.isRecipe(key) || fullSystem.isSlotRecipe(key),
  );

  it("reads the app's Chakra components and their recipe keys", () => {
    expect(used).toContain("Button");
    expect(keys).toContain("button");
  });

  it("has Chakra's default recipe for every Chakra component the app imports", () => {
    const missing = keys.filter((key) => !system.isRecipe(key) && !system.isSlotRecipe(key));
    expect(missing).toEqual([]);
    for (const key of keys.filter((k) => k !== "button" && k !== "input")) {
      // button and input carry the app's touch-target overrides
      const ours = system.isRecipe(key) ? system.getRecipe(key) : system.getSlotRecipe(key);
      const chakras = fullSystem.isRecipe(key) ? fullSystem.getRecipe(key) : fullSystem.getSlotRecipe(key);
      expect(ours, key).toEqual(chakras);
    }
  });

  it("keeps Chakra's default tokens, global styles and preflight", () => {
    const missing = fullSystem.tokens.allTokens.map((t) => t.name).filter((name) => !system.tokens.getByName(name));
    expect(missing).toEqual([]);
    expect(fullSystem.getPreflightCss()).toEqual(system.getPreflightCss());
    for (const token of [
      "colors.gray.50",
      "colors.red.700",
      "spacing.4",
      "radii.l2",
      "fontSizes.md",
      "breakpoints.md",
    ]) {
      expect(system.token(token), token).toBe(fullSystem.token(token));
    }
  });

  it("keeps buttons and inputs at least 44 px high", () => {
    const button = system.getRecipe("button") as { base: Record<string, unknown> };
    expect(button.base.minH).toBe("44px");
    expect((system.getRecipe("input") as { base: Record<string, unknown> }).base.minH).toBe("44px");
  });
});
