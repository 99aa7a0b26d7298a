// Which DLT template an event's SMS goes under. Indian operators drop a transactional SMS whose text matches no
// registered template, so each event has a template id per language in configuration:
// SMS_DLT_TEMPLATE_<EVENT>_<LANG> (e.g. SMS_DLT_TEMPLATE_APPLICATION_ACCEPTED_KN), and
// SMS_DLT_TEMPLATE_<EVENT> for English.
import type { Locale } from "../../i18n/locale.ts";
import type { NotificationEventCode } from "../../rules/notifications.ts";

/** The template id outside production for an event nobody registered yet. */
export const UNREGISTERED_TEMPLATE = "unregistered";

/** The variable that names an event's template in a language. */
export const templateVariable = (event: NotificationEventCode, locale: Locale): string =>
  `SMS_DLT_TEMPLATE_${event.toUpperCase()}${locale === "en" ? "" : `_${locale.toUpperCase()}`}`;

/**
 * The template of an event's SMS in `locale`; in production null when none is registered (the SMS is not sent),
 * elsewhere UNREGISTERED_TEMPLATE.
 */
export function smsTemplateId(
  env: NodeJS.ProcessEnv,
  event: NotificationEventCode,
  locale: Locale,
  production: boolean,
): string | null {
  const registered = env[templateVariable(event, locale)]?.trim();
  if (registered) return registered;
  return production ? null : UNREGISTERED_TEMPLATE;
}
