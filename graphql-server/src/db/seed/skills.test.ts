import { describe, expect, it } from "vitest";
import { SkillCategory } from "../../generated/prisma/enums.ts";
import { PLANT_PROTECTION_SKILLS, SKILL_CATALOGUE } from "./skills.ts";

type Script = "latin" | "devanagari" | "kannada" | "telugu";

const SCRIPT_LETTERS: Record<Script, RegExp> = {
  latin: /^[A-Za-z]$/,
  devanagari: /^[\u0900-\u097F]$/,
  kannada: /^[\u0C80-\u0CFF]$/,
  telugu: /^[\u0C00-\u0C7F]$/,
};

/** The one script all the letters (and vowel signs) of the text are written in, or undefined if none or mixed. */
function scriptOf(text: string): Script | undefined {
  const letters = text.normalize("NFC").match(/[\p{L}\p{M}]/gu) ?? [];
  if (letters.length === 0) return undefined;
  const scripts = Object.keys(SCRIPT_LETTERS) as Script[];
  return scripts.find((script) => letters.every((letter) => SCRIPT_LETTERS[script].test(letter)));
}

const key = (text: string) => text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();

describe("SKILL_CATALOGUE", () => {
  it("has at least 100 skills with unique names (any case)", () => {
    expect(SKILL_CATALOGUE.length).toBeGreaterThanOrEqual(100);
    const names = SKILL_CATALOGUE.map((skill) => key(skill.name));
    const duplicates = names.filter((name, index) => names.indexOf(name) !== index);
    expect(duplicates).toEqual([]);
  });

  it("has at least 3 skills in every skill category", () => {
    for (const category of Object.values(SkillCategory)) {
      const count = SKILL_CATALOGUE.filter((skill) => skill.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(3);
    }
  });

  it("names every skill in English (Title Case) and describes it in one sentence", () => {
    for (const skill of SKILL_CATALOGUE) {
      expect(skill.name, skill.name).toBe(skill.name.trim());
      expect(scriptOf(skill.name), skill.name).toBe("latin");
      expect(skill.name, skill.name).toMatch(/^[^a-z]/);
      for (const word of skill.name.split(/[\s/]+/).filter((w) => !["and", "of"].includes(w)))
        expect(word, skill.name).toMatch(/^\(?[A-Z]/);
      expect(skill.description, skill.name).toMatch(/^[A-Z][^.]*\.$/);
    }
  });

  it("names every skill in Hindi, Kannada and Telugu, each in its own script", () => {
    for (const skill of SKILL_CATALOGUE) {
      const { hi, kn, te } = skill.localizedNames;
      expect(scriptOf(hi), `${skill.name} hi: ${hi}`).toBe("devanagari");
      expect(scriptOf(kn), `${skill.name} kn: ${kn}`).toBe("kannada");
      expect(scriptOf(te), `${skill.name} te: ${te}`).toBe("telugu");
    }
  });

  it("gives every skill synonyms in English, Hindi, Kannada and Telugu, each in one script", () => {
    for (const skill of SKILL_CATALOGUE) {
      const scripts = new Set<Script>();
      for (const synonym of skill.synonyms) {
        const script = scriptOf(synonym);
        expect(script, `${skill.name}: "${synonym}"`).toBeDefined();
        if (script) scripts.add(script);
        expect(synonym, skill.name).toBe(synonym.trim());
      }
      expect([...scripts].sort(), skill.name).toEqual(["devanagari", "kannada", "latin", "telugu"]);
    }
  });

  it("never repeats a skill's own names among its synonyms, nor a synonym twice", () => {
    for (const skill of SKILL_CATALOGUE) {
      const names = [skill.name, ...Object.values(skill.localizedNames)].map(key);
      const synonyms = skill.synonyms.map(key);
      expect(
        synonyms.filter((synonym) => names.includes(synonym)),
        skill.name,
      ).toEqual([]);
      expect(new Set(synonyms).size, skill.name).toBe(synonyms.length);
    }
  });

  it("names one skill with each word, so that a search for a word finds one skill", () => {
    const owners = new Map<string, string>();
    const shared: string[] = [];
    for (const skill of SKILL_CATALOGUE) {
      for (const word of new Set([skill.name, ...Object.values(skill.localizedNames), ...skill.synonyms].map(key))) {
        const owner = owners.get(word);
        if (owner === undefined) owners.set(word, skill.name);
        else shared.push(`"${word}": ${owner}, ${skill.name}`);
      }
    }
    expect(shared).toEqual([]);
  });

  it("has the skills that demo data and test scenarios name", () => {
    const names = new Set(SKILL_CATALOGUE.map((skill) => skill.name));
    for (const name of ["Milking", "Cattle Care", "Tractor Driving", ...PLANT_PROTECTION_SKILLS])
      expect(names.has(name), name).toBe(true);
  });
});
