import { i18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { activateLocale, LANGUAGE_STORAGE_KEY, LOCALES, storedLocale } from "./locales.ts";

describe("languages", () => {
  it("offers en, hi, kn and te with native names", () => {
    expect(LOCALES.map((l) => l.code)).toEqual(["en", "hi", "kn", "te"]);
    expect(new Set(LOCALES.map((l) => l.nativeName)).size).toBe(4);
  });

  it("defaults to English and ignores unknown stored values", () => {
    expect(storedLocale()).toBe("en");
    localStorage.setItem(LANGUAGE_STORAGE_KEY, "xx");
    expect(storedLocale()).toBe("en");
  });

  it("loads a catalog, activates it and keeps the choice", async () => {
    await activateLocale("kn");
    expect(i18n.locale).toBe("kn");
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("kn");
    expect(storedLocale()).toBe("kn");
    expect(document.documentElement.lang).toBe("kn");
  });
});
