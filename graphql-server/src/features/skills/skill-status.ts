import { builder } from "../../graphql/builder.ts";
import type { SkillStatus } from "./progress.ts";

export const SkillStatusEnum = builder.enumType("SkillStatus", {
  description: "Where a skill stands in the skill tree: locked, in progress or mastered.",
  values: {
    LOCKED: { value: "locked" as SkillStatus, description: "The user does not have the skill yet." },
    IN_PROGRESS: { value: "in_progress" as SkillStatus, description: "Unlocked, progress below 100 percent." },
    MASTERED: { value: "mastered" as SkillStatus, description: "Progress 100 percent." },
  } as const,
});
