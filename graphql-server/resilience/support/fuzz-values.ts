// fast-check arbitraries for hostile input: wrong types, huge and strange strings (RTL, emoji, NUL,
// lone surrogates, Indian scripts), bad ids (unknown, negative, huge, malformed global ids), extra
// fields, arrays where objects are expected and deep nesting. None of them spells the words the leak
// check looks for, so a body holding such a word cannot be an echo of the input.
import fc from "fast-check";

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

export const STRANGE_STRINGS = [
  "",
  " ",
  "   \t\n\r  ",
  "مزرعة في ميسور",
  "\u202Eevil\u202C",
  "שדה תירס",
  "👩🏽‍🌾🌾🐄🚜",
  "\u200D\u200B\uFEFF",
  "\u0000",
  "a\u0000b",
  "\u0000\u0000\u0000",
  "\uD83D",
  "\uDC00x",
  "e\u0301\u0301\u0301\u0301",
  "ಕೃಷಿ ಕೆಲಸ",
  "खेत मज़दूर",
  "పొలం పని",
  "%",
  "%%",
  "_",
  "\\",
  "'",
  '"',
  '\'; DROP TABLE "User"; --',
  "' OR '1'='1",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  "${7*7}",
  "{{7*7}}",
  "<script>alert(1)</script>",
  "../../etc/passwd",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e999",
  "all",
  "Mysore",
  "Mysuru",
  "paddy",
  "\\u0000",
  "\x7f\x1b[31m",
  "x".repeat(300),
  "ಕ".repeat(2_000),
  "9".repeat(5_000),
  "y".repeat(20_000),
];

/** Strings larger than the 100 KB body limit (a 413 is the right answer, never a 5xx). */
export const HUGE_STRINGS = ["z".repeat(120_000), "🌾".repeat(40_000)];

export const stringArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...STRANGE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom("\u0000", "\u202E", "ಕ", "ع", "🌾", "%", "_", "'", "\\"),
      maxLength: 30,
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
);

export const intArb: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    1,
    -1,
    2,
    5,
    10,
    100,
    101,
    500,
    1_000,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31),
    -(2 ** 31) - 1,
    99_999_999_999,
    Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
  ),
  fc.integer(),
  fc.integer({ min: -5, max: 60 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Unknown, negative, huge and malformed ids, plain and global. */
export const TYPENAMES = [
  "Job",
  "User",
  "Course",
  "Conversation",
  "Application",
  "Skill",
  "Message",
  "Enrollment",
  "UserSkill",
  "Feedback",
  "Nope",
  "",
];
export const badIdArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    "0",
    "-1",
    "99999999999",
    "999999999999999999999999",
    "1.5",
    "1e3",
    "0x10",
    " 1",
    "abc",
    "!!!",
    "====",
    "Sm9iOjE",
    "Sm9iOjE=",
    "Sm9iOjE===",
    b64("Job:"),
    b64(":"),
    b64("Job:-1"),
    b64("Job:99999999999"),
    b64("Job:1.5"),
    b64("Job:abc"),
    b64("Job:1:2"),
    b64("Job:\u0000"),
    b64("User:0"),
    b64("Nope:1"),
    b64("👩‍🌾:1"),
    b64("a".repeat(3_000)),
    "\u0000",
    "%00",
  ),
  fc
    .tuple(
      fc.constantFrom(...TYPENAMES),
      fc.oneof(fc.integer({ min: -3, max: 60 }), fc.constantFrom(99_999_999_999, 2 ** 31, -(2 ** 31))),
    )
    .map(([t, n]) => b64(`${t}:${n}`)),
  fc.base64String({ maxLength: 24 }),
  stringArb,
);

/** A global id of the given type: mostly existing small ids, sometimes bad ones. */
export function globalIdArb(typename?: string): fc.Arbitrary<string> {
  const typed = fc.integer({ min: 1, max: 45 }).map((n) => b64(`${typename ?? "Job"}:${n}`));
  const any = fc
    .tuple(fc.constantFrom(...TYPENAMES.slice(0, 8)), fc.integer({ min: 1, max: 45 }))
    .map(([t, n]) => b64(`${t}:${n}`));
  return typename
    ? fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: any }, { weight: 2, arbitrary: badIdArb })
    : fc.oneof(any, badIdArb);
}

