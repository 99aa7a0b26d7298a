import { z } from "zod";
import { MAX_DAILY_RATE } from "./job-rules.ts";

/** Messages for applying and for accepting or declining applications. */
export const APPLICATION_MESSAGES = {
  alreadyApplied: "You have already applied for this job",
  jobClosed: "This job is no longer accepting applications",
  requestedRate: "Requested rate must be a whole number of rupees above 0",
  requestedRateMax: "Requested rate must be at most 100000 rupees",
  messageLength: "Message must be at most 1000 characters",
  statusTarget: "Status must be accepted or rejected",
  notPending: "Only pending applications can be accepted or declined",
  notFound: "Application not found",
  notOwner: "Only the employer who posted the job can accept or decline its applications",
} as const;

/** The statuses an employer may move a pending application to. */
export const DECISIONS = ["accepted", "rejected"] as const;

export const applicationRules = {
  requestedRate: z
    .number({ error: APPLICATION_MESSAGES.requestedRate })
    .int(APPLICATION_MESSAGES.requestedRate)
    .min(1, APPLICATION_MESSAGES.requestedRate)
    .max(MAX_DAILY_RATE, APPLICATION_MESSAGES.requestedRateMax),
  message: z.string().trim().max(1000, APPLICATION_MESSAGES.messageLength),
  decision: z.string().refine((status) => (DECISIONS as readonly string[]).includes(status), APPLICATION_MESSAGES.statusTarget),
} as const;
