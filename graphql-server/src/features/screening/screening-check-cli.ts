// `npm run screening:check`: the money-request matcher against the labelled texts. Prints recall (money requests
// caught), precision, and the share of ordinary texts held, per language and overall, and each text it got wrong;
// exits with 1 when a target is missed.
import { SCREENING_TARGETS, figuresByLanguage, screeningFigures } from "./screening-figures.ts";

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

const all = screeningFigures();
console.log("language  requests caught  recall   ordinary held  held share  precision");
for (const row of [...figuresByLanguage(), { language: "all", ...all }]) {
  console.log(
    [
      row.language.padEnd(9),
      String(row.requests).padStart(8),
      String(row.caught).padStart(7),
      percent(row.recall).padStart(7),
      String(row.ordinary).padStart(10),
      String(row.held).padStart(5),
      percent(row.falsePositiveRate).padStart(11),
      percent(row.precision).padStart(10),
    ].join(" "),
  );
}
for (const text of all.missed) console.log(`missed (${text.language}, ${text.kind}): ${text.text}`);
for (const text of all.wronglyHeld) console.log(`wrongly held (${text.language}, ${text.kind}): ${text.text}`);

const ok = all.recall >= SCREENING_TARGETS.minRecall && all.falsePositiveRate <= SCREENING_TARGETS.maxFalsePositiveRate;
console.log(
  `\nMoney requests caught: ${percent(all.recall)} (target at least ${percent(SCREENING_TARGETS.minRecall)}); ` +
    `ordinary texts held: ${percent(all.falsePositiveRate)} (target at most ${percent(SCREENING_TARGETS.maxFalsePositiveRate)}); ` +
    `precision ${percent(all.precision)}.`,
);
if (!ok) process.exit(1);
