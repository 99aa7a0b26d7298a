// What a browser's push subscription must look like before it is kept.
import { z } from "zod";
import { NOTIFICATION_MESSAGES } from "../../rules/notifications.ts";

/** Browsers one person keeps subscribed (the newest). */
export const PUSH_SUBSCRIPTIONS_MAX = 5;

export const pushSubscriptionRules = {
  endpoint: z
    .string()
    .max(1000, { message: NOTIFICATION_MESSAGES.badSubscription })
    .refine((value) => /^https:\/\/|^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(value), {
      message: NOTIFICATION_MESSAGES.badSubscription,
    }),
  key: z
    .string()
    .min(8, { message: NOTIFICATION_MESSAGES.badSubscription })
    .max(200, { message: NOTIFICATION_MESSAGES.badSubscription })
    .regex(/^[A-Za-z0-9_-]+=*$/, { message: NOTIFICATION_MESSAGES.badSubscription }),
};
