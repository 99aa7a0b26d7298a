import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { APPLICATION_MESSAGES } from "../rules/applications.ts";
import { INVALID_OTP_MESSAGE } from "../rules/otp.ts";
import { LOCALES } from "./locale.ts";
import { parsePo } from "./po.ts";
import { CATALOG_DIR, catalog, english, translate } from "./translate.ts";

describe("parsePo", () => {
  it("reads ids, translations continued over lines, escapes and the explicit-id flag", () => {
    const entries = parsePo(
      [
        'msgid ""',
        'msgstr ""',
        '"Language: hi\\n"',
        "",
        "#. js-lingui-explicit-id",
        "#: ../graphql-server/src/rules/otp.ts:22",
        'msgid "Invalid OTP. Please try again."',
        'msgstr "गलत OTP।"',
        "",
        "#: src/a.tsx:1",
        'msgid ""',
        '"Say \\"hi\\" "',
        '"twice"',
        'msgstr "दो \\\\ बार\\nकहें"',
        "",
        'msgctxt "menu"',
        'msgid "Open"',
        'msgstr "खोलें"',
        "",
        '#~ msgid "Old"',
        '#~ msgstr "पुराना"',
      ].join("\n"),
    );
    expect(entries).toEqual([
      { msgid: "Invalid OTP. Please try again.", msgstr: "गलत OTP।", explicitId: true, msgctxt: null },
      { msgid: 'Say "hi" twice', msgstr: "दो \\ बार\nकहें", explicitId: false, msgctxt: null },
      { msgid: "Open", msgstr: "खोलें", explicitId: false, msgctxt: "menu" },
    ]);
  });

  it("reads every entry of the app's catalogs", () => {
    for (const locale of LOCALES) {
      const text = fs.readFileSync(path.join(CATALOG_DIR, `${locale}.po`), "utf8");
      // Every msgid line but the header's starts an entry.
      const entries = text.match(/^msgid /gm)!.length - 1;
      expect(parsePo(text)).toHaveLength(entries);
    }
  });
});

describe("translate", () => {
  it("answers from the locale's catalog, which has the shared rules' messages", () => {
    for (const locale of ["hi", "kn", "te"] as const) {
      const translated = catalog(locale).get(INVALID_OTP_MESSAGE);
      expect(translated).toBeTruthy();
      expect(translated).not.toBe(INVALID_OTP_MESSAGE);
      expect(translate(locale, INVALID_OTP_MESSAGE)).toBe(translated);
      expect(translate(locale, APPLICATION_MESSAGES.alreadyApplied)).not.toBe(APPLICATION_MESSAGES.alreadyApplied);
    }
  });

  it("keeps English as written", () => {
    expect(translate("en", INVALID_OTP_MESSAGE)).toBe(INVALID_OTP_MESSAGE);
    expect(english(APPLICATION_MESSAGES.alreadyApplied)).toBe(APPLICATION_MESSAGES.alreadyApplied);
  });

  it("falls back to the English text, with its values, for a message the catalog lacks", () => {
    const message = {
      id: "Wait {count, plural, one {# second} other {# seconds}} for {name}'s turn",
      values: { count: 1, name: "Asha" },
    };
    expect(translate("hi", message)).toBe("Wait 1 second for Asha's turn");
    expect(translate("te", { ...message, values: { count: 57, name: "Ravi" } })).toBe(
      "Wait 57 seconds for Ravi's turn",
    );
  });
});
