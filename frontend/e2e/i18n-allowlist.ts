// What may stay in Latin script on a screen in Hindi, Kannada or Telugu. Everything else written in Latin
// letters is English the translation missed (or a raw value the screen should have put into words).
// Words are compared in lower case.

/** Allowed on every screen. */
export const ALLOWED_WORDS: ReadonlyMap<string, string> = new Map([
  ["khetsetu", "the brand name"],
  ["analytics", "the spec keeps the bottom bar's 'Analytics' in English"],
  ["otp", "the loan word people use for the one-time code"],
  ["whatsapp", "a product name"],
  ["upi", "the payment system's name, as people say it"],
  ["am", "Intl's time of day in Hindi ('10:30 am')"],
  ["pm", "Intl's time of day in Hindi ('4:15 pm')"],
  ["km", "unit of distance"],
  ["kg", "unit of weight"],
  ["hp", "a tractor's horsepower ('45 HP')"],
  ["sms", "the loan word for a text message"],
  ["ngo", "the loan word for a non-profit organisation"],
  ["kvk", "Krishi Vigyan Kendra, known by its initials"],
  ["apmc", "the market yard (Agricultural Produce Market Committee), known by its initials"],
  ["3g", "the mobile network, as people say it"],
  ["4g", "the mobile network, as people say it"],
]);

/** Allowed on one route only (the route pattern as in routes.tsx), with the reason. */
export const ALLOWED_ON_ROUTE: ReadonlyMap<string, ReadonlyMap<string, string>> = new Map([
  [
    "/test-jobs",
    new Map(
      ["ramesh", "gowda", "lakshmi", "reddy", "suresh", "patil", "manjunath", "k", "basavaraj", "h"].map((word) => [
        word,
        "the sample jobs' employers (frontend/src/features/jobs/demoJobs.ts): people's names stay as they write them",
      ]),
    ),
  ],
  [
    "/language-manager",
    new Map([
      ["english", "the spec shows each language's English name next to its native name"],
      ["hindi", "the spec shows each language's English name next to its native name"],
      ["kannada", "the spec shows each language's English name next to its native name"],
      ["telugu", "the spec shows each language's English name next to its native name"],
      ["json", "the translation file's format"],
      ["mr", "the example language code in the new-language form's hint ('mr' for Marathi)"],
      ["translations", "a field name of the translation file, which the how-to names"],
      ["languageinfo", "a field name of the translation file, which the how-to names"],
      ["nativename", "a field name of the translation file, which the how-to names"],
    ]),
  ],
]);

/** Tokens that are not words of a language (on one route only when `route` is given). */
export const NOT_WORDS: ReadonlyArray<{ pattern: RegExp; why: string; route?: string }> = [
  {
    pattern: /^[a-z][a-zA-Z]*(?:[._][a-zA-Z_]+)+$/,
    why: "the quick editor's translation keys (common.welcome, userType.training_provider)",
    route: "/language-manager",
  },
  { pattern: /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, why: "an e-mail address" },
  { pattern: /^(?:https?:\/\/|www\.)/i, why: "a web address" },
];

/**
 * Keys whose string values in the API's JSON answers are what people typed (names, titles, places they
 * wrote, messages): their words may appear as they were written. Skill names (objects with localized
 * names), states, districts, categories and statuses are not here: the app must put those into the
 * active language.
 */
export const USER_CONTENT_KEYS: ReadonlyMap<string, string> = new Map([
  ["title", "a job's or course's title, typed by its employer or provider"],
  ["description", "a job's, course's or business's description"],
  ["firstName", "a person's name"],
  ["lastName", "a person's name"],
  ["email", "an e-mail address"],
  ["businessName", "an employer's business or a provider's organisation"],
  ["farmName", "an employer's farm"],
  ["organizationName", "a training provider's organisation"],
  ["providerName", "a course's provider (person or organisation)"],
  ["employerName", "a job's employer (person or business)"],
  ["cityVillage", "the village or town a person typed"],
  ["village", "the village or town a person typed"],
  ["block", "the block, typed where the app has no list"],
  ["location", "a job's place as its employer typed it ('Maddur, Karnataka')"],
  ["fullAddress", "the detailed address a person typed"],
  ["bio", "a few words a person wrote about themselves"],
  ["content", "a message someone wrote"],
  ["body", "a message someone wrote"],
  ["comment", "a rating's comment"],
  ["requirements", "a job's requirements, as typed"],
  ["workingHours", "a job's working hours, as typed"],
  ["subject", "a feedback subject"],
  ["jobTitle", "a job's title in an activity or a rating"],
  ["courseTitle", "a course's title in an activity"],
  ["fromName", "who wrote, in an activity"],
  ["raterName", "who gave a rating"],
  ["coverageArea", "where a service business works, as it wrote it"],
  ["priceRange", "a service business's prices, as it wrote them"],
  ["deviceHint", "the browser's description of itself (a signed-in session's device)"],
]);
