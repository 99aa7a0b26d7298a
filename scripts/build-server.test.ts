// The server's one-file build: Prisma's query compiler comes from a WebAssembly file beside the bundle (not from a
// base64 string the server would keep for good), the embedded database's code is loaded only when opened, and it is
// ASCII (a source Node keeps at one byte per character, not two).
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { SERVER_BUNDLE, asciiOnly, buildServer } from "./build-server.ts";

const wasmFile = path.join(path.dirname(SERVER_BUNDLE), "query-compiler.wasm");
let bundle: string;

beforeAll(async () => {
  await buildServer();
  bundle = fs.readFileSync(SERVER_BUNDLE, "utf8");
}, 60_000);

describe("the server bundle", () => {
  it("reads Prisma's query compiler from the WebAssembly file written beside it", () => {
    expect(bundle).not.toContain("wasm-base64");
    expect(bundle).toMatch(/new URL\("\.\/query-compiler\.wasm",\s*import\.meta\.url\)/);
    expect(WebAssembly.validate(fs.readFileSync(wasmFile))).toBe(true);
  });

  it("imports PGlite only when an embedded database is opened", () => {
    // A static import (`import x from"…"`, anywhere on a line once minified) would load it at start.
    expect(bundle).not.toMatch(/\bimport\s*[\w$*{},\s]*from\s*"(@electric-sql\/pglite|pglite-prisma-adapter)/);
    expect(bundle).toContain('import("@electric-sql/pglite")');
  });

  it("is ASCII, with every other character escaped", () => {
    expect(bundle).not.toMatch(/[\u0080-\uffff]/);
  });
});

describe("asciiOnly", () => {
  it("escapes what lies outside ASCII so that strings and regular expressions mean the same", () => {
    const source = 'const wage = "₹600 ಕೂಲಿ 🌾"; const end = /[।॥]/u; const emoji = /🌾/u;';
    const escaped = asciiOnly(source);
    expect(escaped).not.toMatch(/[\u0080-\uffff]/);
    const run = (code: string) => new Function(`${code} return [wage, end.test("ಕೆಲಸ।"), emoji.test("a🌾")];`)();
    expect(run(escaped)).toEqual(["₹600 ಕೂಲಿ 🌾", true, true]);
    expect(run(escaped)).toEqual(run(source));
  });
});
