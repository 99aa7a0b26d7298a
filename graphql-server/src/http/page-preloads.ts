import fs from "node:fs";
import path from "node:path";
import { PAGE_FILES, type PageFiles, scriptsOfPage } from "../rules/page-files.ts";

/**
 * The <link rel="modulepreload"> elements for a rendered page's head: every script the page hydrates with, so the
 * browser fetches them all as soon as it reads the head, rather than after the boot script has arrived and asked
 * for them (a round trip later on 3G). Empty when the build wrote no page-files.json.
 */
export function pagePreloads(staticDir: string): (pathname: string, locale: string) => string {
  const file = path.join(staticDir, PAGE_FILES);
  if (!fs.existsSync(file)) return () => "";
  const files = JSON.parse(fs.readFileSync(file, "utf8")) as PageFiles;
  return (pathname, locale) =>
    scriptsOfPage(files, pathname, locale)
      .map((src) => `<link rel="modulepreload" crossorigin href="${src}">`)
      .join("");
}
