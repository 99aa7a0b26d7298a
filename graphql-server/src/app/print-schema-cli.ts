// `npm run schema`: writes the schema to schema.graphql at the repository root.
import fs from "node:fs";
import path from "node:path";
import { repoRoot } from "../db/config.ts";
import { printSchemaFile } from "./print-schema.ts";

const file = path.join(repoRoot, "schema.graphql");
fs.writeFileSync(file, printSchemaFile());
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
