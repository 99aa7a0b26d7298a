// The skills feature's public module: the Skill type, and skills named in any language.
export { SkillNode } from "./skill.ts";
export { skillIdsNamed } from "./skill-words.ts";
