// The skills feature's public module: the Skill type.
export { SkillNode } from "./skill.ts";
