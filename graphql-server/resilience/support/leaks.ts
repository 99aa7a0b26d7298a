// What must never reach a client: stack traces, internal error names, ORM and SQL text, file paths.

export const LEAK_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: "stack frame", pattern: /\bat .*\.(ts|js|mjs|cjs):\d+/ },
  { name: "Prisma", pattern: /Prisma/ },
  { name: "prisma.", pattern: /prisma\./ },
  { name: "TypeError", pattern: /TypeError/ },
  { name: "ReferenceError", pattern: /ReferenceError/ },
  { name: "RangeError", pattern: /RangeError/ },
  { name: "SyntaxError", pattern: /SyntaxError/ },
  { name: "invocation", pattern: /invocation/ },
  { name: "SQL SELECT", pattern: /SELECT / },
  { name: "SQL INSERT", pattern: /INSERT INTO/ },
  { name: "SQL syntax error", pattern: /syntax error at/ },
  { name: "SQLSTATE", pattern: /SQLSTATE|violates (unique|foreign key|not-null|check) constraint|duplicate key value/ },
  { name: "database driver", pattern: /ECONNREFUSED|ECONNRESET|Connection terminated|pglite|PGlite/ },
  { name: "source path", pattern: /node_modules|graphql-server\/src|\/work\/|file:\/\// },
  { name: "undefined/null access", pattern: /Cannot read propert(y|ies) of (undefined|null)|\w is not a function/ },
];

/**
 * The names of leak patterns found in `body` that are not merely an echo of the request (validation
 * messages may quote what was sent, and the fuzz never sends these words on purpose).
 */
export function leaksIn(body: string, requestText = ""): string[] {
  const found: string[] = [];
  for (const { name, pattern } of LEAK_PATTERNS) {
    const match = pattern.exec(body);
    if (match && !requestText.includes(match[0])) found.push(name);
  }
  return found;
}

/** A masked unexpected error: the server hid an internal failure (a bug), even if the status was not 5xx. */
export function hasMaskedInternalError(body: string): boolean {
  return body.includes('"Unexpected error."') || body.includes("Something went wrong");
}
