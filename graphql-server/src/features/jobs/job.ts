// Jobs (both the main and the browse-jobs variant): the node, the `jobs` search and `job(id)`. Employer mutations
// are in job-mutations.ts and the employer's own lists in employer-jobs.ts.
import { builder } from "../../graphql/builder.ts";
import type { Job, Prisma, User } from "../../generated/prisma/client.ts";
import {
  type CountOrder,
  type JobSelection,
  countOrderFor,
  jobCountUpTo,
  jobFilterSql,
  jobRowsInOne,
  jobRowsPlan,
  jobsByIds,
  newestJobRows,
  newestJobRowsWithTotal,
} from "./job-rows.ts";
import { NotFoundError } from "../../errors/app-errors.ts";
import { applicationsCount } from "./application-counts.ts";
import { employerName } from "./employer-name.ts";
import { JobCategoryEnum, JobStatusEnum, WageBandEnum } from "./job-enums.ts";
import { jobSearchWhere, nearbyGroups, NEWEST_FIRST, searchWhere } from "./job-filters.ts";
import { JOB_COUNT_LIMIT, JOB_MESSAGES } from "../../rules/job.ts";
import { recordJobView } from "./job-views.ts";
import { jobHeldReason, readableJobWhere } from "./job-screening.ts";
import { translate } from "../../i18n/translate.ts";
import { twoGroupPage } from "./nearby-page.ts";
import { nearJobCount, nearJobPage } from "./near-jobs.ts";
import { type NearArgs, distanceFromCentreKm, nearSearch } from "../places/index.ts";
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM, RADIUS_CHOICES_KM } from "../../rules/distance.ts";
import { totalCountField } from "../../graphql/total-count-field.ts";
import { parallelTotalCount } from "../../graphql/parallel-total-count.ts";
import type { Context } from "../../graphql/context.ts";
import { databaseIdOf } from "../../graphql/global-id.ts";
import { SkillNode } from "../skills/index.ts";
import { blockedPeopleOf } from "../moderation/index.ts";
import { UserNode } from "../accounts/index.ts";

/** The reason `Job.employer` is null signed out; built once, never thrown. */
const SIGNED_OUT = new Error("signed out");

/**
 * A page of jobs (filter, order, size) as `selection` shapes it: the page's ids, then the jobs with all they
 * show in one statement when that reads all the selection asks for (job-rows.ts), else one query of Prisma's.
 */
async function jobPage(ctx: Context, page: JobPage, selection: JobSelection) {
  const plan = jobRowsPlan(selection.select);
  if (!plan) return ctx.prisma.job.findMany({ ...selection, ...page });
  const filter = firstPageFilter(page);
  if (filter) return (await newestJobRows(ctx, filter, page.take!, plan)) as unknown as Job[];
  const ids = await ctx.prisma.job.findMany({ ...page, select: { id: true } });
  return (await jobRowsInOne(
    ctx,
    ids.map((row) => row.id),
    plan,
  )) as unknown as Job[];
}

type JobPage = Omit<Prisma.JobFindManyArgs, keyof JobSelection>;

/**
 * The first page of a search with its total (the search's count, up to JOB_COUNT_LIMIT) read in the same
 * statement, when the page is one jobPage reads in one statement; else null.
 */
async function jobPageWithTotal(ctx: Context, page: JobPage, selection: JobSelection, countOrder: CountOrder) {
  const plan = jobRowsPlan(selection.select);
  const filter = plan ? firstPageFilter(page) : null;
  if (!plan || !filter) return null;
  const { rows, total } = await newestJobRowsWithTotal(ctx, filter, page.take!, plan, JOB_COUNT_LIMIT, countOrder);
  return { jobs: rows as unknown as Job[], total };
}

/**
 * The first page's filter as SQL, when the page is the newest jobs first and the filter has only the shapes
 * whereSql reads (else null: the page's ids come from Prisma).
 */
function firstPageFilter(page: JobPage) {
  if (!page.where || page.cursor || page.skip || (page.take ?? 0) <= 0) return null;
  if (JSON.stringify(page.orderBy) !== JSON.stringify(NEWEST_FIRST)) return null;
  return jobFilterSql(page.where);
}

