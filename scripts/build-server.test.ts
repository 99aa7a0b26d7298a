// The server's one-file build: Prisma's query compiler comes from a WebAssembly file beside the bundle (not from a
// base64 string the server would keep for good), and the embedded database's code is loaded only when opened.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { SERVER_BUNDLE, buildServer } from "./build-server.ts";

const wasmFile = path.join(path.dirname(SERVER_BUNDLE), "query-compiler.wasm");
let bundle: string;

beforeAll(async () => {
  await buildServer();
  bundle = fs.readFileSync(SERVER_BUNDLE, "utf8");
}, 60_000);

describe("the server bundle", () => {
  it("reads Prisma's query compiler from the WebAssembly file written beside it", () => {
    expect(bundle).not.toContain("wasm-base64");
    expect(bundle).toContain('new URL("./query-compiler.wasm", import.meta.url)');
    expect(WebAssembly.validate(fs.readFileSync(wasmFile))).toBe(true);
  });

  it("imports PGlite only when an embedded database is opened", () => {
    expect(bundle).not.toMatch(/^import [^;]*"@electric-sql\/pglite[^"]*";/m);
    expect(bundle).not.toMatch(/^import [^;]*"pglite-prisma-adapter";/m);
    expect(bundle).toContain('import("@electric-sql/pglite")');
  });
});
