import { describe, expect, it } from "vitest";
import { DEMO_PEOPLE } from "./demo-insert-people.ts";
import { starsFor } from "./demo-ratings.ts";

describe("starsFor", () => {
  it("gives each demo person star rows whose rounded average is their rating", () => {
    for (const person of DEMO_PEOPLE) {
      if (person.rating === null || person.reviewCount === 0) continue;
      const stars = starsFor(person.rating, person.reviewCount);
      expect(stars).toHaveLength(person.reviewCount);
      expect(stars.every((s) => Number.isInteger(s) && s >= 1 && s <= 5)).toBe(true);
      const average = Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10;
      expect(average, person.key).toBe(person.rating);
    }
  });
});
