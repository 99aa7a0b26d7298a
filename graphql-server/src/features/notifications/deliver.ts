// Sending one queued delivery (one notification by one channel), as the queue's worker calls it. Every decision
// is written to the delivery log: sent, skipped and why, or the failure that makes the queue retry it.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import { isLocale } from "../../i18n/locale.ts";
import type { Logger } from "../../log/logger.ts";
import { type QuietHours, SMS_LIMITS, indiaDayStart, isQuietHour, nextAllowedTime } from "../../rules/notifications.ts";
import type { SmsProvider } from "../../sms/sms-provider.ts";
import { type PushSender, isKnownPushService } from "../../push/web-push.ts";
import { smsTemplateId } from "./sms-templates.ts";

export interface DeliveryDeps {
  prisma: PrismaClient;
  sms: SmsProvider;
  push: PushSender | null;
  logger: Logger;
  now(): Date;
  /** The quiet hours deliveries wait out (null: none). */
  quietHours: QuietHours | null;
  production: boolean;
  env: NodeJS.ProcessEnv;
  /** The app's address, for the short link an SMS carries. */
  publicOrigin: string;
  /** SMS the whole service sends in an India day. */
  dailySmsBudget: number;
}

/** What became of one attempt: done (sent or skipped), or to wait until a time (quiet hours). */
export type DeliveryResult = { done: true } | { done: false; holdUntil: Date };

const DONE: DeliveryResult = { done: true };

/** The short link into the app an SMS ends with: /n/<id> opens the notification's own page. */
export const shortLink = (origin: string, notificationId: number) => `${origin.replace(/\/$/, "")}/n/${notificationId}`;

/**
 * Delivers `deliveryId` unless it is no longer queued (done before a crash or by another process). Throws when
 * the gateway or push service fails, so that the queue retries; `lastAttempt` marks it failed instead.
 */
export async function deliver(deps: DeliveryDeps, deliveryId: number, lastAttempt: boolean): Promise<DeliveryResult> {
  const delivery = await deps.prisma.notificationDelivery.findUnique({
    where: { id: deliveryId },
    include: {
      notification: {
        select: {
          id: true,
          event: true,
          title: true,
          body: true,
          link: true,
          userId: true,
          user: { select: { mobileNumber: true, language: true } },
        },
      },
    },
  });
  if (delivery?.status !== "queued") return DONE;
  const now = deps.now();
  if (isQuietHour(now, deps.quietHours)) return { done: false, holdUntil: nextAllowedTime(now, deps.quietHours) };
  const log = (status: "sent" | "skipped" | "failed", detail: string | null) =>
    deps.prisma.notificationDelivery.updateMany({
      where: { id: deliveryId, status: "queued" },
      // A failed SMS gives its claimed place under the caps back.
      data: { status, detail, ...(status === "sent" && { sentAt: now }), ...(status === "failed" && { sentAt: null }) },
    });
  const skip = async (why: string): Promise<DeliveryResult> => {
    await log("skipped", why);
    return DONE;
  };
  const logSent = async (where: string | null): Promise<DeliveryResult> => {
    await log("sent", where);
    return DONE;
  };
  const attempt = () =>
    deps.prisma.notificationDelivery.update({ where: { id: deliveryId }, data: { attempts: { increment: 1 } } });
  const { notification } = delivery;
  try {
    if (delivery.channel === "sms") {
      const refusal = await smsRefusal(deps, delivery, delivery.notification, now);
      if (refusal) return skip(refusal);
      const locale = isLocale(notification.user.language) ? notification.user.language : "en";
      const templateId = smsTemplateId(deps.env, notification.event, locale, deps.production)!;
      await attempt();
      await deps.sms.sendText!({
        mobileNumber: notification.user.mobileNumber,
        text: `${delivery.text ?? notification.title} ${shortLink(deps.publicOrigin, notification.id)}`,
        templateId,
        reference: `notification-${delivery.id}`,
      });
      return logSent(null);
    }
    if (!deps.push) return skip("web push is not configured");
    const subscribed = await deps.prisma.pushSubscription.findMany({ where: { userId: notification.userId } });
    // In production the server posts only to the browsers' push services, never to an address a client names.
    const targets = deps.production ? subscribed.filter((one) => isKnownPushService(one.endpoint)) : subscribed;
    if (targets.length === 0) return skip("no browser subscribed");
    await attempt();
    const payload = { title: notification.title, body: notification.body, link: notification.link };
    const outcomes = await Promise.allSettled(targets.map((target) => deps.push!.send(target, payload)));
    const gone = targets.filter(
      (_, i) => outcomes[i]!.status === "fulfilled" && (outcomes[i] as PromiseFulfilledResult<string>).value === "gone",
    );
    if (gone.length)
      await deps.prisma.pushSubscription.deleteMany({ where: { id: { in: gone.map((one) => one.id) } } });
    const sent = outcomes.filter((outcome) => outcome.status === "fulfilled" && outcome.value === "sent").length;
    if (sent > 0) return logSent(`${sent} of ${targets.length} browsers`);
    const failed = outcomes.find((outcome) => outcome.status === "rejected");
    if (!failed) return skip("every subscription had expired");
    throw (failed as PromiseRejectedResult).reason;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (lastAttempt) await log("failed", reason);
    else await deps.prisma.notificationDelivery.update({ where: { id: deliveryId }, data: { detail: reason } });
    throw error;
  }
}

