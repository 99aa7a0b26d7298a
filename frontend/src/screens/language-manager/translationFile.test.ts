import { describe, expect, it } from "vitest";
import { SAMPLE_KEYS, type SampleKey } from "../../i18n/customTranslations.ts";
import { placeholdersOf, readTranslationFile } from "./translationFile.ts";

const base = Object.fromEntries(Object.keys(SAMPLE_KEYS).map((key) => [key, key])) as Record<SampleKey, string>;
base["common.welcome"] = "Welcome, {firstName}!";

const file = (translations: unknown) => JSON.stringify({ languageInfo: { code: "HI", name: "Hindi" }, translations });

describe("readTranslationFile", () => {
  it("reports a text that drops a placeholder of the base text, and keeps one that carries it", () => {
    expect(readTranslationFile(file({ "common.welcome": "Swagat hai!" }), base)).toEqual({
      code: "hi",
      valid: {},
      problems: [{ kind: "lostPlaceholder", key: "common.welcome", placeholder: "firstName" }],
    });
    expect(readTranslationFile(file({ "common.welcome": "Swagat hai, {firstName}!" }), base).valid).toEqual({
      "common.welcome": "Swagat hai, {firstName}!",
    });
  });

  it("needs languageInfo.name and a translations object", () => {
    expect(
      readTranslationFile(JSON.stringify({ languageInfo: { code: "hi" }, translations: {} }), base).problems,
    ).toEqual([{ kind: "badShape" }]);
    expect(readTranslationFile(JSON.stringify({ languageInfo: { code: "hi", name: "Hindi" } }), base).problems).toEqual(
      [{ kind: "badShape" }],
    );
  });

  it("finds named placeholders", () => {
    expect(placeholdersOf("{count, plural, one {# job} other {# jobs}} for {name}")).toEqual(["count", "name"]);
  });
});
