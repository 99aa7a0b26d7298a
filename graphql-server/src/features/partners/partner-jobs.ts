// The partner API's `openJobs`: the change feed of jobs for partner organisations (job-feed.ts).
import { queryFromInfo } from "@pothos/plugin-prisma";
import { builder } from "../../graphql/builder.ts";
import { partnerOnly } from "./partner-only.ts";
import type { Job } from "../../generated/prisma/client.ts";
import { localizedGraphQLError } from "../../i18n/graphql-errors.ts";
import {
  FEED_ORDER,
  decodeFeedCursor,
  encodeFeedCursor,
  feedWhere,
  openJobsWhere,
  unfinishedFrom,
} from "./job-feed.ts";
import { JOB_COUNT_LIMIT } from "../../rules/job.ts";
import { PARTNER_FEED_MESSAGES } from "../../rules/partner-feed.ts";
import { JobCategoryEnum, WageBandEnum } from "../jobs/index.ts";
import { JobNode } from "../jobs/index.ts";
import { idsWithinRadius, nearSearch } from "../places/index.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM } from "../../rules/distance.ts";
import { pageCost } from "../../graphql/query-limits.ts";

const PAGE = { defaultSize: 20, maxSize: 100 } as const;

const OpenJobsFilter = builder.inputType("OpenJobsFilter", {
  description: "Which jobs `openJobs` returns. Every filter given must hold (AND); leave one out to not filter on it.",
  fields: (t) => ({
    state: t.string({
      required: false,
      description: "Only jobs in this state, e.g. 'Karnataka' (the whole name, any letter case).",
    }),
    district: t.string({
      required: false,
      description:
        "Only jobs in this district (the whole name, any letter case; old and new names both match: Mysore finds Mysuru).",
    }),
    category: t.field({ type: JobCategoryEnum, required: false, description: "Only this kind of work." }),
    wageBand: t.field({
      type: WageBandEnum,
      required: false,
      description: "Only daily rates in this band (the app's wage filter).",
    }),
    startDateFrom: t.field({
      type: "Date",
      required: false,
      description: "Only jobs starting on this day or later (jobs without a start date are left out).",
    }),
    startDateTo: t.field({
      type: "Date",
      required: false,
      description: "Only jobs starting on this day or earlier (jobs without a start date are left out).",
    }),
    updatedSince: t.field({
      type: "DateTime",
      required: false,
      description:
        "Only jobs that changed at or after this time (Job.updatedAt: an edit, a new status, a required skill added or " +
        "removed; views are not changes). For an incremental sync a stored `endCursor` is more precise: see `openJobs`.",
    }),
    near: t.string({
      required: false,
      description:
        "Only jobs within `radiusKm` of this place or pincode, in any of its names or languages ('Maddur', '571428', " +
        "'ಮೈಸೂರು'); each job's `distanceKm` is then from it. Unknown places are refused.",
    }),
    latitude: t.float({ required: false, description: "With longitude: only jobs within `radiusKm` of this point." }),
    longitude: t.float({ required: false, description: "With latitude: only jobs within `radiusKm` of this point." }),
    radiusKm: t.int({
      required: false,
      description: `How far from \`near\` or the point, in km: 1-${MAX_RADIUS_KM}, ${DEFAULT_RADIUS_KM} by default.`,
    }),
    includeClosed: t.boolean({
      required: false,
      defaultValue: false,
      description:
        "Also return jobs that are closed (status closed), so that a sync learns which jobs to drop. Off by default: " +
        "only open jobs (status active, what the app lists). Jobs held under review (their text seems to ask " +
        "workers to pay) are never returned.",
    }),
  }),
});

