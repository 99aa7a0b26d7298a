import path from "node:path";

// The Lingui macro looks for its config through LINGUI_CONFIG (it lives in frontend/, not the repo root).
process.env.LINGUI_CONFIG ??= path.join(import.meta.dirname, "lingui.config.ts");

// The Babel plugins the web app is compiled with, shared by the Vite build and the component tests:
// the Lingui macro (t, msg, Trans, Plural) and Relay's graphql`` tag (compiled to generated artifacts).
export const babelPlugins = [
  "@lingui/babel-plugin-lingui-macro",
  ["relay", { artifactDirectory: path.join(import.meta.dirname, "src/__generated__"), eagerEsModules: true }],
];
