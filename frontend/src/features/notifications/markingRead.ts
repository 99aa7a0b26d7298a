/** Marks of notifications as read that the server has not answered yet. */
const pending = new Set<Promise<unknown>>();

/** Keeps `marking` until it settles, so the unread count is not read back from before it. */
export function trackMarking(marking: Promise<unknown>): void {
  const settled = marking.then(
    () => undefined,
    () => undefined,
  );
  pending.add(settled);
  void settled.then(() => pending.delete(settled));
}

/** Runs `then` once every mark of notifications as read sent so far has its answer (at once when none waits). */
export function afterMarksSettled(then: () => void): void {
  if (pending.size === 0) then();
  else void Promise.all(pending).then(then);
}
