// What the route × language check reads from a rendered screen, and how it judges it: the visible text
// (text nodes, and the aria-label, placeholder, title and alt of visible elements) for English left in a
// Hindi, Kannada or Telugu screen, and the controls and headings whose text overflows or is cut off.
import { ALLOWED_ON_ROUTE, ALLOWED_WORDS, NOT_WORDS, USER_CONTENT_KEYS } from "./i18n-allowlist.ts";

export type ScreenText = { text: string; where: string };
export type ScreenFacts = { texts: ScreenText[]; overflows: string[]; pageOverflow: number };

/**
 * Runs in the page. Text whose nearest `lang` attribute names another language is skipped: the app marks
 * text that is foreign on purpose (each language's own name in the language picker).
 */
export function readScreen(): ScreenFacts {
  const pageLang = document.documentElement.lang;
  const visible = (el: Element): boolean => {
    const select = el.closest("select");
    const target = select ?? el;
    return target.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  };
  const foreign = (el: Element) => {
    const marked = el.closest("[lang]");
    return Boolean(marked && marked !== document.documentElement && marked.getAttribute("lang") !== pageLang);
  };
  const describe = (el: Element): string => {
    const select = el instanceof HTMLSelectElement ? null : el.closest("select");
    if (select) {
      const name = select.getAttribute("aria-label") || select.labels?.[0]?.textContent || select.name;
      return `option of select ${JSON.stringify(name.replace(/\s+/g, " ").trim().slice(0, 40))}`;
    }
    const role = el.getAttribute("role");
    const tag = el.tagName.toLowerCase() + (role ? `[role=${role}]` : "");
    const context = el.closest("button, a, label, h1, h2, h3, h4, h5, h6, [role=tab], [role=button]");
    return context && context !== el ? `${context.tagName.toLowerCase()} > ${tag}` : tag;
  };

  const texts: ScreenText[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue?.replace(/\s+/g, " ").trim();
    const el = node.parentElement;
    if (!text || !el || el.closest("script, style, noscript, template") || foreign(el) || !visible(el)) continue;
    texts.push({ text, where: describe(el) });
  }
  for (const el of document.body.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
    if (foreign(el) || !visible(el)) continue;
    for (const attribute of ["aria-label", "placeholder", "title", "alt"]) {
      const value = el.getAttribute(attribute)?.replace(/\s+/g, " ").trim();
      if (value) texts.push({ text: value, where: `${describe(el)} @${attribute}` });
    }
  }

  // Controls and headings: text wider than its box (cut off when the box hides it, spilling out when not),
  // text clamped to fewer lines than it has, or a box reaching past the screen's edge.
  const overflows: string[] = [];
  const viewport = document.documentElement.clientWidth;
  const canvas = document.createElement("canvas").getContext("2d")!;
  const label = (el: Element) =>
    JSON.stringify((el.getAttribute("aria-label") || el.textContent || "").replace(/\s+/g, " ").trim().slice(0, 60));
  const inScroller = (el: Element) => {
    for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
      const x = getComputedStyle(up).overflowX;
      if ((x === "auto" || x === "scroll") && up.scrollWidth > up.clientWidth + 1) return true;
    }
    return false;
  };
  const selector =
    "button, a, h1, h2, h3, h4, h5, h6, label, legend, [role=tab], [role=button], [role=link], .chakra-badge, .chakra-tag__root, select, input[placeholder], textarea[placeholder]";
  for (const el of document.body.querySelectorAll<HTMLElement>(selector)) {
    if (!visible(el) || foreign(el)) continue;
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue; // visually hidden text for screen readers
    const style = getComputedStyle(el);
    const name = `${describe(el)} ${label(el)}`;
    if (el instanceof HTMLSelectElement || el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      // (A textarea's placeholder wraps, so only one-line fields are measured.)
      const shown =
        el instanceof HTMLSelectElement
          ? (el.selectedOptions[0]?.text ?? "")
          : el.value || el instanceof HTMLTextAreaElement
            ? ""
            : el.placeholder;
      if (!shown) continue;
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needed = canvas.measureText(shown).width;
      if (needed > room + 1)
        overflows.push(
          `${name}: ${JSON.stringify(shown)} cut off (${Math.ceil(needed)} px of text in ${Math.floor(room)} px)`,
        );
      continue;
    }
    if (style.display !== "inline" && el.scrollWidth > el.clientWidth + 1) {
      const hides = /hidden|clip/.test(style.overflowX) || style.textOverflow === "ellipsis";
      overflows.push(
        `${name}: text ${hides ? "cut off" : "spills out"} (${el.scrollWidth} px in ${el.clientWidth} px)`,
      );
    } else if (style.webkitLineClamp !== "none" && el.scrollHeight > el.clientHeight + 1) {
      overflows.push(`${name}: text cut off after ${style.webkitLineClamp} line(s)`);
    } else if (
      style.display !== "inline" &&
      /hidden|clip/.test(style.overflowY) &&
      el.scrollHeight > el.clientHeight + 1 &&
      el.clientHeight > 0
    ) {
      overflows.push(`${name}: text cut off at the bottom (${el.scrollHeight} px in ${el.clientHeight} px)`);
    }
    if ((box.right > viewport + 1 || box.left < -1) && !inScroller(el)) {
      overflows.push(
        `${name}: reaches past the screen (${Math.round(box.left)}..${Math.round(box.right)} px of ${viewport} px)`,
      );
    }
  }
  return {
    texts,
    overflows: [...new Set(overflows)],
    pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  };
}

