import { afterEach, describe, expect, it, vi } from "vitest";
import { prefetch, takePrefetched } from "./prefetch.ts";

const artifact = {
  params: { name: "ThingsQuery", id: "5e1f", text: null },
  operation: {
    argumentDefinitions: [
      { name: "first", defaultValue: 20 },
      { name: "search", defaultValue: null },
    ],
  },
};

afterEach(() => vi.unstubAllGlobals());

describe("prefetch", () => {
  it("sends the route's query at once with Relay's variables, and hands the request over once", async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { things: 1 } }), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const loader = prefetch(
      async () => ({ default: artifact }),
      () => ({ search: "paddy" }),
    );
    const result = await loader({} as never);

    expect(result.variables).toEqual({ first: 20, search: "paddy" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/graphql");
    expect(JSON.parse(String(init.body))).toEqual({
      operationName: "ThingsQuery",
      variables: { first: 20, search: "paddy" },
      extensions: { persistedQuery: { version: 1, sha256Hash: artifact.params.id } },
    });

    const handed = takePrefetched("ThingsQuery", { search: "paddy", first: 20 });
    expect((await handed)?.body).toEqual({ data: { things: 1 } });
    expect(takePrefetched("ThingsQuery", { search: "paddy", first: 20 })).toBeUndefined();
  });
});

describe("prefetch when told not to send", () => {
  it("returns the query and variables without a request, so Relay sends it if the screen renders", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const loader = prefetch(
      async () => ({ default: artifact }),
      undefined,
      () => false,
    );
    const result = await loader({} as never);
    expect(result.variables).toEqual({ first: 20, search: null });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takePrefetched("ThingsQuery", result.variables)).toBeUndefined();
  });
});
