import { describe, expect, it } from "vitest";
import { SEEN_ONCE_MAX, statementNamer } from "./statement-names.ts";

describe("statementNamer", () => {
  it("names a text the second time it is seen, and keeps that name", () => {
    const name = statementNamer();
    expect(name({ sql: "SELECT 1" })).toBe("");
    const second = name({ sql: "SELECT 1" });
    expect(second).not.toBe("");
    expect(name({ sql: "SELECT 1" })).toBe(second);
  });

  it("gives each text its own name", () => {
    const name = statementNamer();
    for (const sql of ["SELECT 1", "SELECT 2", "SELECT 1", "SELECT 2"]) name({ sql });
    expect(name({ sql: "SELECT 1" })).not.toBe(name({ sql: "SELECT 2" }));
  });

  it("names no more than its limit of texts; the named keep theirs", () => {
    const name = statementNamer(2);
    const named = ["a", "b"].map((sql) => {
      name({ sql });
      return name({ sql });
    });
    expect(named.every((one) => one !== "")).toBe(true);
    name({ sql: "c" });
    expect(name({ sql: "c" })).toBe("");
    expect(["a", "b"].map((sql) => name({ sql }))).toEqual(named);
  });

  it("never names a statement that matches text by a pattern", () => {
    const name = statementNamer();
    for (const sql of ['SELECT 1 FROM "Job" WHERE "title"::text ILIKE $1', "SELECT 1 WHERE $1 LIKE $2"])
      expect([name({ sql }), name({ sql }), name({ sql })]).toEqual(["", "", ""]);
  });

  it("a text seen once long ago is seen once again, not named", () => {
    const name = statementNamer();
    name({ sql: "SELECT 'first'" });
    for (let i = 0; i < SEEN_ONCE_MAX; i++) name({ sql: `SELECT ${i}` });
    expect(name({ sql: "SELECT 'first'" })).toBe("");
  });
});
