// Does a text ask its reader to pay? Jobs, courses and messages are screened with this when they are written.
//
// A text asks for money when, in one sentence, a payment word (a fee, a deposit, registration, an advance, money)
// stands near a cue that the reader pays (an amount, a pay verb, "must"), and nothing in its clause denies it
// ("no fee", "शुल्क नहीं") or puts the payment on someone else ("we pay the visa fee"). How sure each word is, and
// so which cues it needs, is in money-words.ts; docs/screening.md explains the rule and how to add words.
import {
  CLAUSE_BREAKS,
  COURSE_PRICE_WORDS,
  CURRENCY_WORDS,
  DENIAL_UNDONE,
  DENIALS,
  OTHER_PAYER,
  PAY_CUES,
  PAYMENT_WORDS,
  WAGE_WORDS,
} from "./money-words.ts";

/** What is screened: a course's own price may be named in its text ("course fee ₹500"); a job's fee may not. */
export type ScreenedText = "job" | "course" | "message";

export interface MoneyRequest {
  /** The words that ask for money, as written ("registration fees dena hoga"). */
  excerpt: string;
}

/** How many words apart a payment word and its cue may stand. */
const CUE_WINDOW = 8;
/** How many words before or after a payment word a denial reaches. */
const DENIAL_WINDOW = 3;
const EXCERPT_MAX = 120;

interface WordPattern {
  text: string;
  how: "exact" | "prefix" | "suffix";
}
type Phrase = readonly WordPattern[];

function compile(entries: readonly string[]): Phrase[] {
  return entries.map((entry) =>
    normalize(entry)
      .split(/\s+/)
      .filter(Boolean)
      .map((word): WordPattern => {
        if (word.length > 1 && word.endsWith("*")) return { text: word.slice(0, -1), how: "prefix" };
        if (word.length > 1 && word.startsWith("*")) return { text: word.slice(1), how: "suffix" };
        return { text: word, how: "exact" };
      }),
  );
}

const LISTS = {
  alone: compile(PAYMENT_WORDS.alone),
  strong: compile(PAYMENT_WORDS.strong),
  medium: compile(PAYMENT_WORDS.medium),
  weak: compile(PAYMENT_WORDS.weak),
  pay: compile(PAY_CUES.pay),
  transfer: compile(PAY_CUES.transfer),
  withAmount: compile(PAY_CUES.withAmount),
  obligation: compile(PAY_CUES.obligation),
  currency: compile(CURRENCY_WORDS),
  denialBefore: compile(DENIALS.before),
  denialAfter: compile(DENIALS.after),
  denialUndone: compile(DENIAL_UNDONE),
  otherPayer: compile(OTHER_PAYER),
  wage: compile(WAGE_WORDS),
  coursePrice: compile(COURSE_PRICE_WORDS),
  clauseBreak: compile(CLAUSE_BREAKS),
};

const PAYMENT_LEVELS = ["alone", "strong", "medium", "weak"] as const;
type PaymentLevel = (typeof PAYMENT_LEVELS)[number];

/** Indian digits (Devanagari, Kannada, Telugu) as ASCII, curly apostrophes straight, no joiners, lower case. */
function normalize(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u200b-\u200d\ufeff]/g, "")
    .replace(/[’‘]/g, "'")
    .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(/[\u0ce6-\u0cef]/g, (d) => String(d.charCodeAt(0) - 0x0ce6))
    .replace(/[\u0c66-\u0c6f]/g, (d) => String(d.charCodeAt(0) - 0x0c66))
    .toLowerCase();
}

interface Token {
  /** Normalized. */
  word: string;
  /** Which clause of the sentence it is in. */
  clause: number;
  /** Where it stands in the sentence's original text. */
  from: number;
  to: number;
}

interface Sentence {
  text: string;
  tokens: Token[];
}

/** A sentence ends at . ! ? । ; | or a line break ("Rs.500" and "1.5" are not ends); a comma ends a clause. */
function sentencesOf(text: string): Sentence[] {
  const prepared = text
    .normalize("NFC")
    .replace(/[\u200b-\u200d\ufeff]/g, "")
    .replace(/\b(rs|inr)\.\s?/gi, "$1 ");
  return prepared
    .split(/[!?।॥\n;|]+|\.(?=\s|$)/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({ text: part, tokens: tokensOf(part) }));
}

