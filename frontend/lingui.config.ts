import { defineConfig } from "@lingui/cli";

// One catalog per locale (frontend/src/locales/<locale>.po). English is the source language.
// The shared rules' messages (graphql-server/src/rules, marked /*i18n*/) are extracted too: the server sends
// them in English and the app translates them.
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "hi", "kn", "te"],
  fallbackLocales: { default: "en" },
  rootDir: import.meta.dirname,
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}",
      include: ["<rootDir>/src", "<rootDir>/../graphql-server/src/rules"],
      exclude: ["**/node_modules/**", "**/__generated__/**", "**/*.test.tsx", "**/*.test.ts"],
    },
  ],
  format: "po",
  orderBy: "messageId",
});
