// Applications: the node, applyToJob and setApplicationStatus. The laborer's
// and the employer's lists are in application-lists.ts.
import { builder } from "../../graphql/builder.ts";
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitError,
  ValidationError,
} from "../../errors/app-errors.ts";
import { refuseWhileSuspended } from "../moderation/index.ts";
import { takeDailyLimit } from "../../limits/daily-limits.ts";
import { countApplicationsInside } from "../jobs/index.ts";
import { applicationRules } from "./application-rules.ts";
import { APPLICATION_MESSAGES } from "../../rules/applications.ts";
import { ApplicationStatusEnum } from "./application-status.ts";
import { JOB_MESSAGES } from "../../rules/job.ts";
import { COUNTERPART_MESSAGES } from "../../rules/counterparts.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { databaseIdOf, globalIdOf } from "../../graphql/global-id.ts";
import { notify } from "../notifications/index.ts";
import { personName } from "../../rules/person-name.ts";
import "./application-lists.ts";

export const ApplicationNode = builder.prismaNode("Application", {
  description: "A laborer's application to a job. Only that laborer and the employer who posted the job can see it.",
  id: { field: "id" },
  include: { job: { select: { employerId: true } } },
  authScopes: (application, ctx) =>
    !!ctx.viewer && (application.laborerId === ctx.viewer.id || application.job.employerId === ctx.viewer.id),
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The plain numeric id (the REST shim's `id`)." }),
    requestedRate: t.exposeInt("requestedRate", {
      description: "The daily rate the laborer asks for, in whole rupees.",
    }),
    message: t.exposeString("message", { nullable: true, description: "The laborer's note to the employer, if any." }),
    status: t.expose("status", { type: ApplicationStatusEnum, description: "Pending, accepted or rejected." }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the laborer applied." }),
    laborer: t.relation("laborer", {
      description: "The laborer who applied (firstName, lastName, rating, completedJobs).",
    }),
    job: t.relation("job", { description: "The job applied for." }),
  }),
});

builder.mutationFields((t) => ({
  applyToJob: t.prismaField({
    type: "Application",
    authScopes: { laborer: true },
    description:
      "Applies for an active job (laborers only). requestedRate defaults to the job's dailyRate. A second " +
      "application to the same job is a conflict ('You have already applied for this job'), as is a closed job; " +
      "applying to a job one posted oneself is forbidden. A laborer may apply 40 times in any 24 hours (10 while " +
      "the account is under 7 days old or its number is not verified); over that, RateLimitError.",
    errors: { types: [ValidationError, NotFoundError, ForbiddenError, ConflictError, RateLimitError] },
    args: {
      jobId: t.arg.id({ required: true, description: "The job's global id." }),
      requestedRate: t.arg.int({
        description: "Daily rate asked for, in whole rupees above 0; defaults to the job's dailyRate.",
        validate: applicationRules.requestedRate.nullish(),
      }),
      message: t.arg.string({
        description: "A note to the employer (at most 1000 characters).",
        validate: applicationRules.message.nullish(),
      }),
    },
    resolve: async (query, _root, args, ctx) => {
      refuseWhileSuspended(ctx.viewer);
      const jobId = databaseIdOf("Job", String(args.jobId));
      const job =
        jobId === null
          ? null
          : await ctx.prisma.job.findUnique({
              where: { id: jobId },
              select: { status: true, dailyRate: true, employerId: true, title: true },
            });
      if (jobId === null || !job) throw new NotFoundError(JOB_MESSAGES.notFound);
      // The person who posted the job is never its worker, whatever their account type is now.
      if (job.employerId === ctx.viewer!.id) throw new ForbiddenError(COUNTERPART_MESSAGES.ownJob);
      if (job.status !== "active") throw new ConflictError(APPLICATION_MESSAGES.jobClosed);
      try {
        // The unique index (jobId, laborerId) settles duplicates, even two at once.
        return await ctx.prisma.$transaction(async (tx) => {
          await takeDailyLimit(tx, "applications", ctx.viewer!);
          const application = await tx.application.create({
            ...query,
            data: {
              jobId,
              laborerId: ctx.viewer!.id,
              requestedRate: args.requestedRate ?? job.dailyRate,
              message: args.message || null,
            },
          });
          await countApplicationsInside(ctx, tx, jobId);
          if (job.employerId !== null)
            await notify(tx, ctx.notifications, {
              userId: job.employerId,
              event: "application_received",
              actorId: ctx.viewer!.id,
              values: { name: personName(ctx.viewer!) ?? "", job: job.title },
              link: `/employer/jobs/${encodeURIComponent(globalIdOf("Job", jobId))}/applicants`,
            });
          return application;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(APPLICATION_MESSAGES.alreadyApplied);
        throw error;
      }
    },
  }),

  setApplicationStatus: t.prismaField({
    type: "Application",
    authScopes: { employer: true },
    description:
      "Accepts or rejects (declines) a pending application to one of the signed-in employer's jobs. " +
      "Only pending applications can be decided, and only once.",
    errors: { types: [ValidationError, NotFoundError, ForbiddenError, ConflictError] },
    args: {
      id: t.arg.id({ required: true, description: "The application's global id." }),
      status: t.arg({
        type: ApplicationStatusEnum,
        required: true,
        description: "accepted or rejected ('pending' is refused).",
        validate: applicationRules.decision,
      }),
    },
    resolve: async (query, _root, args, ctx) => {
      const id = databaseIdOf("Application", String(args.id));
      const application =
        id === null
          ? null
          : await ctx.prisma.application.findUnique({
              where: { id },
              select: { jobId: true, laborerId: true, job: { select: { employerId: true, title: true } } },
            });
      if (id === null || !application) throw new NotFoundError(APPLICATION_MESSAGES.notFound);
      if (application.job.employerId !== ctx.viewer!.id) throw new ForbiddenError(APPLICATION_MESSAGES.notOwner);
      return ctx.prisma.$transaction(async (tx) => {
        // Conditional update: of two concurrent decisions only one finds the application still pending.
        const { count } = await tx.application.updateMany({
          where: { id, status: "pending" },
          data: { status: args.status },
        });
        if (count === 0) throw new ConflictError(APPLICATION_MESSAGES.notPending);
        await countApplicationsInside(ctx, tx, application.jobId);
        if (application.laborerId !== null)
          await notify(tx, ctx.notifications, {
            userId: application.laborerId,
            event: args.status === "accepted" ? "application_accepted" : "application_declined",
            values: { job: application.job.title },
            link: "/my-applications",
          });
        return tx.application.findUniqueOrThrow({ ...query, where: { id } });
      });
    },
  }),
}));
