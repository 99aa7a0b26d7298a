// Employers' job mutations: createJob, updateJob, closeJob (employer scope; owner only for changes).
import { builder } from "../../graphql/builder.ts";
import type { Context } from "../../graphql/context.ts";
import { ForbiddenError, NotFoundError, RateLimitError, ValidationError } from "../../errors/app-errors.ts";
import { refuseWhileSuspended } from "../moderation/index.ts";
import { databaseIdOf } from "../../graphql/global-id.ts";
import { takeDailyLimit } from "../../limits/daily-limits.ts";
import { countActiveJobsInside } from "./active-jobs-count.ts";
import { countApplicationsInside } from "./application-counts.ts";
import { changedJobColumns, changesPlace, jobCoordinates, newJobColumns } from "./job-data.ts";
import { CreateJobInput, UpdateJobInput } from "./job-inputs.ts";
import { invalidSkillsMessage } from "./job-rules.ts";
import { flagJob, screenJobEdit, screenNewJob } from "./job-screening.ts";
import { JOB_MESSAGES } from "../../rules/job.ts";
import { QUEUES } from "../notifications/index.ts";

type Db = Pick<Context["prisma"], "skill">;

/**
 * Catalogue ids for global skill ids; any id that is not a catalogue skill fails with 'Invalid skill ID'
 * (one) or 'Invalid skill IDs detected' (several).
 */
async function catalogueSkillIds(db: Db, ids: readonly (string | number)[]): Promise<number[]> {
  const decoded = [...new Set(ids.map(String))].map((id) => databaseIdOf("Skill", id));
  const candidates = [...new Set(decoded.filter((id): id is number => id !== null))];
  const found = candidates.length
    ? await db.skill.findMany({ where: { id: { in: candidates } }, select: { id: true } })
    : [];
  const known = new Set(found.map((skill) => skill.id));
  const unknown = decoded.filter((id) => id === null || !known.has(id)).length;
  if (unknown > 0) {
    const message = invalidSkillsMessage(unknown);
    throw new ValidationError(message, { requiredSkillIds: message });
  }
  return candidates;
}

/** The job's database id, when it exists and the viewer posted it. */
async function ownJobId(ctx: Context, globalId: string | number): Promise<number> {
  const id = databaseIdOf("Job", String(globalId));
  const job = id === null ? null : await ctx.prisma.job.findUnique({ where: { id }, select: { employerId: true } });
  if (id === null || !job) throw new NotFoundError(JOB_MESSAGES.notFound);
  if (job.employerId !== ctx.viewer?.id) throw new ForbiddenError(JOB_MESSAGES.notOwner);
  return id;
}

const employerOnly = { authScopes: { employer: true } } as const;

builder.mutationFields((t) => ({
  createJob: t.prismaField({
    type: "Job",
    ...employerOnly,
    description:
      "Posts a job (employers only). Title, location, category, dailyRate (whole rupees above 0) and duration " +
      "(1-365 days) are required; startDate must be today or later in India; workersNeeded is at least 1. " +
      "An employer may post 20 jobs in any 24 hours (5 while the account is under 7 days old or its number is " +
      "not verified); over that, RateLimitError. A job whose title, description or working hours ask workers to pay " +
      "(a fee, a deposit, an advance) is posted with status under_review: only its employer sees it, with reviewReason. " +
      "An urgent job alerts the available laborers it suits (a skill of theirs, within their travel distance) at once.",
    errors: { types: [ValidationError, ForbiddenError, RateLimitError] },
    args: { input: t.arg({ type: CreateJobInput, required: true, description: "The job to post." }) },
    resolve: (query, _root, { input }, ctx) => {
      const employer = ctx.viewer!;
      refuseWhileSuspended(employer);
      // The skills check and the job with its skills are one transaction.
      return ctx.prisma.$transaction(async (tx) => {
        const skillIds = await catalogueSkillIds(tx, input.requiredSkillIds ?? []);
        await takeDailyLimit(tx, "jobPosts", employer);
        const moneyRequest = screenNewJob(input);
        const job = await tx.job.create({
          ...query,
          data: {
            ...newJobColumns(input, employer),
            ...(moneyRequest && { status: "under_review" as const }),
            requiredSkills: { create: skillIds.map((skillId) => ({ skillId })) },
          },
        });
        await flagJob(tx, job.id, moneyRequest);
        // An urgent job alerts the laborers it suits at once; others go in the next morning's digest.
        if (!moneyRequest && input.isUrgent) await ctx.notifications.queue.send(tx, QUEUES.alerts, { jobId: job.id });
        await countApplicationsInside(ctx, tx, job.id, { created: true });
        await countActiveJobsInside(ctx, tx, employer.id);
        return job;
      });
    },
  }),

  updateJob: t.prismaField({
    type: "Job",
    ...employerOnly,
    description:
      "Changes a job the signed-in employer posted. Fields left out stay as they are. The text is screened again: " +
      "an active job that now asks workers to pay goes under_review, a job under review that no longer does is active.",
    errors: { types: [ValidationError, NotFoundError, ForbiddenError] },
    args: {
      id: t.arg.id({ required: true, description: "The job's global id." }),
      input: t.arg({ type: UpdateJobInput, required: true, description: "The changes." }),
    },
    resolve: async (query, _root, { id, input }, ctx) => {
      const jobId = await ownJobId(ctx, id);
      return ctx.prisma.$transaction(async (tx) => {
        const skillIds = input.requiredSkillIds == null ? null : await catalogueSkillIds(tx, input.requiredSkillIds);
        const columns = changedJobColumns(input);
        if (changesPlace(input)) {
          const before = await tx.job.findUniqueOrThrow({
            where: { id: jobId },
            select: { location: true, district: true, state: true },
          });
          const after = { ...before, ...(columns as Partial<typeof before>) };
          Object.assign(columns, jobCoordinates(after));
        }
        const statusChanged = await screenJobEdit(tx, jobId, columns);
        const job = await tx.job.update({
          ...query,
          where: { id: jobId },
          data: {
            ...columns,
            ...(skillIds
              ? { requiredSkills: { deleteMany: {}, create: skillIds.map((skillId) => ({ skillId })) } }
              : {}),
          },
        });
        await countApplicationsInside(ctx, tx, jobId);
        if (statusChanged) await countActiveJobsInside(ctx, tx, ctx.viewer!.id);
        return job;
      });
    },
  }),

  closeJob: t.prismaField({
    type: "Job",
    ...employerOnly,
    description:
      "Closes a job the signed-in employer posted: it stops taking applications. Closing a closed job changes nothing.",
    errors: { types: [NotFoundError, ForbiddenError] },
    args: { id: t.arg.id({ required: true, description: "The job's global id." }) },
    resolve: async (query, _root, { id }, ctx) => {
      const jobId = await ownJobId(ctx, id);
      return ctx.prisma.$transaction(async (tx) => {
        const job = await tx.job.update({ ...query, where: { id: jobId }, data: { status: "closed" } });
        await countApplicationsInside(ctx, tx, jobId);
        await countActiveJobsInside(ctx, tx, ctx.viewer!.id);
        return job;
      });
    },
  }),
}));
