import { type GraphQLResolveInfo, Kind, type SelectionNode } from "graphql";

/** Whether the connection field being resolved asks for `totalCount` (directly or through fragments). */
function selectsTotalCount(info: GraphQLResolveInfo): boolean {
  const visit = (selections: readonly SelectionNode[] | undefined): boolean =>
    (selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === "totalCount";
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet.selections);
      return visit(info.fragments[selection.name.value]?.selectionSet.selections);
    });
  return info.fieldNodes.some((node) => visit(node.selectionSet?.selections));
}

/**
 * A connection's total count run at the same time as its page instead of after it: `start` (called by the
 * connection's resolver) begins the count when the query asks for `totalCount`, and `totalCount` (the
 * connection's totalCount option) answers with that count, or counts then when nothing was started. The two
 * calls of one field share its args object, which keys the count. A resolver that reads the total in its page's
 * own statement hands it over with `keep` instead of calling `start`.
 */
export function parallelTotalCount<Args extends object, Ctx>(count: (args: Args, ctx: Ctx) => Promise<number>) {
  const started = new WeakMap<object, Promise<number>>();
  return {
    start(args: Args, ctx: Ctx, info: GraphQLResolveInfo): void {
      if (!selectsTotalCount(info)) return;
      const counting = count(args, ctx);
      // Handled here too: a page that fails first leaves the count unread, which must not crash the process.
      counting.catch(() => {});
      started.set(args, counting);
    },
    /** Whether the query asks for the total (then a resolver that counts with its page passes it to `keep`). */
    wanted: selectsTotalCount,
    /** The total, counted by the resolver with its page: what `totalCount` answers for these args. */
    keep(args: Args, total: number): void {
      started.set(args, Promise.resolve(total));
    },
    totalCount(args: Args, ctx: Ctx): Promise<number> {
      return started.get(args) ?? count(args, ctx);
    },
  };
}
