// Making a notification: in the caller's transaction, written in the recipient's language, with one queued
// delivery per channel the person has on (SMS and push), each held past quiet hours.
import type { Prisma } from "../../generated/prisma/client.ts";
import { type Locale, isLocale } from "../../i18n/locale.ts";
import { translate } from "../../i18n/translate.ts";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TEXTS,
  type NotificationEventCode,
  nextAllowedTime,
} from "../../rules/notifications.ts";
import { type JobQueue, QUEUES } from "../../queue/job-queue.ts";

/** What notifying needs from the app: the queue (with its clock). */
export interface Notifier {
  queue: JobQueue;
}

export interface NotificationInput {
  userId: number;
  event: NotificationEventCode;
  /** The values of the event's texts ({name}, {job}, ...). */
  values: Readonly<Record<string, string | number>>;
  /** The app path it opens. */
  link: string;
  /** The person whose act it reports and whose name it carries: erasing their account erases it. */
  actorId?: number | null;
  /** Values written in the recipient's language: money in paise, days as YYYY-MM-DD. */
  formatted?: { money?: Readonly<Record<string, number>>; days?: Readonly<Record<string, string>> };
  /** Other words than the event's own (the daily digest, a moderation outcome). */
  texts?: { title: string; body: string; sms: string };
}

/**
 * Notifies one person inside `tx`. Nothing is queued unless `tx` commits; a person who is gone is skipped.
 * Returns the notification's id, or null.
 */
export async function notify(
  tx: Prisma.TransactionClient,
  notifier: Notifier,
  input: NotificationInput,
): Promise<number | null> {
  const person = await tx.user.findUnique({
    where: { id: input.userId },
    select: {
      language: true,
      notificationPrefs: { where: { event: input.event }, select: { channel: true, enabled: true } },
    },
  });
  if (!person) return null;
  const locale = isLocale(person.language) ? person.language : "en";
  const texts = input.texts ?? NOTIFICATION_TEXTS[input.event];
  const values = { ...input.values, ...formattedValues(locale, input.formatted) };
  const words = (id: string) => translate(locale, { id, values });
  const off = new Set(person.notificationPrefs.filter((pref) => !pref.enabled).map((pref) => pref.channel));
  const channels = NOTIFICATION_CHANNELS.filter((channel) => !off.has(channel));
  const notification = await tx.notification.create({
    data: {
      userId: input.userId,
      actorId: input.actorId ?? null,
      event: input.event,
      title: words(texts.title),
      body: words(texts.body),
      link: input.link,
      deliveries: {
        create: channels.map((channel) => ({ channel, text: channel === "sms" ? words(texts.sms) : null })),
      },
    },
    select: { id: true, deliveries: { select: { id: true } } },
  });
  const startAfter = nextAllowedTime(notifier.queue.now(), notifier.queue.quietHours);
  for (const delivery of notification.deliveries)
    await notifier.queue.send(tx, QUEUES.delivery, { deliveryId: delivery.id }, { startAfter });
  return notification.id;
}

/** Money as rupees (₹1,500; ₹1,500.50 with paise) and days as "28 Nov" in `locale`. */
function formattedValues(locale: Locale, formatted: NotificationInput["formatted"]): Record<string, string> {
  const out: Record<string, string> = {};
  const rupees = (paise: number) =>
    new Intl.NumberFormat(`${locale}-IN`, {
      style: "currency",
      currency: "INR",
      minimumFractionDigits: paise % 100 ? 2 : 0,
      maximumFractionDigits: 2,
    }).format(paise / 100);
  const day = new Intl.DateTimeFormat(`${locale}-IN`, { day: "numeric", month: "short", timeZone: "UTC" });
  for (const [name, paise] of Object.entries(formatted?.money ?? {})) out[name] = rupees(paise);
  for (const [name, date] of Object.entries(formatted?.days ?? {}))
    out[name] = day.format(new Date(`${date}T00:00:00Z`));
  return out;
}
