import type { I18n } from "@lingui/core";
import { COURSE_MESSAGES } from "@rules/course.ts";

const COURSE_MESSAGE_SET: ReadonlySet<string> = new Set(Object.values(COURSE_MESSAGES));

/** A server message in the user's language when it is one of the course rules' messages; any other text as it came. */
export function courseMessage(i18n: I18n, message: string): string {
  return COURSE_MESSAGE_SET.has(message) ? i18n._(message) : message;
}
