import { describe, expect, it } from "vitest";
import { SECTIONS, parseSections } from "./run-options.ts";

describe("parseSections", () => {
  it("runs every section when --only is missing or empty", () => {
    expect(parseSections(undefined)).toEqual([...SECTIONS]);
    expect(parseSections(" ")).toEqual([...SECTIONS]);
  });

  it("keeps the run order whatever order --only names them in, once each", () => {
    expect(parseSections("mixed, API,growth,mixed")).toEqual(["api", "growth", "mixed"]);
  });

  it("refuses a section that does not exist, naming it", () => {
    expect(() => parseSections("api,disk")).toThrow(/disk/);
  });
});
