// relay-compiler configuration for the web app (frontend/). Named exports: relay-compiler loads this
// file with require(), and the package is an ES module.
export const src = "./frontend/src";
export const schema = "./schema.graphql";
export const language = "typescript";
export const artifactDirectory = "./frontend/src/__generated__";
export const excludes = ["**/node_modules/**", "**/__mocks__/**", "**/__generated__/**"];
