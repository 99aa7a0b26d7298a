import { describe, expect, it } from "vitest";
import { buildPlaceNames, placeNameRows, readPlaceNamesCsv } from "./data/buildPlaceNames.ts";
import { transliterateKannada } from "./data/transliterateKannada.ts";
import locationsJson from "./data/india-locations.json";
import hiJson from "./data/place-names/hi.json";
import knJson from "./data/place-names/kn.json";
import teJson from "./data/place-names/te.json";
import type { IndiaLocations } from "./india.ts";
import { loadPlaceNames, PLACE_NAME_LOCALES, type PlaceNames, placeName, placeText } from "./placeNames.ts";

const locations = locationsJson as IndiaLocations;
const JSON_FILES: Record<(typeof PLACE_NAME_LOCALES)[number], PlaceNames> = { hi: hiJson, kn: knJson, te: teJson };
const SCRIPTS = {
  hi: /^[\u0900-\u097F .-]+$/,
  kn: /^[\u0C80-\u0CFF\u200C .-]+$/,
  te: /^[\u0C00-\u0C7F\u200C .-]+$/,
} as const;

describe("place names data", () => {
  it("is what place-names.csv produces", () => {
    expect(JSON_FILES).toEqual(buildPlaceNames(readPlaceNamesCsv()));
  });

  it.each(PLACE_NAME_LOCALES)("names all 36 states and union territories in %s", (locale) => {
    const states = Object.keys(locations);
    expect(states).toHaveLength(36);
    for (const state of states) expect(JSON_FILES[locale].state?.[state], state).toMatch(SCRIPTS[locale]);
  });

  it.each(PLACE_NAME_LOCALES)("names every district of Karnataka, Andhra Pradesh and Telangana in %s", (locale) => {
    for (const state of ["Karnataka", "Andhra Pradesh", "Telangana"]) {
      const districts = Object.keys(locations[state]!);
      expect(districts.length).toBeGreaterThan(25);
      for (const district of districts)
        expect(JSON_FILES[locale].district?.[district], `${district}, ${state}`).toMatch(SCRIPTS[locale]);
    }
  });

  it("names every Karnataka block in Kannada", () => {
    const blocks = Object.values(locations.Karnataka!).flat();
    expect(blocks.length).toBe(230);
    for (const block of blocks) expect(knJson.block?.[block as keyof typeof knJson.block], block).toMatch(SCRIPTS.kn);
  });

  it("writes every name in its language's script", () => {
    for (const locale of PLACE_NAME_LOCALES) {
      for (const names of Object.values(JSON_FILES[locale])) {
        for (const [english, name] of Object.entries(names))
          expect(name, `${locale} ${english}`).toMatch(SCRIPTS[locale]);
      }
    }
  });

  it("keeps the Local Government Directory's own Kannada block names", () => {
    const lgd = placeNameRows(readPlaceNamesCsv()).filter((row) => row.source === "lgd");
    expect(lgd.length).toBe(48);
    expect(lgd.every((row) => row.kind === "block" && row.names.kn && !row.names.hi && !row.names.te)).toBe(true);
    expect(knJson.block?.Guledagudda).toBe("ಗುಳೇದಗುಡ್ಡ");
  });

  it("gives a town the same Kannada name as the block of the same name", () => {
    for (const [town, name] of Object.entries(knJson.town ?? {})) {
      const block = (knJson.block as Record<string, string> | undefined)?.[town];
      if (block) expect(name, town).toBe(block);
    }
  });
});

describe("Karnataka blocks in Hindi and Telugu", () => {
  it("name every block in the reader's script: a town's or district's name, else the Kannada name in their letters", () => {
    const blocks = Object.values(locations.Karnataka!).flat();
    for (const block of blocks) {
      expect(placeName(hiJson, "block", block), block).toMatch(SCRIPTS.hi);
      expect(placeName(teJson, "block", block), block).toMatch(SCRIPTS.te);
    }
    const kannada = (knJson.block as Record<string, string>).Malvalli!;
    expect(placeName(hiJson, "block", "Malvalli")).toBe(transliterateKannada(kannada, "hi"));
    expect(placeName(teJson, "block", "Malvalli")).toBe(transliterateKannada(kannada, "te"));
  });
});

describe("placeName", () => {
  it("names a place in the language of the names given", () => {
    expect(placeName(knJson, "district", "Mandya")).toBe("ಮಂಡ್ಯ");
    expect(placeName(hiJson, "district", "Mandya")).toBe("मंड्या");
    expect(placeName(teJson, "district", "Mandya")).toBe("మండ్య");
    expect(placeName(hiJson, "state", "Karnataka")).toBe("कर्नाटक");
  });

  it("names a town or block without a name of its own after the block, town or district spelt the same", () => {
    expect(knJson.town).not.toHaveProperty("Gubbi");
    expect(placeName(knJson, "town", "Gubbi")).toBe("ಗುಬ್ಬಿ");
    expect(placeName(hiJson, "town", "Gubbi")).toBe(transliterateKannada("ಗುಬ್ಬಿ", "hi"));
    expect(teJson.block).not.toHaveProperty("Maddur");
    expect(placeName(teJson, "block", "Maddur")).toBe("మద్దూరు");
    expect(placeName(hiJson, "block", "Mandya")).toBe("मंड्या");
    expect(placeName(hiJson, "town", "Mandya")).toBe("मंड्या");
    expect(placeName(hiJson, "district", "Maddur")).toBe("Maddur");
  });

  it("falls back to the English name: unknown places, blocks without a name, English (no names)", () => {
    expect(placeName(knJson, "district", "Atlantis")).toBe("Atlantis");
    expect(placeName(hiJson, "block", "Atlantis")).toBe("Atlantis");
    expect(placeName(undefined, "district", "Mandya")).toBe("Mandya");
    expect(placeName(knJson, "state", "Mandya")).toBe("Mandya");
  });
});

describe("placeText", () => {
  it("names each known part of a place line, keeping unknown parts and the commas", () => {
    expect(placeText(knJson, "Maddur, Mandya, Karnataka")).toBe("ಮದ್ದೂರು, ಮಂಡ್ಯ, ಕರ್ನಾಟಕ");
    expect(placeText(teJson, "Tenali, Andhra Pradesh")).toBe("తెనాలి, ఆంధ్ర ప్రదేశ్");
    expect(placeText(hiJson, "Ward 4 Colony, Mandya")).toBe("Ward 4 Colony, मंड्या");
  });

  it("leaves the text as it is in English", () => {
    expect(placeText(undefined, "Maddur, Mandya, Karnataka")).toBe("Maddur, Mandya, Karnataka");
  });
});

describe("loadPlaceNames", () => {
  it("loads a language's names once", async () => {
    const first = await loadPlaceNames("te");
    expect(first).toEqual(teJson);
    expect(await loadPlaceNames("te")).toBe(first);
  });
});
