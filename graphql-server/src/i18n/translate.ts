// Server messages in the user's language, from the app's own Lingui catalogs (frontend/src/locales), so
// the server and the app always say the same thing. A message's id is its English text (an ICU message,
// marked /*i18n*/ in graphql-server/src/rules); a locale without a translation falls back to that text.
import fs from "node:fs";
import path from "node:path";
import { type I18n, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { DEFAULT_LOCALE, type Locale } from "./locale.ts";
import { parsePo } from "./po.ts";
import { repoRoot } from "../db/config.ts";

/** A message for a user: its id (the English ICU text) alone, or with the values its placeholders need. */
export type Message = string | { readonly id: string; readonly values?: Readonly<Record<string, string | number>> };

export const CATALOG_DIR = path.join(repoRoot, "frontend/src/locales");

const catalogs = new Map<Locale, ReadonlyMap<string, string>>();
const instances = new Map<Locale, I18n>();

/**
 * A locale's translations by message id, read once. The rules' messages are entries with an explicit id;
 * the app's own messages (which Lingui keys by a hash) count by their English text too, so a server
 * message that repeats one of the app's texts is translated before the rules' copy is extracted.
 */
export function catalog(locale: Locale): ReadonlyMap<string, string> {
  let translations = catalogs.get(locale);
  if (!translations) {
    const entries = parsePo(readCatalogFile(locale));
    const map = new Map<string, string>();
    for (const entry of entries)
      if (!entry.explicitId && !entry.msgctxt && entry.msgstr) map.set(entry.msgid, entry.msgstr);
    for (const entry of entries) if (entry.explicitId && entry.msgstr) map.set(entry.msgid, entry.msgstr);
    translations = map;
    catalogs.set(locale, translations);
  }
  return translations;
}

/** A catalog's text; a missing catalog leaves that language in English (with a warning) rather than failing requests. */
function readCatalogFile(locale: Locale): string {
  const file = path.join(CATALOG_DIR, `${locale}.po`);
  try {
    return fs.readFileSync(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    process.emitWarning(`No catalog at ${file}: server messages in ${locale} stay in English`);
    return "";
  }
}

function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    const messages = Object.fromEntries([...catalog(locale)].map(([id, text]) => [id, compileMessage(text)]));
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    // A message the catalog lacks is its id, compiled when used.
    i18n.setMessagesCompiler(compileMessage);
    instances.set(locale, i18n);
  }
  return i18n;
}

/** The message in `locale`: the catalog's translation, or the English text when there is none. */
export function translate(locale: Locale, message: Message): string {
  const { id, values } = typeof message === "string" ? { id: message, values: undefined } : message;
  return i18nFor(locale)._(id, values);
}

/** The message in English, for logs and for Error.message. */
export function english(message: Message): string {
  return translate(DEFAULT_LOCALE, message);
}