export const JobNode = builder.prismaNode("Job", {
  description: "A job posted by an employer (farm owner). Anyone may read jobs, signed in or not.",
  id: { field: "id" },
  // node(id:) finds a job held under review only for its employer.
  findUnique: (id, ctx) => ({ id: Number(id), AND: [readableJobWhere(ctx.viewer?.id)] }),
  // Each field reads only its own columns (exposed fields select theirs), not the whole row.
  select: { id: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The plain numeric id (the REST shim's `id`)." }),
    title: t.exposeString("title", { description: "Short title of the work." }),
    description: t.exposeString("description", { description: "What the work involves (may be empty)." }),
    location: t.exposeString("location", { description: "Village or town and state, e.g. 'Maddur, Karnataka'." }),
    district: t.exposeString("district", { nullable: true, description: "District of the work site, if known." }),
    state: t.exposeString("state", { nullable: true, description: "State of the work site, if known." }),
    category: t.expose("category", { type: JobCategoryEnum, description: "Kind of work." }),
    dailyRate: t.exposeInt("dailyRate", { description: "Wage in whole rupees per day." }),
    isRateNegotiable: t.exposeBoolean("isRateNegotiable", { description: "Negotiable (true) or fixed rate (false)." }),
    accommodationProvided: t.exposeBoolean("accommodationProvided", { description: "A place to stay is provided." }),
    mealsProvided: t.exposeBoolean("mealsProvided", { description: "Meals are provided." }),
    equipmentProvided: t.exposeBoolean("equipmentProvided", { description: "Tools and equipment are provided." }),
    transportationProvided: t.exposeBoolean("transportationProvided", {
      description: "Transport to the site is provided.",
    }),
    duration: t.exposeInt("duration", { description: "Length of the job in days (1-365)." }),
    startDate: t.expose("startDate", {
      type: "Date",
      nullable: true,
      description: "First day of work; null when not decided ('Start date TBD').",
    }),
    workersNeeded: t.exposeInt("workersNeeded", { description: "How many workers are needed." }),
    workingHours: t.exposeString("workingHours", { nullable: true, description: "Working hours, e.g. '7 AM - 3 PM'." }),
    isUrgent: t.exposeBoolean("isUrgent", { description: "Workers are needed urgently." }),
    status: t.expose("status", {
      type: JobStatusEnum,
      description:
        "Active (taking applications), closed, or under_review (held because its text seems to ask workers to pay; " +
        "only its employer sees it).",
    }),
    reviewReason: t.string({
      nullable: true,
      description:
        "Why the job is under review, in the request's language, naming the words that seem to ask workers to pay; " +
        "for its employer only (null for everyone else, and for jobs not under review).",
      select: { employerId: true, status: true, title: true, description: true, workingHours: true },
      resolve: (job, _args, ctx) =>
        job.status === "under_review" && ctx.viewer != null && job.employerId === ctx.viewer.id
          ? translate(ctx.locale, jobHeldReason(job))
          : null,
    }),
    viewsCount: t.exposeInt("viewsCount", {
      description: "How many viewers opened the job (recordJobView): each at most once a day, its employer never.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When the job was posted." }),
    updatedAt: t.expose("updatedAt", {
      type: "DateTime",
      description:
        "When the job itself last changed: an edit, a new status, a required skill added or removed (views do not count).",
    }),
    employer: t.field({
      type: UserNode,
      nullable: true,
      description:
        "The employer who posted the job; for signed-in viewers only (null signed out: use employerName), and null " +
        "once they deleted their account.",
      authScopes: { signedIn: true },
      // Signed out the answer is null: no error is built per row and the employer's row is not read.
      unauthorizedError: () => SIGNED_OUT,
      unauthorizedResolver: () => null,
      select: (_args, ctx, nestedSelection) => (ctx.viewer ? { employer: nestedSelection(true) } : {}),
      resolve: (job) => (job as { employer?: User | null }).employer ?? null,
    }),
    employerName: t.string({
      nullable: true,
      description: "The employer's name for the job card: 'First Last', or the business name when they gave no name.",
      select: { employer: { select: { firstName: true, lastName: true, businessName: true } } },
      resolve: (job) => employerName(job.employer),
    }),
    requiredSkills: t.field({
      type: [SkillNode],
      description: "Catalogue skills the job needs, by name.",
      select: (_args, _ctx, nestedSelection) => ({
        requiredSkills: { orderBy: { skill: { name: "asc" } }, select: { skill: nestedSelection(true) } },
      }),
      resolve: (job) => job.requiredSkills.map((required) => required.skill),
    }),
    applicationsCount: t.int({
      description: "How many laborers have applied.",
      select: { id: true },
      resolve: (job, _args, ctx) => applicationsCount(ctx, job.id),
    }),
    distanceKm: t.float({
      nullable: true,
      description:
        "How far the work site is, in km (great-circle): from the search's centre in a near search, else from the " +
        "signed-in viewer's own place; null when either is unknown.",
      select: { latitude: true, longitude: true },
      resolve: (job, _args, ctx) => distanceFromCentreKm(ctx, job),
    }),
    viewerHasApplied: t.boolean({
      description: "Whether the signed-in laborer has applied for this job (false for everyone else).",
      select: (_args, ctx) =>
        ctx.viewer?.userType === "laborer"
          ? { applications: { where: { laborerId: ctx.viewer.id }, select: { id: true } } }
          : {},
      resolve: (job) => ((job as { applications?: unknown[] }).applications?.length ?? 0) > 0,
    }),
  }),
});

