// The employer dashboard's lists, as fields of the signed-in employer's own User (`viewer { ... }`).
import { builder } from "../../graphql/builder.ts";
import type { Context } from "../../graphql/context.ts";
import { activeJobsCount } from "./active-jobs-count.ts";
import { JobStatusEnum } from "./job-enums.ts";
import { NEWEST_FIRST } from "./job-filters.ts";
import { totalCountField } from "../../graphql/total-count-field.ts";

/** Only on the viewer's own User, and only for employers; anyone else gets null and a FORBIDDEN error. */
export const selfEmployer = (user: { id: number }, _args: unknown, ctx: Context) =>
  ctx.viewer?.id === user.id ? { employer: true } : false;

builder.prismaObjectFields("User", (t) => ({
  postedJobs: t.relatedConnection(
    "jobs",
    {
      nullable: true,
      description: "Employers, on their own User: the jobs they posted, newest first, optionally one status only.",
      authScopes: selfEmployer,
      cursor: "id",
      defaultSize: 20,
      maxSize: 100,
      totalCount: true,
      args: { status: t.arg({ type: JobStatusEnum, description: "Only jobs with this status." }) },
      query: (args) => ({ where: args.status ? { status: args.status } : {}, orderBy: NEWEST_FIRST }),
    },
    {
      fields: (c) => ({ totalCount: c.int(totalCountField("How many of their jobs match (with the status filter).")) }),
    },
  ),
  activeJobsCount: t.int({
    nullable: true,
    description: "Employers, on their own User: how many of their jobs are active (the dashboard's Active Jobs).",
    authScopes: selfEmployer,
    resolve: (user, _args, ctx) => activeJobsCount(ctx, user.id),
  }),
}));
