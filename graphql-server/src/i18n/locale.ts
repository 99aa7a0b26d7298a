// Which language a request wants: the app names its active language in X-Language; other clients are
// answered in the best match of their Accept-Language, and English when nothing matches.

/** The languages KhetSetu speaks; English is the source language and the fallback. */
export const LOCALES = ["en", "hi", "kn", "te"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The request header the app sends its active language in. */
export const LANGUAGE_HEADER = "x-language";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A language tag's primary language, when KhetSetu speaks it: "hi-IN" and "HI" are hi. */
function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : null;
}

/**
 * The best language of an Accept-Language header ("kn,en;q=0.5"): the one with the highest q-value
 * (order breaks ties), ignoring languages KhetSetu does not speak and any with q=0; null when none fits.
 * "*" stands for English.
 */
export function parseAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(",")) {
    const [tag = "", ...params] = part.split(";");
    const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    const locale = tag.trim() === "*" ? DEFAULT_LOCALE : localeOfTag(tag);
    if (locale && (!best || q > best.q)) best = { locale, q };
  }
  return best?.locale ?? null;
}

/** A request's language: X-Language when it names a known language, else Accept-Language, else English. */
export function requestLocale(headers: { get(name: string): string | null }): Locale {
  const chosen = headers.get(LANGUAGE_HEADER);
  return (chosen ? localeOfTag(chosen) : null) ?? parseAcceptLanguage(headers.get("accept-language")) ?? DEFAULT_LOCALE;
}

/** The language the app named in X-Language, or null when it named none it speaks. */
export function chosenLocale(headers: { get(name: string): string | null }): Locale | null {
  const chosen = headers.get(LANGUAGE_HEADER);
  return chosen ? localeOfTag(chosen) : null;
}