interface FeedPage {
  jobs: Job[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  totalCount: () => Promise<number>;
}

const OpenJobsConnection = builder.connectionObject(
  {
    type: JobNode,
    name: "OpenJobsConnection",
    description: "A page of the job change feed (`openJobs`).",
    fields: (t) => ({
      totalCount: t.int({
        description:
          `How many jobs match the filter in all (every page together, from the start of the feed, not only after ` +
          `\`after\`), counted up to ${JOB_COUNT_LIMIT}: ${JOB_COUNT_LIMIT} means ${JOB_COUNT_LIMIT} or more. ` +
          "Use districtStats for exact counts of open jobs per district.",
        resolve: (connection) => (connection as unknown as FeedPage).totalCount(),
      }),
    }),
  },
  { description: "A job of the feed, with its position as the cursor." },
);

builder.queryFields((t) => ({
  openJobs: t.field({
    type: OpenJobsConnection,
    ...partnerOnly,
    complexity: pageCost,
    description:
      "Partner API key required. The jobs partners may list, as a change feed: ordered by when each job last " +
      "changed (oldest change first), open jobs only unless `filter.includeClosed`. A job that changes (edited, " +
      "closed, a required skill added or removed; views are not changes) moves to the end of the feed: it comes " +
      "again, as its new version, after every job already returned. So the cursor is stable while jobs are added and " +
      "changed: paging with `after` never skips a job and returns each version once. Only changes whose database " +
      "transaction has finished are listed; one still being written comes on a later page (usually within moments; " +
      "a long write elsewhere on the database delays the newest changes, never drops them). To sync: page until " +
      "`hasNextPage` is false, store the last `endCursor`, and later ask again with `after` set to it to get only the " +
      "jobs added or changed since (an empty page has no `endCursor`: keep the one you had). With `includeClosed` a " +
      "job that closed comes with status closed, so you can drop it.",
    args: {
      first: t.arg.int({
        required: false,
        description: `How many jobs to return (default ${PAGE.defaultSize}, at most ${PAGE.maxSize}).`,
      }),
      after: t.arg.string({
        required: false,
        description:
          "An `endCursor` (or edge `cursor`) of an earlier page: return the jobs after it. Leave out to start at the beginning.",
      }),
      filter: t.arg({
        type: OpenJobsFilter,
        required: false,
        description: "Which jobs to return (all open jobs when left out).",
      }),
    },
    resolve: async (_root, args, ctx, info) => {
      const after = args.after == null ? null : decodeFeedCursor(args.after);
      if (args.after != null && !after) {
        throw localizedGraphQLError(PARTNER_FEED_MESSAGES.invalidCursor, {
          extensions: { code: "BAD_USER_INPUT", http: { status: 400 } },
        });
      }
      const take = Math.max(0, Math.min(args.first ?? PAGE.defaultSize, PAGE.maxSize));
      const near = nearSearch(args.filter ?? {}, ctx);
      const within = near
        ? await idsWithinRadius(ctx.prisma, args.filter?.includeClosed ? "AnyJob" : "Job", near.centre, near.radiusKm)
        : null;
      const filter: Prisma.JobWhereInput = within
        ? { AND: [openJobsWhere(args.filter ?? {}), { id: { in: [...within.keys()] } }] }
        : openJobsWhere(args.filter ?? {});
      const query = queryFromInfo({ context: ctx, info, path: ["edges", "node"], typeName: "Job" }) as {
        select?: Record<string, unknown>;
        include?: Record<string, unknown>;
      };
      // The cursor needs the position of every row, whatever the query selected.
      const selection = query.select ? { select: { ...query.select, id: true, changeTxid: true } } : query;
      const before = await unfinishedFrom(ctx.prisma);
      const rows =
        take === 0
          ? []
          : ((await ctx.prisma.job.findMany({
              ...selection,
              where: feedWhere(filter, before, after),
              orderBy: FEED_ORDER,
              take: take + 1,
            })) as Job[]);
      const page: FeedPage = {
        jobs: rows.slice(0, take),
        hasNextPage: rows.length > take,
        hasPreviousPage: after !== null,
        totalCount: () => ctx.prisma.job.count({ where: filter, take: JOB_COUNT_LIMIT }),
      };
      const edges = page.jobs.map((job) => ({ cursor: encodeFeedCursor(job), node: job }));
      return {
        ...page,
        edges,
        pageInfo: {
          hasNextPage: page.hasNextPage,
          hasPreviousPage: page.hasPreviousPage,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
  }),
}));
