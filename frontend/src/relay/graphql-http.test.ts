import { i18n } from "@lingui/core";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postGraphQL } from "./graphql-http.ts";

afterEach(() => vi.unstubAllGlobals());

describe("postGraphQL", () => {
  it("asks the server to answer in the active language", async () => {
    const fetch = vi.fn(async () => new Response('{"data":{}}', { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    for (const locale of ["hi", "te"]) {
      i18n.loadAndActivate({ locale, messages: {} });
      await postGraphQL("{ viewer { id } }");
      const init = (fetch.mock.calls.at(-1) as unknown as [string, RequestInit])[1];
      expect(new Headers(init.headers).get("x-language")).toBe(locale);
    }
  });
});
