import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/app.ts";
import { placeIndex } from "./places.ts";

describe("GET /api/places", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The index is built on first use; build it here, under the hook's longer timeout.
    placeIndex();
  });
  afterAll(() => t.close());

  it("finds places by an old name, signed out, with their kind and coordinates", async () => {
    const res = await t.request("/api/places?q=Mysore&limit=3");
    expect(res.status).toBe(200);
    const places = await res.json();
    expect(places).toHaveLength(3);
    expect(places[0]).toEqual({
      name: "Mysuru",
      kind: "district",
      block: null,
      district: "Mysuru",
      state: "Karnataka",
      pincode: null,
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
  });

  it("returns 10 places by default, at most 20, and none for a blank q", async () => {
    expect(await (await t.request("/api/places?q=ma")).json()).toHaveLength(10);
    expect(await (await t.request("/api/places?q=ma&limit=500")).json()).toHaveLength(20);
    expect(await (await t.request("/api/places?q=")).json()).toEqual([]);
  });

  it("refuses a limit that is not a whole number", async () => {
    const res = await t.request("/api/places?q=ma&limit=abc");
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toHaveProperty("limit");
  });
});
