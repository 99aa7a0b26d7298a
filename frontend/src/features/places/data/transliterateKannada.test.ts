import { describe, expect, it } from "vitest";
import { transliterateKannada } from "./transliterateKannada.ts";

describe("transliterateKannada", () => {
  it("writes Kannada letters in Telugu, letter for letter", () => {
    expect(transliterateKannada("ಮಳವಳ್ಳಿ", "te")).toBe("మళవళ్ళి");
    expect(transliterateKannada("ನಾಗಮಂಗಲ", "te")).toBe("నాగమంగల");
  });

  it("writes Kannada in Devanagari, with Hindi's long e and o for Kannada's short ones", () => {
    expect(transliterateKannada("ನಾಗಮಂಗಲ", "hi")).toBe("नागमंगल");
    expect(transliterateKannada("ಕೊಳ್ಳೇಗಾಲ", "hi")).toBe("कोळ्ळेगाल");
    expect(transliterateKannada("ಎಚ್.ಡಿ. ಕೋಟೆ", "hi")).toBe("एच्.डि. कोटे");
  });

  it("leaves anything that is not Kannada as it is", () => {
    expect(transliterateKannada("K.R. ಪೇಟೆ 1", "te")).toBe("K.R. పేటె 1");
  });
});
