import { describe, expect, it } from "vitest";
import { styleCache, styleElements } from "./page-styles.ts";

describe("styleElements", () => {
  it("writes the classes the markup uses into one element, each global into its own, and drops unused classes", () => {
    const cache = styleCache();
    cache.inserted.used = ".css-used{color:red;}";
    cache.inserted.placeholder = ".css-placeholder{height:40px;}";
    cache.inserted.reset = "html{line-height:1.5;}";
    cache.inserted.empty = "";
    const html = styleElements(cache, '<main class="css-used">Work</main>');
    expect(html).toBe(
      '<style data-emotion="css-global reset">html{line-height:1.5;}</style>' +
        '<style data-emotion="css used">.css-used{color:red;}</style>',
    );
  });

  it("keeps the styles a render gives it rather than writing them beside their elements", () => {
    const cache = styleCache();
    // Emotion's compat mode: `insert` keeps the rules and returns nothing to write inline.
    expect(cache.compat).toBe(true);
    expect(styleElements(cache, "<p></p>")).toBe("");
  });
});