function tokensOf(sentence: string): Token[] {
  const tokens: Token[] = [];
  let clause = 0;
  const pieces = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*|₹|,/gu;
  for (const match of sentence.matchAll(pieces)) {
    if (match[0] === ",") {
      clause += 1;
      continue;
    }
    tokens.push({ word: normalize(match[0]), clause, from: match.index, to: match.index + match[0].length });
  }
  // "but", "लेकिन", "ಆದರೆ", "కానీ" start a clause of their own.
  for (let i = 0; i < tokens.length; i++) {
    if (phraseAt(tokens, i, LISTS.clauseBreak)) {
      for (let j = i; j < tokens.length; j++) tokens[j]!.clause += 1;
    }
  }
  return tokens;
}

function wordMatches(word: string, pattern: WordPattern): boolean {
  if (pattern.how === "prefix") return word.startsWith(pattern.text);
  if (pattern.how === "suffix") return word.endsWith(pattern.text);
  return word === pattern.text;
}

/** The length (in words) of the longest phrase of `list` starting at word i, 0 when none does. */
function phraseAt(tokens: readonly Token[], i: number, list: readonly Phrase[]): number {
  let longest = 0;
  for (const phrase of list) {
    if (phrase.length <= longest || i + phrase.length > tokens.length) continue;
    if (phrase.every((pattern, k) => wordMatches(tokens[i + k]!.word, pattern))) longest = phrase.length;
  }
  return longest;
}

interface Span {
  from: number;
  /** Exclusive. */
  to: number;
}

/** Every place a phrase of the list stands in the sentence (longest first at each word, not overlapping). */
function spansOf(tokens: readonly Token[], list: readonly Phrase[]): Span[] {
  const spans: Span[] = [];
  for (let i = 0; i < tokens.length; ) {
    const length = phraseAt(tokens, i, list);
    if (length > 0) {
      spans.push({ from: i, to: i + length });
      i += length;
    } else i += 1;
  }
  return spans;
}

const isDigits = (word: string) => /^\d+$/.test(word);

/** Words that are an amount of money: a currency word, a number next to one, or "500rs". */
function amountsOf(tokens: readonly Token[]): { strict: Span[]; bare: Span[] } {
  const currency = new Set(spansOf(tokens, LISTS.currency).map((span) => span.from));
  const strict: Span[] = [];
  const bare: Span[] = [];
  tokens.forEach((token, i) => {
    const span = { from: i, to: i + 1 };
    if (currency.has(i) || /^\d+(rs|inr|rupees)$/.test(token.word)) strict.push(span);
    else if (isDigits(token.word) && (currency.has(i - 1) || currency.has(i + 1))) strict.push(span);
    else if (isDigits(token.word) && token.word.length >= 2 && token.word.length <= 6) bare.push(span);
  });
  return { strict, bare };
}

const near = (a: Span, b: Span, window: number) => b.from < a.to + window && a.from < b.to + window;
const overlaps = (a: Span, b: Span) => a.from < b.to && b.from < a.to;
const clauseOf = (tokens: readonly Token[], span: Span) => tokens[span.from]!.clause;

/** Whether a denial in its clause cancels the words of `span` ("no fee", "शुल्क नहीं", "ಶುಲ್ಕವಿಲ್ಲ"). */
function denied(tokens: readonly Token[], span: Span): boolean {
  const clause = clauseOf(tokens, span);
  const sameClause = (i: number) => tokens[i]?.clause === clause;
  for (let i = Math.max(0, span.from - DENIAL_WINDOW); i < span.from; i++) {
    const length = phraseAt(tokens, i, LISTS.denialBefore);
    if (length > 0 && sameClause(i) && i + length <= span.from) return true;
  }
  for (let i = span.from; i < Math.min(tokens.length, span.to + DENIAL_WINDOW); i++) {
    const length = phraseAt(tokens, i, LISTS.denialAfter);
    if (length === 0 || !sameClause(i)) continue;
    const next = i + length;
    if ([next, next + 1].some((k) => k < tokens.length && phraseAt(tokens, k, LISTS.denialUndone) > 0)) continue;
    return true;
  }
  return false;
}

/** Words naming the course's own price just before the span ("course fee", "ತರಬೇತಿ ಶುಲ್ಕ"). */
function namesCoursePrice(tokens: readonly Token[], span: Span): boolean {
  for (let i = Math.max(0, span.from - 2); i < span.from; i++) if (phraseAt(tokens, i, LISTS.coursePrice)) return true;
  return false;
}

interface Finding {
  level: PaymentLevel | "transfer";
  span: Span;
}

/** The payment words of a sentence, the surest first where they overlap ("registration fee" over "fee"). */
function paymentSpans(tokens: readonly Token[]): Finding[] {
  const found: Finding[] = [];
  for (const level of PAYMENT_LEVELS) {
    for (const span of spansOf(tokens, LISTS[level])) {
      if (!found.some((other) => overlaps(other.span, span))) found.push({ level, span });
    }
  }
  return found;
}

