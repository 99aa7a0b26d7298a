import { lexicographicSortSchema, printSchema } from "graphql";
import { schema } from "./schema.ts";

/** The SDL committed as schema.graphql (also read by relay-compiler and codegen). */
export function printSchemaFile(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
