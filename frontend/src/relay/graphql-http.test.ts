import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { graphqlBody, isOutdatedAppReply, postGraphQL, reloadForNewBuild } from "./graphql-http.ts";

afterEach(() => vi.unstubAllGlobals());

describe("postGraphQL", () => {
  it("asks the server to answer in the active language", async () => {
    const fetch = vi.fn(async () => new Response('{"data":{}}', { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    for (const locale of ["hi", "te"]) {
      i18n.loadAndActivate({ locale, messages: {} });
      await postGraphQL({ name: "ViewerQuery", id: "abc" });
      const init = (fetch.mock.calls.at(-1) as unknown as [string, RequestInit])[1];
      expect(new Headers(init.headers).get("x-language")).toBe(locale);
    }
  });
});

describe("graphqlBody", () => {
  it("sends a persisted operation's key and name, without its text", () => {
    const body = JSON.parse(graphqlBody({ name: "ViewerQuery", id: "abc123", text: null }, { first: 2 })) as Record<
      string,
      unknown
    >;
    expect(body).toEqual({
      operationName: "ViewerQuery",
      variables: { first: 2 },
      extensions: { persistedQuery: { version: 1, sha256Hash: "abc123" } },
    });
  });

  it("sends the text of an operation that has no key", () => {
    const body = JSON.parse(
      graphqlBody({ name: "ViewerQuery", text: "query ViewerQuery { viewer { id } }" }, {}),
    ) as Record<string, unknown>;
    expect(body).toEqual({ query: "query ViewerQuery { viewer { id } }", operationName: "ViewerQuery", variables: {} });
  });
});

describe("an outdated build", () => {
  const notFound = {
    status: 404,
    body: { errors: [{ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } }] },
  };

  it("is recognised by the server's unknown-key answer only", () => {
    expect(isOutdatedAppReply(notFound)).toBe(true);
    expect(isOutdatedAppReply({ status: 404, body: null })).toBe(false);
    expect(isOutdatedAppReply({ status: 200, body: { data: {} } })).toBe(false);
  });

  it("reloads the page once, not again within a minute", () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    const reload = vi.fn();
    expect(reloadForNewBuild(storage, reload)).toBe(true);
    expect(reloadForNewBuild(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("postGraphQL reloads when the server no longer knows the key", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(notFound.body), { status: 404 })),
    );
    const reload = vi.fn();
    vi.stubGlobal("location", { reload });
    sessionStorage.clear();
    const reply = await postGraphQL({ name: "ViewerQuery", id: "gone" });
    expect(reply.status).toBe(404);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
