import type { CodegenConfig } from "@graphql-codegen/cli";

// Typed documents for the REST shim, the shared pages and the pages' plain forms: each runs one of these GraphQL
// operations in-process.
// Run by `npm run codegen` (and on install); reads the committed schema.graphql.
const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: [
    "graphql-server/src/features/*/rest*.ts",
    "graphql-server/src/features/*/*-form.ts",
    "graphql-server/src/http/rest/*.ts",
    "graphql-server/src/http/share-pages.ts",
  ],
  ignoreNoDocuments: false,
  generates: {
    "graphql-server/src/generated/graphql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: "string", Date: "string" },
      },
    },
  },
};

export default config;
