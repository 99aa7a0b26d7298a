import { describe, expect, it } from "vitest";
import { LOCALES } from "../../i18n/locale.ts";
import { translate } from "../../i18n/translate.ts";
import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_TEXTS,
  PAYMENT_OVERDUE_EMPLOYER_TEXTS,
  SMS_LIMITS,
} from "../../rules/notifications.ts";
import { UNREGISTERED_TEMPLATE, smsTemplateId, templateVariable } from "./sms-templates.ts";

describe("SMS templates", () => {
  it("reads each event's template per language from configuration", () => {
    expect(templateVariable("application_accepted", "kn")).toBe("SMS_DLT_TEMPLATE_APPLICATION_ACCEPTED_KN");
    expect(templateVariable("job_alert", "en")).toBe("SMS_DLT_TEMPLATE_JOB_ALERT");
    const env = { SMS_DLT_TEMPLATE_APPLICATION_ACCEPTED_KN: " 1107000000000000001 " };
    expect(smsTemplateId(env, "application_accepted", "kn", true)).toBe("1107000000000000001");
  });

  it("sends nothing by SMS in production without a registered template, and 'unregistered' elsewhere", () => {
    expect(smsTemplateId({}, "application_accepted", "te", true)).toBeNull();
    expect(smsTemplateId({}, "application_accepted", "te", false)).toBe(UNREGISTERED_TEMPLATE);
  });
});

describe("SMS texts", () => {
  // Typical values: a short name, a job or course title of a few words, a place, a date.
  const values = {
    name: "Lakshmi",
    job: "Paddy harvest",
    course: "Drip irrigation",
    stars: 5,
    count: 3,
    place: "Maddur",
    until: "5 Dec 2026",
    date: "27 Nov",
    amount: "₹1,500",
    reason: "x",
  };

  it("fit one Unicode SMS segment in every language with typical values (the short link follows)", () => {
    for (const locale of LOCALES)
      for (const [event, texts] of [
        ...NOTIFICATION_EVENTS.map((event) => [event, NOTIFICATION_TEXTS[event]] as const),
        ["payment_overdue (employer)", PAYMENT_OVERDUE_EMPLOYER_TEXTS] as const,
      ]) {
        const text = translate(locale, { id: texts.sms, values });
        expect(text.length, `${locale} ${event}: ${text}`).toBeLessThanOrEqual(SMS_LIMITS.unicodeSegment);
        expect(text, `${locale} ${event}: every value filled in`).not.toMatch(/[{}]/);
      }
  });
});
