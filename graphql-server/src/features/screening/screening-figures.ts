// How well the matcher does on the labelled texts: the share of money requests it catches (recall) and the share
// of ordinary texts it holds (false positives), overall and per language.
import { LABELLED_TEXTS, type LabelledText, type TextLanguage } from "./labelled-texts.ts";
import { findMoneyRequest } from "./money-request.ts";

/** The targets: catch at least 95% of money requests, hold at most 2% of ordinary texts. */
export const SCREENING_TARGETS = { minRecall: 0.95, maxFalsePositiveRate: 0.02 } as const;

export interface ScreeningFigures {
  requests: number;
  caught: number;
  ordinary: number;
  held: number;
  /** Caught / requests. */
  recall: number;
  /** Caught / (caught + held): of the texts held, the share that asked for money. */
  precision: number;
  /** Held / ordinary. */
  falsePositiveRate: number;
  /** The texts it got wrong. */
  missed: LabelledText[];
  wronglyHeld: LabelledText[];
}

export function screeningFigures(texts: readonly LabelledText[] = LABELLED_TEXTS): ScreeningFigures {
  const missed: LabelledText[] = [];
  const wronglyHeld: LabelledText[] = [];
  let caught = 0;
  for (const text of texts) {
    const flagged = findMoneyRequest(text.text, text.kind) !== null;
    if (text.asksForMoney && flagged) caught += 1;
    else if (text.asksForMoney) missed.push(text);
    else if (flagged) wronglyHeld.push(text);
  }
  const requests = texts.filter((text) => text.asksForMoney).length;
  const ordinary = texts.length - requests;
  const held = wronglyHeld.length;
  return {
    requests,
    caught,
    ordinary,
    held,
    recall: requests === 0 ? 1 : caught / requests,
    precision: caught + held === 0 ? 1 : caught / (caught + held),
    falsePositiveRate: ordinary === 0 ? 0 : held / ordinary,
    missed,
    wronglyHeld,
  };
}

/** The figures of each language's texts. */
export function figuresByLanguage(texts: readonly LabelledText[] = LABELLED_TEXTS) {
  const languages = [...new Set(texts.map((text) => text.language))] as TextLanguage[];
  return languages.map((language) => ({
    language,
    ...screeningFigures(texts.filter((text) => text.language === language)),
  }));
}
