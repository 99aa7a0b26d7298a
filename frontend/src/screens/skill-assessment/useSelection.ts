import { useState } from "react";
import { NEW_SKILL_LEVEL, type SkillLevelChoice } from "../../features/skills/index.ts";

/**
 * The skills ticked on a list, each with the years and level chosen for it: a toggle for one checkbox (a skill
 * ticked starts with the default years and Learning), and a setter for one skill's years and level.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<string, SkillLevelChoice>>(new Map());
  function toggle(id: string, checked: boolean) {
    setSelected((prev) => {
      const next = new Map(prev);
      if (checked) next.set(id, prev.get(id) ?? NEW_SKILL_LEVEL);
      else next.delete(id);
      return next;
    });
  }
  function setLevel(id: string, level: SkillLevelChoice) {
    setSelected((prev) => (prev.has(id) ? new Map(prev).set(id, level) : prev));
  }
  return [selected, toggle, setLevel] as const;
}