/** The advisory lock that makes claiming an SMS's place under the caps one at a time, across processes. */
const SMS_QUOTA_LOCK = 74_001;

/**
 * Why an SMS is not sent (no gateway, no template, a cap, a conversation's recent SMS), or null once it has claimed
 * its place: its `sentAt` is stamped while it is still queued, under a lock, so that SMS sent at the same moment
 * (in this process or another) count each other. A retry keeps the place its first attempt claimed.
 */
async function smsRefusal(
  deps: DeliveryDeps,
  delivery: { id: number; sentAt: Date | null },
  notification: { id: number; event: string; link: string; userId: number; user: { language: string } },
  now: Date,
): Promise<string | null> {
  if (!deps.sms.sendText) return "no SMS gateway is configured";
  const locale = isLocale(notification.user.language) ? notification.user.language : "en";
  const event = notification.event as Parameters<typeof smsTemplateId>[1];
  if (smsTemplateId(deps.env, event, locale, deps.production) === null) return "no registered DLT template";
  if (delivery.sentAt !== null) return null;
  return deps.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SMS_QUOTA_LOCK})`;
    // Sent, or claimed and being sent: both have a sentAt.
    const counted = { channel: "sms" as const, status: { in: ["sent" as const, "queued" as const] } };
    const today = { ...counted, sentAt: { gte: indiaDayStart(now) } };
    const [mine, everyone] = await Promise.all([
      tx.notificationDelivery.count({ where: { ...today, notification: { userId: notification.userId } } }),
      tx.notificationDelivery.count({ where: today }),
    ]);
    if (mine >= SMS_LIMITS.perPersonPerDay) return "the person's daily SMS limit";
    if (everyone >= deps.dailySmsBudget) return "the daily SMS budget";
    if (event === "message_received" || event === "job_offer") {
      const since = new Date(now.getTime() - SMS_LIMITS.messageGapHours * 3_600_000);
      const recent = await tx.notificationDelivery.count({
        where: {
          ...counted,
          sentAt: { gte: since },
          notification: { userId: notification.userId, link: notification.link },
        },
      });
      if (recent > 0) return `an SMS about this conversation in the last ${SMS_LIMITS.messageGapHours} hours`;
    }
    await tx.notificationDelivery.update({ where: { id: delivery.id }, data: { sentAt: now } });
    return null;
  });
}
