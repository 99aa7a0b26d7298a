import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../db/config.ts";
import { printSchemaFile } from "./print-schema.ts";

describe("schema.graphql", () => {
  it("is up to date with the Pothos schema (run `npm run schema` after changing it)", () => {
    const committed = fs.readFileSync(path.join(repoRoot, "schema.graphql"), "utf8");
    expect(committed).toBe(printSchemaFile());
  });
});
