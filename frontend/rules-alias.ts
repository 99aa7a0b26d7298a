import path from "node:path";

/**
 * `@rules/*` is graphql-server/src/rules/*: the rules the server enforces and the web app repeats, kept once.
 * The same mapping is in the root tsconfig.json "paths"; the Vite build and the component tests use this one.
 */
export const rulesAlias = { "@rules": path.resolve(import.meta.dirname, "../graphql-server/src/rules") };
