// The partner API's `districtStats`: open jobs, their median daily rate and laborers by skill per district
// (district-stats.ts). Counts only: nothing names or identifies a person.
import { builder } from "../../graphql/builder.ts";
import { partnerOnly } from "./partner-only.ts";
import type { Skill } from "../../generated/prisma/client.ts";
import { type DistrictStatsRow, districtStats } from "./district-stats.ts";
import { SkillNode } from "../skills/index.ts";

interface SkillLaborersShape {
  skill: Skill;
  laborers: number;
}

const SkillLaborers = builder.objectRef<SkillLaborersShape>("SkillLaborers").implement({
  description: "How many laborers of a district have one skill.",
  fields: (t) => ({
    skill: t.field({ type: SkillNode, description: "The catalogue skill.", resolve: (row) => row.skill }),
    laborers: t.exposeInt("laborers", {
      description: "Laborers living in the district who list this skill in their profile.",
    }),
  }),
});

type DistrictStatsShape = Omit<DistrictStatsRow, "laborersBySkill"> & { laborersBySkill: SkillLaborersShape[] };

const DistrictStats = builder.objectRef<DistrictStatsShape>("DistrictStats").implement({
  description:
    "Figures for one district: its open jobs and the laborers living there, as counts only (no names, no ids of people).",
  fields: (t) => ({
    state: t.exposeString("state", { description: "The state, e.g. 'Karnataka'." }),
    district: t.exposeString("district", {
      description: "The district under its official name (jobs and profiles that say Mysore count as Mysuru).",
    }),
    openJobs: t.exposeInt("openJobs", { description: "Open jobs (status active) in the district." }),
    medianDailyRate: t.exposeFloat("medianDailyRate", {
      nullable: true,
      description:
        "The median daily rate of the open jobs, in rupees (the middle rate, or the mean of the two middle rates); " +
        "null when the district has no open job.",
    }),
    laborers: t.exposeInt("laborers", {
      description: "Laborer accounts whose profile gives this district as where they live.",
    }),
    medianDailyWagePaid: t.exposeFloat("medianDailyWagePaid", {
      nullable: true,
      description:
        "The median daily wage actually paid to laborers living in the district, in rupees (per hire: what was paid " +
        "for its counted work days, at most what they were due, over those days); null unless at least 10 laborers " +
        "contribute.",
    }),
    medianDaysWorkedPerMonth: t.exposeFloat("medianDaysWorkedPerMonth", {
      nullable: true,
      description:
        "The median days of recorded work per laborer per month (months with any work; half days count half); " +
        "null unless at least 10 laborers contribute.",
    }),
    laborersBySkill: t.field({
      type: [SkillLaborers],
      description:
        "For each skill at least one of those laborers lists, how many do; most laborers first. A laborer with " +
        "several skills counts once under each.",
      resolve: (row) => row.laborersBySkill,
    }),
  }),
});

builder.queryFields((t) => ({
  districtStats: t.field({
    type: [DistrictStats],
    ...partnerOnly,
    description:
      "Partner API key required. Figures per district, for every district with open jobs or laborers, ordered by " +
      "state and district; narrow them with `state` and `district`. A job or laborer counts in a district when it " +
      "gives both a state and a district; names are compared without regard to letter case.",
    args: {
      state: t.arg.string({
        required: false,
        description: "Only districts of this state (the whole name, any letter case).",
      }),
      district: t.arg.string({
        required: false,
        description:
          "Only this district (the whole name, any letter case; old and new names both match: Mysore is Mysuru).",
      }),
    },
    resolve: async (_root, args, ctx) => {
      const rows = await districtStats(ctx.prisma, args, ctx.notifications.queue.now());
      const skillIds = [...new Set(rows.flatMap((row) => row.laborersBySkill.map((one) => one.skillId)))];
      const skills = new Map(
        (skillIds.length ? await ctx.prisma.skill.findMany({ where: { id: { in: skillIds } } }) : []).map((skill) => [
          skill.id,
          skill,
        ]),
      );
      return rows.map((row) => ({
        ...row,
        laborersBySkill: row.laborersBySkill.map(({ skillId, laborers }) => ({
          skill: skills.get(skillId)!,
          laborers,
        })),
      }));
    },
  }),
}));
