import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { afterEach, describe, expect, it } from "vitest";
import knNames from "../../features/places/data/place-names/kn.json";
import { placeText } from "../../features/places/index.ts";
import { coverageAreaLabel, priceRangeLabel } from "./servicePlaceAndPrice.ts";
import { sampleText } from "./serviceSampleTexts.ts";

const KANNADA = /[\u0C80-\u0CFF]/;

function activate(locale: string, messages = {}) {
  i18n.loadAndActivate({ locale, messages });
}

afterEach(() => activate("en"));

describe("priceRangeLabel", () => {
  it("writes the range with its unit, amounts in the language's number style", () => {
    activate("en");
    expect(priceRangeLabel("₹1,200 - ₹2,000 per acre")).toBe("₹1,200 - ₹2,000 per acre");
    expect(priceRangeLabel("₹40 - ₹60 per tree")).toBe("₹40 - ₹60 per tree");
    expect(priceRangeLabel("₹700 - ₹1,000 per worker per day")).toBe("₹700 - ₹1,000 per worker per day");
    expect(priceRangeLabel("₹125000 - ₹150000 per hour")).toBe("₹1,25,000 - ₹1,50,000 per hour");
  });

  it("uses the translated unit message", () => {
    activate("kn", { [msg({ message: "{min} - {max} per tree" }).id]: "ಪ್ರತಿ ಮರಕ್ಕೆ {min} - {max}" });
    const rupees = new Intl.NumberFormat("kn-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
    expect(priceRangeLabel("₹40 - ₹60 per tree")).toBe(`ಪ್ರತಿ ಮರಕ್ಕೆ ${rupees.format(40)} - ${rupees.format(60)}`);
  });

  it("shows a range in another shape as sent", () => {
    expect(priceRangeLabel("On request")).toBe("On request");
    expect(priceRangeLabel("₹10 - ₹20 per bag")).toBe("₹10 - ₹20 per bag");
  });
});

describe("coverageAreaLabel", () => {
  it("names each place and joins the list in the active language", () => {
    activate("en");
    expect(coverageAreaLabel("Dharwad, Hubballi and Gadag", (place) => place)).toBe("Dharwad, Hubballi and Gadag");
    expect(coverageAreaLabel("Mandya and Mysuru districts", (place) => place)).toBe("Mandya and Mysuru districts");
    activate("kn");
    const label = coverageAreaLabel("Dharwad, Hubballi and Gadag", (place) => placeText(knNames, place));
    expect(label).toBe(new Intl.ListFormat("kn-IN", { type: "conjunction" }).format(["ಧಾರವಾಡ", "ಹುಬ್ಬಳ್ಳಿ", "ಗದಗ"]));
    expect(label).not.toMatch(/and|Dharwad/);
    expect(coverageAreaLabel("Udupi and Dakshina Kannada", (place) => placeText(knNames, place))).toMatch(KANNADA);
  });
});

describe("sampleText", () => {
  it("translates the sample businesses' fixed texts and shows other text as sent", () => {
    activate("kn", { [msg`Seed drill sowing`.id]: "ಸೀಡ್ ಡ್ರಿಲ್ ಬಿತ್ತನೆ" });
    expect(sampleText(i18n, "Seed drill sowing")).toBe("ಸೀಡ್ ಡ್ರಿಲ್ ಬಿತ್ತನೆ");
    expect(sampleText(i18n, "Drone spraying")).toBe("Drone spraying");
    activate("en");
    expect(sampleText(i18n, "Seed drill sowing")).toBe("Seed drill sowing");
  });
});
