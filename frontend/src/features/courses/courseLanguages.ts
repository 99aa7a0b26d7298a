import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CourseLanguage } from "@rules/course.ts";

/** The name of each language a course can be taught in (the codes of the shared course rules). */
export const COURSE_LANGUAGE_LABELS: Record<CourseLanguage, MessageDescriptor> = {
  en: msg`English`,
  hi: msg`Hindi`,
  kn: msg`Kannada`,
  te: msg`Telugu`,
  ta: msg`Tamil`,
  mr: msg`Marathi`,
  ml: msg`Malayalam`,
};

/** A course's language of instruction as a label, or null when it is not set or not a known code. */
export function courseLanguageLabel(code: string | null | undefined): MessageDescriptor | null {
  return code && Object.hasOwn(COURSE_LANGUAGE_LABELS, code) ? COURSE_LANGUAGE_LABELS[code as CourseLanguage] : null;
}
