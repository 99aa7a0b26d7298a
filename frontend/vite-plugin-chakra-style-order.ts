import type { Plugin } from "vite";

/** Chakra's memo helper, whose cache key is built here. */
export const CHAKRA_MEMO_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/](esm|cjs)[\\/]utils[\\/]memo\.c?js$/;
const SORTED_KEYS = "const keys = Object.keys(value).sort();";
const KEYS_IN_ORDER = "const keys = Object.keys(value);";

/**
 * Chakra caches each element's style props by a key that ignores their order, and hands back the first result's
 * CSS, whose property order (and so Emotion's class name) is that of whichever element came first in the process.
 * A server that rendered other pages before would then name a class differently from the browser that hydrates
 * the page. Keying the cache in the props' own order gives every element the same class name on both sides.
 * The build fails if Chakra's helper no longer reads as expected (checked by the plugin's test).
 */
export function keyChakraStylesInOrder(code: string): string {
  if (!code.includes(SORTED_KEYS))
    throw new Error("chakra-style-order: Chakra's memo helper changed; review the plugin");
  return code.replace(SORTED_KEYS, KEYS_IN_ORDER);
}

export function chakraStyleOrder(): Plugin {
  return {
    name: "khetsetu-chakra-style-order",
    enforce: "pre",
    transform(code, id) {
      if (!CHAKRA_MEMO_MODULE.test(id.split("?")[0]!)) return null;
      return { code: keyChakraStylesInOrder(code), map: null };
    },
  };
}
