// Reading EXPLAIN output (PostgreSQL's text format). Pure: no I/O.

/** The plan's nodes from the top down, each as PostgreSQL names it ("Index Scan using x on \"Job\" j"). */
export function planNodes(plan: string): string[] {
  const nodes: string[] = [];
  for (const line of plan.split("\n")) {
    // The top node starts the text; every other node follows an arrow.
    const match = /^\s*(?:->\s+)?(\S.*?)\s+\(cost=/.exec(line);
    if (match) nodes.push(match[1]!.trim());
  }
  return nodes;
}

/**
 * How the plan reads the table, shortened, top down: "Index Scan Job_status_createdAt_id_idx",
 * "Bitmap Heap Scan Job" with its "Bitmap Index Scan Job_location_idx", "Seq Scan Job". Index names are
 * the table's when they start with "<table>_" (Prisma's naming).
 */
export function tableAccesses(plan: string, table: string): string[] {
  const accesses: string[] = [];
  for (const node of planNodes(plan)) {
    const match = /^((?:Parallel )?[A-Za-z ]*Scan)(?: Backward)?(?: using "?([^"\s]+)"?)? on "?([^"\s]+)"?/.exec(node);
    if (!match) continue;
    const [, kind, index, target] = match;
    if (index && target === table) accesses.push(`${kind} ${index}`);
    else if (target === table || target!.startsWith(`${table}_`)) accesses.push(`${kind} ${target}`);
  }
  return accesses;
}

/** Whether the plan reads the whole table row by row. */
export const hasSeqScan = (plan: string, table: string) =>
  tableAccesses(plan, table).some((access) => /^(Parallel )?Seq Scan/.test(access));

/** "Execution Time: 1.234 ms" as a number, or null. */
export function executionMs(plan: string): number | null {
  const match = /Execution Time: ([\d.]+) ms/.exec(plan);
  return match ? Number(match[1]) : null;
}
