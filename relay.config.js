// relay-compiler configuration for the web app (frontend/). Named exports: relay-compiler loads this
// file with require(), and the package is an ES module.
import fs from "node:fs";

export const src = "./frontend/src";
export const schema = "./schema.graphql";
export const language = "typescript";
export const artifactDirectory = "./frontend/src/__generated__";
export const excludes = ["**/node_modules/**", "**/__mocks__/**", "**/__generated__/**"];

// Persisted operations: each artifact carries only its id (the SHA-256 of its text), and the texts go to
// this map, which the server loads at start. The compiler wants the file to exist before it runs.
const persistedOperations = "./frontend/persisted-operations.json";
if (!fs.existsSync(persistedOperations)) fs.writeFileSync(persistedOperations, "{}\n");
export const persistConfig = { file: persistedOperations, algorithm: "SHA256" };
