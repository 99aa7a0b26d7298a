// Application lists on the viewer's own User: a laborer's applications, and those an employer received.
import type { Prisma } from "../../generated/prisma/client.ts";
import { builder } from "../../graphql/builder.ts";
import type { Context } from "../../graphql/context.ts";
import { databaseIdOf } from "../../graphql/global-id.ts";
import { selfEmployer } from "../jobs/index.ts";
import { ApplicationStatusEnum } from "./application-status.ts";
import { totalCountField } from "../../graphql/total-count-field.ts";
import { notBlockedWith } from "../moderation/index.ts";

const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] satisfies Prisma.ApplicationOrderByWithRelationInput[];

const self = (user: { id: number }, _args: unknown, ctx: Context) => ctx.viewer?.id === user.id;

/**
 * Applications to the employer's jobs, optionally one status and one job (an unknown job id matches nothing);
 * never from someone the employer blocked or who blocked the employer.
 */
function receivedWhere(
  employerId: number,
  args: { status?: Prisma.ApplicationWhereInput["status"] | null; jobId?: string | number | null },
): Prisma.ApplicationWhereInput {
  const where: Prisma.ApplicationWhereInput = { job: { employerId }, laborer: notBlockedWith(employerId) };
  if (args.status) where.status = args.status;
  if (args.jobId != null) where.jobId = databaseIdOf("Job", String(args.jobId)) ?? -1;
  return where;
}

builder.prismaObjectFields("User", (t) => ({
  applications: t.relatedConnection(
    "applications",
    {
      nullable: true,
      description: "On the viewer's own User: the jobs they (a laborer) applied for, newest first, with status.",
      authScopes: self,
      cursor: "id",
      defaultSize: 20,
      maxSize: 100,
      totalCount: true,
      args: { status: t.arg({ type: ApplicationStatusEnum, description: "Only applications with this status." }) },
      query: (args) => ({ where: args.status ? { status: args.status } : {}, orderBy: NEWEST_FIRST }),
    },
    {
      fields: (c) => ({
        totalCount: c.int(totalCountField("How many of their applications match (with the status filter).")),
      }),
    },
  ),
  receivedApplications: t.prismaConnection(
    {
      type: "Application",
      nullable: true,
      description:
        "Employers, on their own User: applications to the jobs they posted, newest first (the dashboard's Recent Applications).",
      authScopes: selfEmployer,
      cursor: "id",
      defaultSize: 20,
      maxSize: 100,
      args: {
        status: t.arg({ type: ApplicationStatusEnum, description: "Only applications with this status." }),
        jobId: t.arg.id({ description: "Only applications to this job (global id)." }),
      },
      totalCount: (user, args, ctx) => ctx.prisma.application.count({ where: receivedWhere(user.id, args) }),
      resolve: (query, user, args, ctx) =>
        ctx.prisma.application.findMany({ ...query, where: receivedWhere(user.id, args), orderBy: NEWEST_FIRST }),
    },
    {
      fields: (c) => ({ totalCount: c.int(totalCountField("How many applications match the filters in all.")) }),
    },
  ),
}));
