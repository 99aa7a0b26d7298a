// Notifications in the app: the signed-in person's list (the bell) with its unread count, marking read, their
// choices per event and channel, and this browser's push subscription.
import { z } from "zod";
import { builder } from "../../graphql/builder.ts";
import { NotFoundError, ValidationError } from "../../errors/app-errors.ts";
import { databaseIdOf } from "../../graphql/global-id.ts";
import { NotificationEvent } from "../../generated/prisma/enums.ts";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_EVENTS_FOR,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_PAGE,
} from "../../rules/notifications.ts";
import { PUSH_SUBSCRIPTIONS_MAX, pushSubscriptionRules } from "./push-subscription-rules.ts";

const NotificationEventEnum = builder.enumType(NotificationEvent, {
  name: "NotificationEvent",
  description:
    "What a notification is about: an application received (employers), accepted or declined (laborers), a " +
    "message, a job offer, an enrolment (providers), a course completed, a rating received, a report's outcome, " +
    "a suspension, or a job alert (a new job that suits a laborer).",
});

export const NotificationNode = builder.prismaNode("Notification", {
  description: "One notification to the signed-in person, written in their language when it was made.",
  id: { field: "id" },
  findUnique: (id, ctx) => ({ id: Number(id), userId: ctx.viewer?.id ?? 0 }),
  select: { id: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The plain numeric id." }),
    event: t.expose("event", { type: NotificationEventEnum, description: "What it is about." }),
    title: t.exposeString("title", { description: "A few words: what happened." }),
    body: t.exposeString("body", { description: "The sentence with the names (who, which job)." }),
    link: t.exposeString("link", { description: "The app path it opens." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was made." }),
    readAt: t.expose("readAt", { type: "DateTime", nullable: true, description: "When it was read; null: unread." }),
  }),
});

const NotificationPreferenceRef = builder
  .objectRef<{ event: NotificationEvent; sms: boolean; push: boolean }>("NotificationPreference")
  .implement({
    description: "The person's choice for one event: whether it comes by SMS and by push (on unless turned off).",
    fields: (t) => ({
      event: t.expose("event", { type: NotificationEventEnum, description: "The event." }),
      sms: t.exposeBoolean("sms", { description: "Sent by SMS." }),
      push: t.exposeBoolean("push", { description: "Sent as a push notification to the person's browsers." }),
    }),
  });

const NotificationPreferenceInput = builder.inputType("NotificationPreferenceInput", {
  description: "A choice for one event; a channel left out stays as it is.",
  fields: (t) => ({
    event: t.field({ type: NotificationEventEnum, required: true, description: "The event." }),
    sms: t.boolean({ description: "By SMS." }),
    push: t.boolean({ description: "By push." }),
  }),
});

const NotificationsReadRef = builder
  .objectRef<{ unreadCount: number; ids: number[]; userId: number }>("NotificationsRead")
  .implement({
    description: "What marking read changed.",
    fields: (t) => ({
      unreadCount: t.exposeInt("unreadCount", { description: "Unread notifications left." }),
      notifications: t.prismaField({
        type: ["Notification"],
        description: "The notifications now read.",
        resolve: (query, parent, _args, ctx) =>
          ctx.prisma.notification.findMany({ ...query, where: { id: { in: parent.ids }, userId: parent.userId } }),
      }),
    }),
  });

/** The events of the person's account type with their two choices each (a missing row is on). */
async function preferencesOf(
  prisma: import("../../db/client.ts").Prisma,
  viewer: { id: number; userType: keyof typeof NOTIFICATION_EVENTS_FOR | null },
): Promise<{ event: NotificationEvent; sms: boolean; push: boolean }[]> {
  const rows = await prisma.notificationPreference.findMany({ where: { userId: viewer.id } });
  const off = new Set(rows.filter((row) => !row.enabled).map((row) => `${row.event}:${row.channel}`));
  return NOTIFICATION_EVENTS_FOR[viewer.userType ?? "none"].map((event) => ({
    event,
    sms: !off.has(`${event}:sms`),
    push: !off.has(`${event}:push`),
  }));
}

const unreadCount = (prisma: import("../../db/client.ts").Prisma, userId: number) =>
  prisma.notification.count({ where: { userId, readAt: null } });

builder.queryFields((t) => ({
  notifications: t.prismaConnection({
    type: "Notification",
    cursor: "id",
    defaultSize: NOTIFICATION_PAGE.default,
    maxSize: NOTIFICATION_PAGE.max,
    authScopes: { signedIn: true },
    description: `The signed-in person's notifications, newest first (at most ${NOTIFICATION_PAGE.max} a page).`,
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.notification.findMany({
        ...query,
        where: { userId: ctx.viewer!.id },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      }),
  }),
  unreadNotificationCount: t.int({
    authScopes: { signedIn: true },
    description: "How many of the signed-in person's notifications are unread (the bell's number).",
    resolve: (_root, _args, ctx) => unreadCount(ctx.prisma, ctx.viewer!.id),
  }),
  notificationPreferences: t.field({
    type: [NotificationPreferenceRef],
    authScopes: { signedIn: true },
    description: "For every event of the person's account type, whether it comes by SMS and by push.",
    resolve: (_root, _args, ctx) => preferencesOf(ctx.prisma, ctx.viewer!),
  }),
  pushPublicKey: t.string({
    nullable: true,
    description: "The server's VAPID public key for a browser's push subscription; null when push is not set up.",
    resolve: (_root, _args, ctx) => ctx.push?.publicKey ?? null,
  }),
}));

builder.mutationFields((t) => ({
  markNotificationsRead: t.field({
    type: NotificationsReadRef,
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError] },
    description: "Marks the given notifications read, or all of them when `ids` is left out. Marking twice is fine.",
    args: { ids: t.arg.idList({ description: "Global ids of the signed-in person's notifications." }) },
    resolve: async (_root, args, ctx) => {
      const userId = ctx.viewer!.id;
      const ids = args.ids?.map((id) => databaseIdOf("Notification", String(id)));
      if (ids?.some((id) => id === null)) throw new NotFoundError(NOTIFICATION_MESSAGES.notFound);
      const where = { userId, ...(ids && { id: { in: ids as number[] } }) };
      return ctx.prisma.$transaction(async (tx) => {
        const unread = await tx.notification.findMany({ where: { ...where, readAt: null }, select: { id: true } });
        await tx.notification.updateMany({
          where: { id: { in: unread.map((one) => one.id) } },
          data: { readAt: new Date() },
        });
        return {
          unreadCount: await unreadCount(tx as never, userId),
          ids: ids ? (ids as number[]) : unread.map((one) => one.id),
          userId,
        };
      });
    },
  }),
  updateNotificationPreferences: t.field({
    type: [NotificationPreferenceRef],
    authScopes: { signedIn: true },
    errors: { types: [ValidationError] },
    description:
      "Turns SMS or push on or off for events. Answers the choices of every event of the person's account type.",
    args: {
      preferences: t.arg({
        type: [NotificationPreferenceInput],
        required: true,
        description: `At most ${NOTIFICATION_EVENTS.length} events.`,
        validate: z.array(z.unknown()).max(NOTIFICATION_EVENTS.length),
      }),
    },
    resolve: async (_root, args, ctx) => {
      const userId = ctx.viewer!.id;
      await ctx.prisma.$transaction(async (tx) => {
        for (const choice of args.preferences)
          for (const channel of NOTIFICATION_CHANNELS) {
            const enabled = choice[channel];
            if (enabled == null) continue;
            await tx.notificationPreference.upsert({
              where: { userId_event_channel: { userId, event: choice.event, channel } },
              create: { userId, event: choice.event, channel, enabled },
              update: { enabled },
            });
          }
      });
      return preferencesOf(ctx.prisma, ctx.viewer!);
    },
  }),
  subscribePush: t.boolean({
    authScopes: { signedIn: true },
    errors: { types: [ValidationError] },
    description:
      `Keeps this browser's push subscription for the signed-in person (a browser moves to whoever signs in on it). ` +
      `A person keeps their ${PUSH_SUBSCRIPTIONS_MAX} newest browsers.`,
    args: {
      endpoint: t.arg.string({
        required: true,
        description: "The push service URL.",
        validate: pushSubscriptionRules.endpoint,
      }),
      p256dh: t.arg.string({
        required: true,
        description: "The browser's public key.",
        validate: pushSubscriptionRules.key,
      }),
      auth: t.arg.string({
        required: true,
        description: "The browser's auth secret.",
        validate: pushSubscriptionRules.key,
      }),
    },
    resolve: async (_root, args, ctx) => {
      const userId = ctx.viewer!.id;
      await ctx.prisma.$transaction(async (tx) => {
        const { endpoint, p256dh, auth } = args;
        await tx.pushSubscription.upsert({
          where: { endpoint },
          create: { userId, endpoint, p256dh, auth },
          update: { userId, p256dh, auth },
        });
        const older = await tx.pushSubscription.findMany({
          where: { userId },
          orderBy: { id: "desc" },
          skip: PUSH_SUBSCRIPTIONS_MAX,
          select: { id: true },
        });
        if (older.length) await tx.pushSubscription.deleteMany({ where: { id: { in: older.map((one) => one.id) } } });
      });
      return true;
    },
  }),
  unsubscribePush: t.boolean({
    authScopes: { signedIn: true },
    description: "Forgets this browser's push subscription (signing out does too). Forgetting twice is fine.",
    args: { endpoint: t.arg.string({ required: true, description: "The push service URL." }) },
    resolve: async (_root, args, ctx) => {
      await ctx.prisma.pushSubscription.deleteMany({ where: { endpoint: args.endpoint, userId: ctx.viewer!.id } });
      return true;
    },
  }),
}));
