// `npm run i18n:check`: extracts the app's messages into copies of the committed catalogs (as
// `npm run i18n:extract` does, but without --clean, so entries the code no longer uses stay and are
// reported as obsolete) and fails, listing each problem with its locale and message, when a message is
// missing from a committed catalog, untranslated in a translated locale, has lost or gained a placeholder,
// or is obsolete. The committed catalogs are left as they are.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import linguiConfig from "../frontend/lingui.config.ts";
import { type Problem, checkLocale, formatProblems, parseCatalog } from "./i18n-check-catalogs.ts";

const root = path.resolve(import.meta.dirname, "..");
const configFile = path.join(root, "frontend/lingui.config.ts");
const locales = linguiConfig.locales;
const sourceLocale = linguiConfig.sourceLocale ?? "en";
const catalogs = linguiConfig.catalogs ?? [];
if (catalogs.length !== 1) throw new Error(`i18n:check expects one catalog in ${configFile}, found ${catalogs.length}`);
const committedPath = (locale: string) =>
  `${catalogs[0]!.path.replace("<rootDir>", linguiConfig.rootDir ?? path.dirname(configFile)).replace("{locale}", locale)}.po`;

const work = fs.mkdtempSync(path.join(os.tmpdir(), "khetsetu-i18n-check-"));
try {
  for (const locale of locales) {
    if (fs.existsSync(committedPath(locale))) fs.copyFileSync(committedPath(locale), path.join(work, `${locale}.po`));
  }
  // The project's configuration with the catalogs in the work folder (the extraction writes there).
  const copyConfig = path.join(work, "lingui.config.ts");
  fs.writeFileSync(
    copyConfig,
    `import base from ${JSON.stringify(configFile)};\n` +
      `export default { ...base, catalogs: base.catalogs.map((c) => ({ ...c, path: ${JSON.stringify(path.join(work, "{locale}"))} })) };\n`,
  );
  execFileSync(path.join(root, "node_modules/.bin/lingui"), ["extract", "--config", copyConfig], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });

  const problems: Problem[] = [];
  for (const locale of locales) {
    const committed = fs.existsSync(committedPath(locale))
      ? await parseCatalog(fs.readFileSync(committedPath(locale), "utf8"))
      : [];
    const extracted = await parseCatalog(fs.readFileSync(path.join(work, `${locale}.po`), "utf8"));
    problems.push(...checkLocale(locale, committed, extracted, { isSource: locale === sourceLocale }));
  }
  const where = path.relative(root, path.dirname(committedPath(sourceLocale)));
  if (problems.length) {
    console.error(formatProblems(problems));
    console.error(`\ni18n:check: ${problems.length} problem(s) in ${where}/{${locales.join(",")}}.po`);
    process.exitCode = 1;
  } else {
    console.log(`i18n:check: ${locales.join(", ")} are extracted, translated and keep their placeholders (${where})`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
