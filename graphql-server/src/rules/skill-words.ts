// How a typed skill word is compared with a skill's names and synonyms, on both sides: Unicode-normalised,
// lower case, with runs of spaces as one ("Milking", "milking " and "MILKING" are one word).
export const skillWordKey = (text: string): string => text.normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();
