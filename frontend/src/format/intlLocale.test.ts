import { i18n } from "@lingui/core";
import { afterAll, describe, expect, it } from "vitest";
import { cachedPerLocale, intlLocale } from "./intlLocale.ts";

afterAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));

describe("intlLocale", () => {
  it("maps the app's languages to their Indian Intl locales, and anything else to en-IN", () => {
    expect(["en", "hi", "kn", "te", "xx"].map((locale) => intlLocale(locale))).toEqual([
      "en-IN",
      "hi-IN",
      "kn-IN",
      "te-IN",
      "en-IN",
    ]);
  });

  it("follows the active Lingui language", () => {
    i18n.loadAndActivate({ locale: "te", messages: {} });
    expect(intlLocale()).toBe("te-IN");
  });

  it("makes one formatter per locale", () => {
    let made = 0;
    const format = cachedPerLocale((locale) => ({ locale, serial: ++made }));
    expect(format("hi-IN")).toBe(format("hi-IN"));
    expect(format("kn-IN").locale).toBe("kn-IN");
    expect(made).toBe(2);
  });
});
