// The REST paths of the API reference's table (docs/api.md, "### REST paths"): method, path, who may call it,
// and the body fields and query parameters it documents. The resilience fuzz covers every row, so a path added
// to the reference is fuzzed without touching the suite; app/rest-routes.test.ts holds the table to the rows served.
import fs from "node:fs";
import path from "node:path";

export interface RestRoute {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** With `:id` placeholders, without the query string. */
  path: string;
  who: string;
  /** Query parameter names documented for the path. */
  query: string[];
  /** Body field names documented (`{a, b?}`), or a description such as "job fields". */
  body: string[];
  bodyText: string;
  /** "GET /api/jobs/search": how the fuzz's counts name it. */
  key: string;
}

const API_REFERENCE = path.resolve(import.meta.dirname, "../../../docs/api.md");

function cells(line: string): string[] {
  // Markdown escapes a pipe inside a cell as \|.
  return line
    .split(/(?<!\\)\|/)
    .slice(1, -1)
    .map((c) => c.replace(/\\\|/g, "|").trim());
}

export function readRestTable(reference = fs.readFileSync(API_REFERENCE, "utf8")): RestRoute[] {
  const start = reference.indexOf("### REST paths");
  if (start < 0) throw new Error("docs/api.md has no '### REST paths' section");
  const lines = reference.slice(start).split("\n");
  const routes: RestRoute[] = [];
  let inTable = false;
  for (const line of lines) {
    if (line.startsWith("| Method and path")) {
      inTable = true;
      continue;
    }
    if (!inTable) continue;
    if (!line.startsWith("|")) {
      if (routes.length) break;
      continue;
    }
    if (/^\|[-\s|]+\|$/.test(line)) continue;
    const [first = "", who = "", bodyCell = ""] = cells(line);
    const spans = [...first.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
    const bodyText = bodyCell.replace(/`/g, "");
    const body = [...(bodyCell.match(/\{([^}]*)\}/)?.[1] ?? "").split(",")]
      .map((f) => f.trim().split(":")[0]!.trim().replace(/\?$/, ""))
      .filter((f) => /^[A-Za-z]+$/.test(f));
    // "job fields", "verification form fields, firstName, lastName": plain names listed after a description.
    for (const name of bodyCell.replace(/\{[^}]*\}/g, "").split(",")) {
      if (/^\s*`?[a-z][A-Za-z]+`?\s*$/.test(name) && !body.includes(name.trim()))
        body.push(name.trim().replace(/`/g, ""));
    }
    let lastMethod: RestRoute["method"] | undefined;
    for (const span of spans) {
      const match = /^(?:(GET|POST|PATCH|PUT|DELETE) )?(\/api\/\S+)$/.exec(span);
      if (!match) continue;
      const method = (match[1] as RestRoute["method"] | undefined) ?? lastMethod;
      if (!method) continue;
      lastMethod = method;
      const [pathname, queryString = ""] = match[2]!.split("?");
      const query = queryString
        .split("&")
        .map((p) => p.split("=")[0]!)
        .filter(Boolean);
      // "(also `/api/laborers/search`)" shares the previous path's query parameters.
      const inherited =
        query.length === 0 && routes.length && !/^(GET|POST|PATCH|PUT|DELETE) /.test(span)
          ? routes[routes.length - 1]!.query
          : query;
      routes.push({ method, path: pathname!, who, query: inherited, body, bodyText, key: `${method} ${pathname}` });
    }
  }
  if (routes.length < 10) throw new Error(`docs/api.md's REST table parsed into only ${routes.length} paths`);
  return routes;
}
