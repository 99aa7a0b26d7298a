// The language a person chose, kept where both sides read it: the browser keeps it in localStorage and in this
// cookie, so the server renders a page in that language on the first request.

/** The cookie holding the chosen language's code (en, hi, kn, te). */
export const LANGUAGE_COOKIE = "language";

/** The cookie lasts a year, as the choice does in the browser. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The cookie's value in a Cookie header, or null. */
export function languageCookieOf(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE) return value.join("=").trim() || null;
  }
  return null;
}
