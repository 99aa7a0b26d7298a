import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isUnionType } from "graphql";
import { describe, expect, it } from "vitest";
import { schema } from "./schema.ts";

/** Everything in the schema a partner developer reads about in GraphiQL's docs, without a description. */
function undescribed(): string[] {
  const missing: string[] = [];
  const described = (text: string | null | undefined) => typeof text === "string" && text.trim().length > 0;
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || ["String", "Int", "Float", "Boolean", "ID"].includes(type.name)) continue;
    if (!described(type.description)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field.description)) missing.push(`${type.name}.${field.name}`);
        for (const arg of field.args) {
          if (!described(arg.description)) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
    }
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!described(field.description)) missing.push(`${type.name}.${field.name}`);
      }
    }
    if (isUnionType(type) || isEnumType(type)) continue;
  }
  return missing;
}

describe("schema documentation", () => {
  it("describes every type, field, argument and input field (GraphiQL's docs are the partner manual)", () => {
    expect(undescribed()).toEqual([]);
  });
});
