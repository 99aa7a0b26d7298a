import { globalIdOf } from "../../graphql/global-id.ts";
import { filterText } from "./directory-filters.ts";

/**
 * The REST `skill` parameter as GraphQL arguments: digits are a skill's plain id (made a `Skill`
 * global id), anything else a skill name; blank or `all` is no skill filter.
 */
export function skillArgs(raw: string | undefined): { skill: string | null; skillName: string | null } {
  const text = filterText(raw);
  if (!text) return { skill: null, skillName: null };
  return /^\d{1,9}$/.test(text)
    ? { skill: globalIdOf("Skill", text), skillName: null }
    : { skill: null, skillName: text };
}
