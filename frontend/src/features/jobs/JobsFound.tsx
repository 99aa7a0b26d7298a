import { Plural } from "@lingui/react/macro";
import { JOB_COUNT_LIMIT } from "@rules/job.ts";

/**
 * "12 jobs found", or "1,000+ jobs found" when the search's count reached JOB_COUNT_LIMIT (the server stops
 * counting there). Numbers are written in the active language.
 */
export function JobsFound({ count }: { count: number }) {
  if (count >= JOB_COUNT_LIMIT) return <Plural value={count} other="#+ jobs found" />;
  return <Plural value={count} one="# job found" other="# jobs found" />;
}
