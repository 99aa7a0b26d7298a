import { describe, expect, it } from "vitest";
import {
  type Entry,
  checkCatalog,
  checkLocale,
  compareExtraction,
  formatProblems,
  parseCatalog,
  placeholdersOf,
} from "./i18n-check-catalogs.ts";

const entry = (msgid: string, translation: string, extra: Partial<Entry> = {}): Entry => ({
  msgid,
  context: null,
  translation,
  obsolete: false,
  origin: [],
  ...extra,
});

describe("placeholdersOf", () => {
  it("collects arguments, plural and select arguments (also nested) and numbered tags", () => {
    expect(
      placeholdersOf(
        "Hello {name}, <0>{count, plural, one {# job} other {{kind, select, a {A} other {#}} jobs}}</0><1/>",
      ),
    ).toEqual(["</0>", "<0>", "<1/>", "{count, plural}", "{kind, select}", "{name}"]);
  });

  it("has none in plain text, and throws on a broken message", () => {
    expect(placeholdersOf("Save")).toEqual([]);
    expect(() => placeholdersOf("Pay {amount")).toThrow();
  });
});

describe("checkCatalog", () => {
  it("passes a complete translation that keeps every placeholder (in any order)", () => {
    const catalog = [
      entry("Hello {name}", "नमस्ते {name}"),
      entry("<0>{0}</0> ({1})", "({1}) <0>{0}</0>"),
      entry("{0, plural, one {# job} other {# jobs}}", "{0, plural, one {# काम} other {# काम}}"),
    ];
    expect(checkCatalog("hi", catalog, { isSource: false })).toEqual([]);
  });

  it("reports an empty translation in a translated locale, not in the source locale", () => {
    expect(checkCatalog("kn", [entry("Apply", "")], { isSource: false })).toEqual([
      { locale: "kn", kind: "missing translation", msgid: "Apply" },
    ]);
    expect(checkCatalog("en", [entry("Apply", "")], { isSource: true })).toEqual([]);
  });

  it("reports a lost placeholder and a renamed plural argument", () => {
    const problems = checkCatalog(
      "te",
      [
        entry("₹{rate} per day", "రోజుకు ₹"),
        entry("{n, plural, one {# day} other {# days}}", "{count, plural, other {# రోజులు}}"),
      ],
      {
        isSource: false,
      },
    );
    expect(problems.map((p) => [p.kind, p.msgid, p.detail])).toEqual([
      ["placeholders differ", "₹{rate} per day", 'lost {rate} in "రోజుకు ₹"'],
      [
        "placeholders differ",
        "{n, plural, one {# day} other {# days}}",
        'lost {n, plural}; extra {count, plural} in "{count, plural, other {# రోజులు}}"',
      ],
    ]);
  });

  it("reports an extra tag", () => {
    const [problem] = checkCatalog("hi", [entry("Read the <0>terms</0>", "<0>शर्तें</0> <1>पढ़ें</1>")], { isSource: false });
    expect(problem).toMatchObject({ locale: "hi", kind: "placeholders differ", msgid: "Read the <0>terms</0>" });
    expect(problem!.detail).toMatch(/^extra <\/1> <1>/);
  });

  it("reports a translation that is not valid MessageFormat", () => {
    expect(checkCatalog("hi", [entry("{0} jobs", "{0 काम")], { isSource: false })).toEqual([
      expect.objectContaining({ locale: "hi", kind: "unparsable", msgid: "{0} jobs" }),
    ]);
  });

  it("reports obsolete entries in every locale, the source too", () => {
    const catalog = [entry("Old button", "Old button", { obsolete: true })];
    expect(checkCatalog("en", catalog, { isSource: true })).toEqual([
      expect.objectContaining({ locale: "en", kind: "obsolete", msgid: "Old button" }),
    ]);
  });
});

describe("compareExtraction", () => {
  it("reports messages the extraction added, by message and context, ignoring moved origins", () => {
    const committed = [entry("Save", "सेव करें", { origin: ["src/a.tsx:1"] }), entry("May", "मई", { context: "month" })];
    const extracted = [
      entry("Save", "सेव करें", { origin: ["src/a.tsx:9"] }),
      entry("May", "मई", { context: "month" }),
      entry("May", "", { context: "permission" }),
      entry("Gone", "", { obsolete: true }),
    ];
    expect(compareExtraction("hi", committed, extracted)).toEqual([
      expect.objectContaining({ locale: "hi", kind: "not in the committed catalog", msgid: "May" }),
    ]);
    expect(compareExtraction("hi", committed, committed)).toEqual([]);
  });

  it("checkLocale counts an added message as untranslated as well", () => {
    const kinds = checkLocale("te", [], [entry("Search", "")], { isSource: false }).map((p) => p.kind);
    expect(kinds).toEqual(["not in the committed catalog", "missing translation"]);
  });
});

describe("parseCatalog", () => {
  it("reads Lingui's gettext format, multi-line strings and `#~` obsolete entries", async () => {
    const text = [
      'msgid ""',
      'msgstr ""',
      '"Language: hi\\n"',
      "",
      "#: src/a.tsx:3",
      'msgid "Post a job"',
      'msgstr "काम डालें"',
      "",
      'msgid ""',
      '"Long "',
      '"text"',
      'msgstr ""',
      "",
      '#~ msgid "Removed"',
      '#~ msgstr "हटाया"',
      "",
    ].join("\n");
    expect(await parseCatalog(text)).toEqual([
      { msgid: "Post a job", context: null, translation: "काम डालें", obsolete: false, origin: ["src/a.tsx:3"] },
      { msgid: "Long text", context: null, translation: "", obsolete: false, origin: [] },
      { msgid: "Removed", context: null, translation: "हटाया", obsolete: true, origin: [] },
    ]);
  });
});

describe("formatProblems", () => {
  it("lists one line per problem with locale and message, then counts", () => {
    const text = formatProblems([
      { locale: "te", kind: "missing translation", msgid: "Apply" },
      { locale: "hi", kind: "obsolete", msgid: "Old", detail: "gone" },
    ]);
    expect(text.split("\n")).toEqual([
      'hi: obsolete: "Old" (gone)',
      'te: missing translation: "Apply"',
      "",
      "hi obsolete: 1",
      "te missing translation: 1",
    ]);
  });
});
