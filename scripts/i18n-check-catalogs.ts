// The rules `npm run i18n:check` applies to the Lingui catalogs, on parsed catalogs in memory:
// every message translated, each translation keeping its message's placeholders, no obsolete entries,
// and the committed catalogs equal to what a fresh extraction gives.
import { formatter } from "@lingui/format-po";
import { type Token, parse } from "@messageformat/parser";

export type Entry = {
  msgid: string;
  context: string | null;
  translation: string;
  obsolete: boolean;
  /** Where the message is used ("src/screens/x.tsx:12"); not compared. */
  origin: string[];
};

export type ProblemKind =
  | "missing translation"
  | "placeholders differ"
  | "unparsable"
  | "obsolete"
  | "not in the committed catalog";

export type Problem = { locale: string; kind: ProblemKind; msgid: string; detail?: string };

const po = formatter();

/** Entries of a gettext catalog as Lingui writes it (including `#~` obsolete ones). */
export async function parseCatalog(text: string): Promise<Entry[]> {
  const catalog = await po.parse(text, { locale: null, sourceLocale: "en", filename: "catalog.po" });
  return Object.entries(catalog).map(([id, message]) => ({
    msgid: message.message ?? id,
    context: message.context ?? null,
    translation: message.translation ?? "",
    obsolete: Boolean(message.obsolete),
    origin: (message.origin ?? []).map(([file, line]) => (line == null ? file : `${file}:${line}`)),
  }));
}

/**
 * What a translation must keep from its message: ICU arguments (`{name}`, `{0}`, `{0, number}`), the
 * argument of each plural/select/selectordinal, and Lingui's numbered JSX tags (`<0>`, `</0>`, `<0/>`),
 * as a sorted set. Throws when the text is not valid ICU MessageFormat (Lingui would show it raw).
 */
export function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      switch (token.type) {
        case "content":
          for (const tag of token.value.matchAll(/<\/?\d+\s*\/?>/g)) found.add(tag[0].replace(/\s+/g, ""));
          break;
        case "argument":
          found.add(`{${token.arg}}`);
          break;
        case "function":
          found.add(`{${token.arg}, ${token.key}}`);
          if (token.param) visit(token.param);
          break;
        case "plural":
        case "select":
        case "selectordinal":
          found.add(`{${token.arg}, ${token.type}}`);
          for (const c of token.cases) visit(c.tokens);
          break;
        case "octothorpe":
          break;
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}

const key = (e: Pick<Entry, "msgid" | "context">) => `${e.context ?? ""}\u0004${e.msgid}`;

/**
 * Problems of one locale's catalog on its own: obsolete entries everywhere; in a translated locale, an
 * empty translation; and a translation whose placeholders are not the same set as its message's.
 */
export function checkCatalog(locale: string, entries: Entry[], { isSource }: { isSource: boolean }): Problem[] {
  const problems: Problem[] = [];
  for (const entry of entries) {
    const { msgid } = entry;
    if (entry.obsolete) {
      problems.push({
        locale,
        kind: "obsolete",
        msgid,
        detail: "the code no longer uses it: `npm run i18n:extract` removes it",
      });
      continue;
    }
    if (!entry.translation.trim()) {
      if (!isSource) problems.push({ locale, kind: "missing translation", msgid });
      continue;
    }
    let expected: string[];
    try {
      expected = placeholdersOf(msgid);
    } catch (error) {
      problems.push({ locale, kind: "unparsable", msgid, detail: `the message itself: ${(error as Error).message}` });
      continue;
    }
    let actual: string[];
    try {
      actual = placeholdersOf(entry.translation);
    } catch (error) {
      problems.push({
        locale,
        kind: "unparsable",
        msgid,
        detail: `${JSON.stringify(entry.translation)}: ${(error as Error).message}`,
      });
      continue;
    }
    const lost = expected.filter((p) => !actual.includes(p));
    const extra = actual.filter((p) => !expected.includes(p));
    if (lost.length || extra.length) {
      const parts = [
        lost.length ? `lost ${lost.join(" ")}` : "",
        extra.length ? `extra ${extra.join(" ")}` : "",
      ].filter(Boolean);
      problems.push({
        locale,
        kind: "placeholders differ",
        msgid,
        detail: `${parts.join("; ")} in ${JSON.stringify(entry.translation)}`,
      });
    }
  }
  return problems;
}

/**
 * Messages a fresh extraction added to the committed catalog: the code has them, the catalog did not.
 * (Messages the code no longer uses come back from the extraction as obsolete, and checkCatalog reports
 * those.) Origins (file:line) are not compared: a moved line changes no text anyone sees.
 */
export function compareExtraction(locale: string, committed: Entry[], extracted: Entry[]): Problem[] {
  const before = new Set(committed.map(key));
  return extracted
    .filter((entry) => !entry.obsolete && !before.has(key(entry)))
    .map((entry) => ({
      locale,
      kind: "not in the committed catalog" as const,
      msgid: entry.msgid,
      detail: "run `npm run i18n:extract`, then translate it",
    }));
}

/**
 * All problems of one locale: messages missing from the committed catalog, then the extracted catalog
 * checked on its own (so a message the extraction added counts as untranslated too).
 */
export function checkLocale(
  locale: string,
  committed: Entry[],
  extracted: Entry[],
  options: { isSource: boolean },
): Problem[] {
  return [...compareExtraction(locale, committed, extracted), ...checkCatalog(locale, extracted, options)];
}

/** One line per problem, grouped by locale and kind, then a count per kind. */
export function formatProblems(problems: Problem[]): string {
  const lines: string[] = [];
  const sorted = [...problems].sort(
    (a, b) => a.locale.localeCompare(b.locale) || a.kind.localeCompare(b.kind) || a.msgid.localeCompare(b.msgid),
  );
  for (const p of sorted)
    lines.push(`${p.locale}: ${p.kind}: ${JSON.stringify(p.msgid)}${p.detail ? ` (${p.detail})` : ""}`);
  const counts = new Map<string, number>();
  for (const p of problems) counts.set(`${p.locale} ${p.kind}`, (counts.get(`${p.locale} ${p.kind}`) ?? 0) + 1);
  if (counts.size) lines.push("", ...[...counts].sort().map(([what, n]) => `${what}: ${n}`));
  return lines.join("\n");
}
