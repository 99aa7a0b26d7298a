import { describe, expect, it } from "vitest";
import { skillArgs } from "./rest-directory-params.ts";
import { databaseIdOf } from "../../graphql/global-id.ts";

describe("REST parameters", () => {
  it("skillArgs takes digits as a plain skill id and other text as a skill name", () => {
    const byId = skillArgs("12");
    expect(byId.skillName).toBeNull();
    expect(databaseIdOf("Skill", byId.skill!)).toBe(12);
    expect(skillArgs("Paddy Transplanting")).toEqual({ skill: null, skillName: "Paddy Transplanting" });
    expect(skillArgs("all")).toEqual({ skill: null, skillName: null });
    expect(skillArgs(undefined)).toEqual({ skill: null, skillName: null });
  });
});