type SearchArgs = Parameters<typeof searchWhere>[0] & NearArgs;

/** The search's filters for this viewer: the jobs of people blocked either way stay out. */
const viewerSearch = async <A extends SearchArgs>(args: A, ctx: Context): Promise<A> => ({
  ...args,
  hiddenEmployerIds: await blockedPeopleOf(ctx.prisma, ctx, ctx.viewer?.id),
});

/** The search's total, counted while the page loads. */
const jobCount = parallelTotalCount(async (searchArgs: SearchArgs, ctx: Context) => {
  const args = await viewerSearch(searchArgs, ctx);
  const near = nearSearch(args, ctx);
  if (near) return nearJobCount(ctx.prisma, jobSearchWhere(args), near);
  return jobCountUpTo(ctx, searchWhere(args, ctx.viewer), JOB_COUNT_LIMIT, countOrderFor(args));
});

builder.queryFields((t) => ({
  jobs: t.prismaConnection(
    {
      type: "Job",
      cursor: "id",
      defaultSize: 20,
      maxSize: 100,
      description:
        "Active jobs, newest first, with cursor pagination (`first` is capped at 100). Filters combine (AND). " +
        "Near a centre (`latitude` and `longitude`, else `near`, else `nearby` with the viewer's own place) only the " +
        "jobs within `radiusKm` come back, nearest first, each with its `distanceKm`. `nearby` for a viewer whose " +
        "place has no coordinates: their district first, then the rest of their state, each newest first.",
      args: {
        search: t.arg.string({
          description:
            "Free text: every word must appear in the title, description, location, district or state (case-insensitive; " +
            "a place under any of its names, so Mysore finds Mysuru; first 8 words).",
        }),
        location: t.arg.string({
          description: "A place: matches location, district or state, under any of its names (Mysore finds Mysuru).",
        }),
        category: t.arg({ type: JobCategoryEnum, description: "Only this kind of work." }),
        wageBand: t.arg({ type: WageBandEnum, description: "Only daily rates in this band." }),
        nearby: t.arg.boolean({
          description:
            "Near the signed-in viewer: jobs in their district first, then the other jobs of their state (jobs in " +
            "other states are left out). Without a district in their profile: their state's jobs; without a state: " +
            "their district first, then all others. No effect when signed out or with neither.",
        }),
        urgentOnly: t.arg.boolean({ description: "Only jobs marked urgent." }),
        near: t.arg.string({
          description:
            "A place or pincode to search around, in any of its names or languages ('Maddur', '571428', 'ಮೈಸೂರು'): " +
            "the best match is the centre. Unknown places are refused.",
        }),
        latitude: t.arg.float({ description: "The centre's latitude (the device's location), with longitude." }),
        longitude: t.arg.float({ description: "The centre's longitude, with latitude." }),
        radiusKm: t.arg.int({
          description: `How far from the centre, in km: 1-${MAX_RADIUS_KM} (the app offers ${RADIUS_CHOICES_KM.join(", ")}); ${DEFAULT_RADIUS_KM} by default.`,
        }),
      },
      totalCount: (_parent, args, ctx) => jobCount.totalCount(args, ctx),
      resolve: async (query, _root, searchArgs, ctx, info) => {
        const near = nearSearch(searchArgs, ctx);
        // A first page of the newest jobs may read its total in its own statement; any other starts counting now.
        const countWithPage = !near && !searchArgs.nearby && !query.cursor && !query.skip && jobCount.wanted(info);
        if (!countWithPage) jobCount.start(searchArgs, ctx, info);
        const args = await viewerSearch(searchArgs, ctx);
        if (near) {
          const { take, skip, cursor, ...selection } = query;
          const page = { take, skip, cursor: cursor as { id: number } | undefined };
          const ids = await nearJobPage(ctx.prisma, jobSearchWhere(args), near, page);
          return jobsByIds(ctx, ids, selection);
        }
        const groups = args.nearby ? nearbyGroups(ctx.viewer) : null;
        if (groups?.district && ctx.viewer?.district) {
          const { take, skip, cursor, ...selection } = query;
          return twoGroupPage(
            jobSearchWhere(args),
            { district: groups.district, rest: groups.rest },
            ctx.viewer.district,
            { take, skip, cursor: cursor as { id: number } | undefined },
            async (id) => (await ctx.prisma.job.findUnique({ where: { id }, select: { district: true } }))?.district,
            (page) => jobPage(ctx, page, selection),
          );
        }
        const { take, skip, cursor, ...selection } = query;
        const where = searchWhere(args, ctx.viewer);
        const page = { where, orderBy: NEWEST_FIRST, take, skip, cursor: cursor as { id: number } };
        const withTotal = countWithPage ? await jobPageWithTotal(ctx, page, selection, countOrderFor(args)) : null;
        if (withTotal) {
          jobCount.keep(searchArgs, withTotal.total);
          return withTotal.jobs;
        }
        if (countWithPage) jobCount.start(searchArgs, ctx, info);
        return jobPage(ctx, page, selection);
      },
    },
    {
      fields: (c) => ({
        totalCount: c.int(
          totalCountField(
            `How many jobs match the filters in all (every page together), counted up to ${JOB_COUNT_LIMIT}: ` +
              `${JOB_COUNT_LIMIT} means ${JOB_COUNT_LIMIT} or more.`,
          ),
        ),
      }),
    },
  ),

  job: t.prismaField({
    type: "Job",
    description:
      "One job by its global id, active or closed; a job under review only for its employer (NotFound for anyone " +
      "else). Reading a job counts no view: the job screen sends recordJobView.",
    errors: { types: [NotFoundError] },
    args: { id: t.arg.id({ required: true, description: "The job's global id." }) },
    resolve: async (query, _root, args, ctx) => {
      const id = databaseIdOf("Job", String(args.id));
      const where = { id: id ?? 0, ...readableJobWhere(ctx.viewer?.id) };
      const job = id === null ? null : await ctx.prisma.job.findFirst({ ...query, where });
      if (!job) throw new NotFoundError(JOB_MESSAGES.notFound);
      return job;
    },
  }),
}));

builder.mutationField("recordJobView", (t) =>
  t.prismaField({
    type: "Job",
    description:
      "Counts a view of a job, sent once by the job screen when it opens. A viewer (an account, or a client " +
      "address when signed out) counts at most once per job per day; the job's own employer never. Returns the job.",
    errors: { types: [NotFoundError] },
    args: { jobId: t.arg.id({ required: true, description: "The job's global id." }) },
    resolve: async (query, _root, args, ctx) => {
      const id = databaseIdOf("Job", String(args.jobId));
      const readable =
        id === null ? 0 : await ctx.prisma.job.count({ where: { id, ...readableJobWhere(ctx.viewer?.id) } });
      if (id === null || readable === 0) throw new NotFoundError(JOB_MESSAGES.notFound);
      const viewer = { userId: ctx.viewer?.id ?? null, addressKey: ctx.ip ? ctx.limitKeys.address(ctx.ip) : null };
      await recordJobView(ctx.prisma, id, viewer);
      const job = await ctx.prisma.job.findUnique({ ...query, where: { id } });
      if (!job) throw new NotFoundError(JOB_MESSAGES.notFound);
      return job;
    },
  }),
);