/** A plain REST id: mostly existing small ids, sometimes bad ones. */
export const plainIdArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 45 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 45 }).map(String) },
  { weight: 2, arbitrary: intArb },
  { weight: 1, arbitrary: badIdArb },
);

/** A path segment for `:id`. */
export const idSegmentArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 45 }).map(String) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "0",
      "-1",
      "99999999999",
      "1e3",
      "1.5",
      "0x1f",
      "abc",
      "%00",
      "%F0%9F%8C%BE",
      "%D9%85",
      "%E2%80%AE",
      "%25",
      "%2F",
      "..",
      "%ZZ",
      "1;2",
      "9".repeat(400),
    ),
  },
  { weight: 1, arbitrary: badIdArb.map((s) => encodeURIComponent(s.toWellFormed()).slice(0, 2_000) || "x") },
);

export const mobileArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "9876500001",
    "9876500101",
    "9876500201",
    "9876543210",
    "1234567890",
    "98765",
    "+919876543210",
    " 9876500001 ",
    "９８７６５００００１",
  ),
  fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }).map(String),
  stringArb,
);

export const otpArb: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, "0")),
  stringArb,
);

export const emailArb: fc.Arbitrary<string> = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom("a@b", "@", "x@y.z", "ನಾನು@ಉದಾಹರಣೆ.ಭಾರತ", "a@b.c\u0000"),
  stringArb,
);

export const dateArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "2030-01-01",
    "2026-12-31",
    "2020-02-30",
    "2024-02-29",
    "1900-01-01",
    "9999-12-31",
    "0000-00-00",
    "2030-1-1",
    "2030-01-01T00:00:00Z",
    "tomorrow",
    "+275760-09-13",
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  stringArb,
);

/** Nested arrays/objects `depth` levels deep. */
export function deepNesting(depth: number, kind: "array" | "object" | "mixed" = "mixed"): unknown {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) {
    const asArray = kind === "array" || (kind === "mixed" && i % 2 === 0);
    value = asArray ? [value] : { a: value };
  }
  return value;
}

export const deepArb: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.constantFrom(20, 70, 300, 3_000),
    fc.constantFrom("array", "object", "mixed") as fc.Arbitrary<"array" | "object" | "mixed">,
  )
  .map(([depth, kind]) => deepNesting(depth, kind));

/** Any JSON value of the wrong kind: where a string is expected, an object; where an object, an array. */
export const wrongValueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      0,
      -1,
      "",
      [],
      {},
      [1, 2, 3],
      ["a"],
      [{}],
      { a: 1 },
      JSON.parse('{"__proto__":{"polluted":true}}'),
      { constructor: { prototype: { x: 1 } } },
    ),
  },
  { weight: 2, arbitrary: stringArb },
  { weight: 2, arbitrary: intArb },
  { weight: 1, arbitrary: deepArb },
  { weight: 1, arbitrary: fc.array(fc.integer(), { minLength: 200, maxLength: 2_000 }) },
);

/** Extra fields nobody asked for. */
export const extraFieldsArb: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      "__proto__",
      "constructor",
      "prototype",
      "id",
      "userId",
      "role",
      "isAdmin",
      "\u0000",
      "",
      "a".repeat(500),
      "emoji👩‍🌾",
    ),
    fc.string({ maxLength: 12 }),
  ),
  wrongValueArb,
  { maxKeys: 4 },
);

/** Malformed JSON texts (and some that are JSON but not an object). */
export const malformedJsonArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "{",
    "}",
    "[",
    '{"a":',
    '{"a":1}}',
    "{'a': 1}",
    '{"a": undefined}',
    '{"a": NaN}',
    '{"a": 01}',
    '{"a": 1,}',
    '{"__proto__": {"x": 1}}',
    "nul",
    "tru",
    '"unterminated',
    "\uFEFF{}",
    "\u0000",
    '{"a":"\\u0000"}',
    '{"a":"\\ud800"}',
    '{"a": "\\x41"}',
    "[][]",
    "1 2",
    '{"a":1}\u0000',
    " ",
    "[".repeat(10_000),
    '{"a":'.repeat(3_000),
  ),
  fc.string({ maxLength: 30 }),
  fc.jsonValue().map((v) => JSON.stringify(v).slice(0, -1)),
);