/**
 * Lower-case Latin-script words of a text (digits, currency, punctuation and Indian scripts are not), on
 * the route with this pattern.
 */
export function latinWords(text: string, routePattern = ""): string[] {
  const words: string[] = [];
  for (const chunk of text.split(/\s+/)) {
    const token = chunk.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
    if (
      !/[A-Za-z]/.test(token) ||
      NOT_WORDS.some((n) => (!n.route || n.route === routePattern) && n.pattern.test(token))
    )
      continue;
    for (const word of token.match(/[0-9]*[A-Za-z][A-Za-z0-9]*/g) ?? []) words.push(word.toLowerCase());
  }
  return words;
}

/**
 * Adds to `into` the words of what people typed, found in an API answer: string values under
 * USER_CONTENT_KEYS. Skipped: GraphQL `errors`, typed `…Error` results, and anything under a skill, badge,
 * achievement or category, or in an object carrying localized names (`localizedName`, `hi`, `kn`, `te`),
 * which the app must show in the active language.
 */
export function collectUserWords(value: unknown, into: Set<string>, pathKey = "") {
  if (Array.isArray(value)) {
    for (const item of value) collectUserWords(item, into, pathKey);
    return;
  }
  if (!value || typeof value !== "object") return;
  const object = value as Record<string, unknown>;
  const typename = typeof object.__typename === "string" ? object.__typename : "";
  if (typename.endsWith("Error")) return;
  const localized = ["localizedName", "hi", "kn", "te"].some((k) => k in object);
  for (const [key, child] of Object.entries(object)) {
    if (pathKey === "" && key === "errors") continue;
    if (/skill|badge|achievement|categor/i.test(key)) continue;
    if (typeof child === "string") {
      if (!localized && USER_CONTENT_KEYS.has(key)) for (const word of latinWords(child)) into.add(word);
    } else {
      collectUserWords(child, into, key);
    }
  }
}

export type EnglishLeft = { text: string; where: string; words: string[] };

/**
 * Visible texts with Latin-script words that are neither allowed nor typed by people. A word cut short
 * with an ellipsis ("irrigati…", a chart's label) counts as the typed word it begins.
 */
export function englishLeft(texts: ScreenText[], userWords: ReadonlySet<string>, routePattern: string): EnglishLeft[] {
  const onRoute = ALLOWED_ON_ROUTE.get(routePattern);
  const allowed = (word: string, cut: boolean) =>
    ALLOWED_WORDS.has(word) ||
    ALLOWED_WORDS.has(word.replace(/^[0-9]+/, "")) ||
    Boolean(onRoute?.has(word)) ||
    userWords.has(word) ||
    (cut && [...userWords].some((typed) => typed.startsWith(word)));
  const found = new Map<string, EnglishLeft>();
  for (const { text, where } of texts) {
    const all = latinWords(text, routePattern);
    const words = all.filter((w, i) => !allowed(w, i === all.length - 1 && /(…|\.\.\.)$/.test(text)));
    if (words.length && !found.has(text)) found.set(text, { text, where, words: [...new Set(words)] });
  }
  return [...found.values()];
}

type Message = { msgid: string; origin: string[] };

/**
 * Finds where an English text on screen comes from, in the English catalog: the message equal to it, or
 * whose fixed parts (around `{placeholders}` and `<0>` tags) match it, or one of whose parts it is; and
 * whether the active language's catalog translates that message (then the screen shows it without
 * Lingui). Text in no message was written into the code without Lingui, came from the server untranslated,
 * or is a message id (the catalogs were not extracted).
 */
export function sourceFinder(english: Message[], translated: (msgid: string) => boolean): (text: string) => string {
  const patterns = english
    .filter((m) => !/\{\w+, (plural|select)/.test(m.msgid))
    .map((m) => {
      const parts = m.msgid.split(/\{[^{}]*\}|<\/?\d+\/?>/);
      const regex = new RegExp(`^${parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".*?")}$`, "s");
      return { ...m, regex, parts };
    });
  const where = (m: Message) => m.origin.slice(0, 2).join(", ") || "the catalog";
  const state = (m: Message) =>
    translated(m.msgid)
      ? "translated in the catalog but shown in English (not through Lingui here)"
      : "untranslated message";
  return (text) => {
    const exact = english.find((m) => m.msgid === text);
    if (exact) return `${state(exact)} (${where(exact)})`;
    const templated = patterns.find((p) => p.parts.length > 1 && p.regex.test(text));
    if (templated) return `${state(templated)} ${JSON.stringify(templated.msgid)} (${where(templated)})`;
    const containing = patterns.find((p) => p.parts.length > 1 && p.parts.some((part) => part.trim() === text));
    if (containing) return `part of ${state(containing)} ${JSON.stringify(containing.msgid)} (${where(containing)})`;
    // Lingui's generated ids are 6 characters of base64; a capitalised word is a word.
    if (/^[A-Za-z0-9+/]{6}$/.test(text) && !/^[A-Z]?[a-z]+$/.test(text))
      return "a message id: the message is not in the catalogs (extract them)";
    return "in no message: written into the code, or sent by the server, without translation";
  };
}