/** The first words of the sentence that ask its reader to pay, or null. */
function requestIn(sentence: Sentence, kind: ScreenedText): Span | null {
  const { tokens } = sentence;
  const payers = spansOf(tokens, LISTS.otherPayer).map((span) => clauseOf(tokens, span));
  const someoneElsePays = (span: Span) => payers.includes(clauseOf(tokens, span));
  const aboutWages = spansOf(tokens, LISTS.wage).length > 0;
  const amounts = amountsOf(tokens);
  // "Do not pay", "पैसे मत भेजो": a denied verb is no cue.
  const transfers = spansOf(tokens, LISTS.transfer).filter((span) => !denied(tokens, span));
  const payVerbs = [...transfers, ...spansOf(tokens, LISTS.pay).filter((span) => !denied(tokens, span))];
  const obligations = spansOf(tokens, LISTS.obligation).filter((span) => !denied(tokens, span));
  const cueNear = (span: Span, cues: readonly Span[]) =>
    cues.find((cue) => !overlaps(cue, span) && near(span, cue, CUE_WINDOW)) ?? null;
  const joined = (span: Span, cue: Span | null) =>
    cue ? { from: Math.min(span.from, cue.from), to: Math.max(span.to, cue.to) } : span;

  for (const { level, span } of paymentSpans(tokens)) {
    if (denied(tokens, span) || someoneElsePays(span)) continue;
    if (kind === "course" && namesCoursePrice(tokens, span)) continue;
    if (level === "alone") {
      return joined(span, cueNear(span, [...amounts.strict, ...amounts.bare, ...payVerbs]));
    }
    const verb = cueNear(span, payVerbs);
    if (level === "strong") {
      const cue = verb ?? cueNear(span, [...amounts.strict, ...amounts.bare, ...obligations]);
      if (cue) return joined(span, cue);
    } else if (level === "medium") {
      const cue = verb ?? (aboutWages ? null : cueNear(span, amounts.strict));
      if (cue) return joined(span, cue);
    } else {
      const cue = cueNear(span, transfers) ?? (aboutWages ? null : verb);
      if (cue) return joined(span, cue);
    }
  }
  // Money sent somewhere without a fee word: "₹5000 jama karo", "ಮೊದಲು ₹1000 ಕಳುಹಿಸಿ".
  if (aboutWages) return null;
  const withAmount = spansOf(tokens, LISTS.withAmount).filter((span) => !denied(tokens, span));
  for (const span of [...transfers, ...withAmount]) {
    if (someoneElsePays(span)) continue;
    const amount = amounts.strict.find((cue) => near(span, cue, CUE_WINDOW));
    if (amount) return joined(span, amount);
  }
  return null;
}

/**
 * The span with the rest of an amount it starts or ends in ("₹" with its "500", "500" with its "रुपये"), and the
 * "must" right after it ("dena hoga").
 */
function withWholeAmounts(tokens: readonly Token[], span: Span): Span {
  const amountWord = (i: number) =>
    i >= 0 && i < tokens.length && (isDigits(tokens[i]!.word) || phraseAt(tokens, i, LISTS.currency) > 0);
  let { from, to } = span;
  while (amountWord(to) && amountWord(to - 1)) to += 1;
  while (amountWord(from - 1) && amountWord(from)) from -= 1;
  return { from, to: to + phraseAt(tokens, to, LISTS.obligation) };
}

/**
 * Whether the text asks its reader to pay (a fee, a deposit, registration charges, an advance for a job or a
 * visa), with the words that do; null for an ordinary text ("wage ₹500 per day", "food provided, no fee").
 */
export function findMoneyRequest(text: string, kind: ScreenedText): MoneyRequest | null {
  for (const sentence of sentencesOf(text)) {
    const span = requestIn(sentence, kind);
    if (!span) continue;
    const words = withWholeAmounts(sentence.tokens, span);
    const from = sentence.tokens[words.from]!.from;
    const to = sentence.tokens[words.to - 1]!.to;
    const excerpt = sentence.text.slice(from, to);
    return { excerpt: excerpt.length > EXCERPT_MAX ? `${excerpt.slice(0, EXCERPT_MAX - 1)}…` : excerpt };
  }
  return null;
}

/** Screens several fields of one text (a job's title and description) as one: the first request found. */
export function findMoneyRequestIn(fields: readonly (string | null | undefined)[], kind: ScreenedText) {
  for (const field of fields) {
    const found = field ? findMoneyRequest(field, kind) : null;
    if (found) return found;
  }
  return null;
}
