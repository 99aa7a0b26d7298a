import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { graphqlBody, postGraphQL } from "./graphql-http.ts";

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
    const body = JSON.parse(graphqlBody({ name: "ViewerQuery", id: "abc123", text: null }, { first: 2 })) as Record<string, unknown>;
    expect(body).toEqual({ operationName: "ViewerQuery", variables: { first: 2 }, extensions: { persistedQuery: { version: 1, sha256Hash: "abc123" } } });
  });

  it("sends the text of an operation that has no key", () => {
    const body = JSON.parse(graphqlBody({ name: "ViewerQuery", text: "query ViewerQuery { viewer { id } }" }, {})) as Record<string, unknown>;
    expect(body).toEqual({ query: "query ViewerQuery { viewer { id } }", operationName: "ViewerQuery", variables: {} });
  });
});
