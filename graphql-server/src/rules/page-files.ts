/**
 * The scripts each app page needs, as the web app's build writes them beside index.html (`page-files.json`, from
 * the same table the boot script carries), for the server to name in a rendered page's head: the entry and its
 * imports, the app frame's files, each route's own and each language's place names (the page waits for them before
 * it hydrates), as paths from the site's root. No catalog: a rendered page carries the messages it was drawn with,
 * and its language's catalog follows once it hydrates.
 */
export interface PageFiles {
  scripts: string[];
  frame: string[];
  routes: Array<[pattern: string, files: string[]]>;
  placeNames: Record<string, string>;
}

/** The file's name in the build's folder. */
export const PAGE_FILES = "page-files.json";

/** Whether `pathname` is an address of a route's `pattern` (`/job/:id`: a parameter matches any one segment). */
export function matchesRoutePattern(pattern: string, pathname: string): boolean {
  const parts = pathname.split("/").filter(Boolean);
  const wanted = pattern.split("/").filter(Boolean);
  return wanted.length === parts.length && wanted.every((part, i) => part.startsWith(":") || part === parts[i]);
}

/** The scripts of the page at `pathname` in `language`, each once, in the order they are needed. */
export function scriptsOfPage(files: PageFiles, pathname: string, language: string): string[] {
  const route = files.routes.find(([pattern]) => matchesRoutePattern(pattern, pathname))?.[1] ?? [];
  const placeNames = files.placeNames[language];
  return [...new Set([...files.scripts, ...files.frame, ...route, ...(placeNames ? [placeNames] : [])])];
}
