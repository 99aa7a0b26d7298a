import { describe, expect, it } from "vitest";
import { REST_LIST_LIMIT, parseLimit } from "./list-limit.ts";

describe("parseLimit", () => {
  it("defaults to and caps at REST_LIST_LIMIT", () => {
    expect(parseLimit(undefined)).toBe(REST_LIST_LIMIT);
    expect(parseLimit("5")).toBe(5);
    expect(parseLimit("500")).toBe(REST_LIST_LIMIT);
    expect(parseLimit("1000")).toBe(REST_LIST_LIMIT);
  });

  it("rejects anything but a whole number of at least 1", () => {
    for (const bad of ["abc", "ten", "0", "-5", "2.5", "1e3"]) expect(parseLimit(bad)).toBeUndefined();
  });
});
