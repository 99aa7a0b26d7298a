// The styles of a page rendered on the server: Emotion (Chakra) keeps each style the render uses, and the page's head
// carries them.
import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * An Emotion cache for one render that keeps every style it is given (Emotion's "compat" mode) instead of writing
 * each into the markup beside its element. Inline, a style is written once per cache: a part rendered again after
 * a Suspense boundary waited (a lazy screen, a lazy section) would lose the styles its first try wrote.
 */
export function styleCache(): EmotionCache {
  const cache = createCache({ key: "css" });
  cache.compat = true;
  return cache;
}

/**
 * The styles a render's markup uses, as the <style> elements Emotion in the browser takes over: one for the class
 * names, and one per global style (Emotion's Global finds its own by name). A class the markup does not use (a
 * placeholder drawn while a Suspense boundary waited) is left out.
 */
export function styleElements(cache: EmotionCache, markup: string): string {
  // The markup's class names of this cache, read once (a page uses a few hundred).
  const used = new Set(markup.match(new RegExp(`\\b${cache.key}-[\\w-]+`, "g")));
  const classNames: string[] = [];
  let classRules = "";
  let globals = "";
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== "string" || rules === "") continue;
    const className = `${cache.key}-${name}`;
    if (!rules.includes(`.${className}`))
      globals += `<style data-emotion="${cache.key}-global ${name}">${rules}</style>`;
    else if (used.has(className)) {
      classNames.push(name);
      classRules += rules;
    }
  }
  const classes =
    classNames.length > 0 ? `<style data-emotion="${cache.key} ${classNames.join(" ")}">${classRules}</style>` : "";
  return globals + classes;
}
