import { z } from "zod";
import { APPLICATION_MESSAGES } from "../../rules/applications.ts";
import { JOB_LIMITS } from "../../rules/job.ts";

/** The statuses an employer may move a pending application to. */
export const DECISIONS = ["accepted", "rejected"] as const;

export const applicationRules = {
  requestedRate: z
    .number({ error: APPLICATION_MESSAGES.requestedRate })
    .int(APPLICATION_MESSAGES.requestedRate)
    .min(1, APPLICATION_MESSAGES.requestedRate)
    .max(JOB_LIMITS.dailyRateMax, APPLICATION_MESSAGES.requestedRateMax),
  message: z.string().trim().max(1000, APPLICATION_MESSAGES.messageLength),
  decision: z
    .string()
    .refine((status) => (DECISIONS as readonly string[]).includes(status), APPLICATION_MESSAGES.statusTarget),
} as const;
