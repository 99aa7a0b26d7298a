// The matching feature's GraphQL API: "Jobs for you" and courses for a laborer, and "Suggested workers" for an
// employer's job.
import { builder } from "../../graphql/builder.ts";
import { RECOMMENDATIONS_MAX } from "../../rules/matching.ts";
import type { Context } from "../../graphql/context.ts";
import { SkillNode } from "../skills/index.ts";
import { jobsByIds } from "../jobs/index.ts";
import { inIdOrder, setCentre } from "../places/index.ts";
import { coursesForLaborer, jobsForLaborer, workersForJob } from "./recommend.ts";

/** The signed-in laborer's skills, read once per request (none for anyone else). */
const viewerSkills = new WeakMap<Context, Promise<Set<number>>>();
function viewerSkillIds(ctx: Context): Promise<Set<number>> {
  const viewer = ctx.viewer;
  if (viewer?.userType !== "laborer") return Promise.resolve(new Set());
  if (!viewerSkills.has(ctx))
    viewerSkills.set(
      ctx,
      ctx.prisma.userSkill
        .findMany({ where: { userId: viewer.id }, select: { skillId: true } })
        .then((skills) => new Set(skills.map((skill) => skill.skillId))),
    );
  return viewerSkills.get(ctx)!;
}

const howMany = (first: number | null | undefined) => Math.min(Math.max(first ?? 10, 1), RECOMMENDATIONS_MAX);

builder.queryFields((t) => ({
  recommendedJobs: t.prismaField({
    type: ["Job"],
    authScopes: { laborer: true },
    description:
      "Laborers: open jobs within their travel distance of their own place (not their own, not applied to), " +
      "best first: more of the job's skills they have, then nearer, then the higher wage, then the better rated " +
      `employer. Each job's distanceKm is from their place. Empty until their place is known. At most ${RECOMMENDATIONS_MAX}.`,
    args: { first: t.arg.int({ description: `How many (1-${RECOMMENDATIONS_MAX}, 10 by default).` }) },
    complexity: (args) => ({ field: 1, multiplier: howMany(args.first) }),
    resolve: async (query, _root, args, ctx) => {
      const viewer = ctx.viewer!;
      if (viewer.latitude === null || viewer.longitude === null) return [];
      const laborer = {
        id: viewer.id,
        latitude: viewer.latitude,
        longitude: viewer.longitude,
        travelKm: viewer.travelKm,
      };
      const ids = await jobsForLaborer(ctx.prisma, laborer, howMany(args.first));
      return jobsByIds(ctx, ids, query);
    },
  }),
  recommendedCourses: t.prismaField({
    type: ["Course"],
    authScopes: { laborer: true },
    description:
      "Laborers: active courses of a kind of work they have no skill in yet, held within their travel distance " +
      `(nearest first) or online (after them, newest first). At most ${RECOMMENDATIONS_MAX}.`,
    args: { first: t.arg.int({ description: `How many (1-${RECOMMENDATIONS_MAX}, 10 by default).` }) },
    complexity: (args) => ({ field: 1, multiplier: howMany(args.first) }),
    resolve: async (query, _root, args, ctx) => {
      const viewer = ctx.viewer!;
      const laborer = {
        id: viewer.id,
        latitude: viewer.latitude ?? 0,
        longitude: viewer.longitude ?? 0,
        // Without a place of her own only online courses can be within reach.
        travelKm: viewer.latitude === null ? 1 : viewer.travelKm,
      };
      const ids = await coursesForLaborer(ctx.prisma, laborer, howMany(args.first));
      return inIdOrder(ids, await ctx.prisma.course.findMany({ ...query, where: { id: { in: ids } } }));
    },
  }),
}));

builder.prismaObjectFields("Job", (t) => ({
  suggestedWorkers: t.prismaField({
    type: ["User"],
    description:
      "The job's employer only (empty for anyone else): laborers available today who have one of its required skills " +
      "(any laborer when it requires none) and whose travel distance reaches the work site, best first: more of its " +
      "skills, then nearer, then better rated. Their distanceKm is from the work site.",
    args: { first: t.arg.int({ description: `How many (1-${RECOMMENDATIONS_MAX}, 10 by default).` }) },
    complexity: (args) => ({ field: 1, multiplier: howMany(args.first) }),
    select: { employerId: true, latitude: true, longitude: true, requiredSkills: { select: { skillId: true } } },
    resolve: async (query, job, args, ctx) => {
      if (!ctx.viewer || job.employerId !== ctx.viewer.id || job.latitude === null || job.longitude === null) return [];
      const ids = await workersForJob(
        ctx.prisma,
        {
          id: job.id,
          employerId: job.employerId,
          latitude: job.latitude,
          longitude: job.longitude,
          skillIds: job.requiredSkills.map((required) => required.skillId),
        },
        howMany(args.first),
      );
      setCentre(ctx, { latitude: job.latitude, longitude: job.longitude });
      return inIdOrder(ids, await ctx.prisma.user.findMany({ ...query, where: { id: { in: ids } } }));
    },
  }),
  skillsYouHave: t.field({
    type: [SkillNode],
    description:
      "The job's required skills that the signed-in laborer has (empty for everyone else): why a job is " +
      "recommended ('Needs Milking').",
    // The same selection as requiredSkills, so both are read with the job.
    select: (_args, _ctx, nestedSelection) => ({
      requiredSkills: { orderBy: { skill: { name: "asc" } }, select: { skillId: true, skill: nestedSelection(true) } },
    }),
    resolve: async (job, _args, ctx) => {
      const hers = await viewerSkillIds(ctx);
      return job.requiredSkills.filter((required) => hers.has(required.skillId)).map((required) => required.skill);
    },
  }),
}));
