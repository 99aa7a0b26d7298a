import { describe, expect, it } from "vitest";
import { readRestTable } from "../test/rest-table.ts";
import { REST_ROWS } from "./rest-routes.ts";

describe("the REST shim's table", () => {
  it("serves exactly the paths the API reference documents, for whom it says", () => {
    const documented = readRestTable().map((route) => `${route.method} ${route.path} (${route.who})`);
    const served = REST_ROWS.flatMap((row) =>
      [row.path].flat().map((path) => `${row.method} /api${path} (${row.who})`),
    );
    expect(served.toSorted()).toEqual(documented.toSorted());
  });

  it("declares each method and path once", () => {
    const keys = REST_ROWS.flatMap((row) => [row.path].flat().map((path) => `${row.method} ${path}`));
    expect(keys.length).toBe(new Set(keys).size);
  });
});
