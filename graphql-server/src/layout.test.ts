// The server's layout, checked: domain folders hold domain logic only (no GraphQL, REST or HTTP), the
// shared rules import nothing, and no module imports itself back through others (no import circles).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = import.meta.dirname;
const DOMAIN_FOLDERS = ["jobs", "courses", "messaging", "directories", "skills", "places", "search", "accounts", "limits", "maintenance", "people", "ratings", "analytics"];
const LAYERS = ["builder.ts", "schema", "rest", "http"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

/** The project files a module imports (relative imports only), as absolute paths. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, "utf8");
  return [...text.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)].map((match) => path.resolve(path.dirname(file), match[1]!));
}

const relative = (file: string) => path.relative(SRC, file);

describe("server layout", () => {
  it("keeps GraphQL, REST and HTTP out of the domain folders", () => {
    const offending = DOMAIN_FOLDERS.flatMap((folder) =>
      sourceFiles(path.join(SRC, folder)).flatMap((file) =>
        importsOf(file)
          .map(relative)
          .filter((target) => LAYERS.some((layer) => target === layer || target.startsWith(`${layer}/`)))
          .map((target) => `${relative(file)} -> ${target}`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it("keeps the shared rules free of imports, so the web app can bundle them", () => {
    const imports = sourceFiles(path.join(SRC, "rules")).flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/^\s*import\s/gm)].map(() => relative(file)),
    );
    expect(imports).toEqual([]);
  });

  it("has no import circles", () => {
    const files = sourceFiles(SRC);
    const graph = new Map(files.map((file) => [file, importsOf(file).filter((target) => fs.existsSync(target))]));
    const circles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const stack: string[] = [];
    const visit = (file: string) => {
      state.set(file, "open");
      stack.push(file);
      for (const next of graph.get(file) ?? []) {
        if (state.get(next) === "open") circles.push(stack.slice(stack.indexOf(next)).concat(next).map(relative).join(" -> "));
        else if (!state.has(next)) visit(next);
      }
      stack.pop();
      state.set(file, "done");
    };
    for (const file of files) if (!state.has(file)) visit(file);
    expect(circles).toEqual([]);
  });
});
