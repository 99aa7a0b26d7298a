/**
 * A YYYY-MM-DD string naming a real day, as midnight UTC; null for any other format or for a day
 * that does not exist (2026-02-30 would otherwise roll over to 2 March).
 */
export function parseCalendarDate(value: unknown): Date | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? date : null;
}
