import { describe, expect, it } from "vitest";
import { parseAcceptLanguage, requestLocale } from "./locale.ts";

describe("parseAcceptLanguage", () => {
  it.each([
    ["kn,en;q=0.5", "kn"],
    ["en;q=0.5, kn", "kn"],
    ["fr-FR, te;q=0.8, hi;q=0.3", "te"],
    ["hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7", "hi"],
    ["TE-in", "te"],
    ["te;q=0.5, kn;q=0.5", "te"],
    ["hi;q=0, kn;q=0.1", "kn"],
    ["fr, *;q=0.1", "en"],
    ["en-GB", "en"],
  ])("%s is %s", (header, locale) => {
    expect(parseAcceptLanguage(header)).toBe(locale);
  });

  it.each([[null], [""], ["fr, de;q=0.9"], ["hi;q=0"], ["kn;q=abc"], ["te;q=2"]])(
    "finds no language in %s",
    (header) => {
      expect(parseAcceptLanguage(header)).toBeNull();
    },
  );
});

describe("requestLocale", () => {
  const headers = (values: Record<string, string>) => new Headers(values);

  it("takes X-Language first, then Accept-Language, then English", () => {
    expect(requestLocale(headers({ "x-language": "hi", "accept-language": "kn" }))).toBe("hi");
    expect(requestLocale(headers({ "accept-language": "kn,en;q=0.5" }))).toBe("kn");
    expect(requestLocale(headers({}))).toBe("en");
  });

  it("ignores an X-Language it does not know", () => {
    expect(requestLocale(headers({ "x-language": "fr", "accept-language": "te" }))).toBe("te");
    expect(requestLocale(headers({ "x-language": "" }))).toBe("en");
  });
});
