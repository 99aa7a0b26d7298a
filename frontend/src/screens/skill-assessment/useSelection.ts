import { useState } from "react";

/** The set of ids ticked on a skill list, and a toggle for one checkbox. */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  function toggle(id: string, checked: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }
  return [selected, toggle] as const;
}
