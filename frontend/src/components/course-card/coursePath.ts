/** A course's screen: /course/<its global id>. */
export function coursePath(courseId: string): string {
  return `/course/${encodeURIComponent(courseId)}`;
}
