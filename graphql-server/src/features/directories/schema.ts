// The laborer, employer and training-provider directories.
import { localizedGraphQLError } from "../../i18n/graphql-errors.ts";
import { SKILL_MESSAGES } from "../../rules/skills.ts";
import { builder } from "../../graphql/builder.ts";
import { totalCountField } from "../../graphql/total-count-field.ts";
import {
  DIRECTORY_ORDER,
  type DirectoryFilter,
  LABORER_ORDER,
  directoryWhere,
  filterText,
} from "./directory-filters.ts";
import type { Context } from "../../graphql/context.ts";
import { todayInIndia } from "../../i18n/india-date.ts";
import { DEFAULT_RADIUS_KM, MAX_RADIUS_KM, NEAR_CANDIDATES_MAX } from "../../rules/distance.ts";
import { type NearArgs, inIdOrder, nearSearch } from "../places/index.ts";
import { nearLaborerCount, nearLaborerPage } from "./near-laborers.ts";
import type { UserType } from "../../generated/prisma/enums.ts";
import { databaseIdOf } from "../../graphql/global-id.ts";
import { SkillNode, skillIdsNamed } from "../skills/index.ts";

builder.prismaObjectFields("User", (t) => ({
  location: t.string({
    nullable: true,
    description: "Directory cards' place line: 'city/village, district' (whichever are known), or null.",
    resolve: (user) =>
      [user.cityVillage, user.district].filter((part) => part && part.trim() !== "").join(", ") || null,
  }),
  bio: t.exposeString("bio", { nullable: true, description: "A few words the user wrote about themselves, if any." }),
  coursesOffered: t.relationCount("courses", {
    description: "Training providers: how many active courses they run.",
    where: { status: "active" },
  }),
  skillBadges: t.field({
    type: [SkillNode],
    description:
      "Laborers: the catalogue skills they have (id and name), in the order they added them; directory cards show 4 and '+N more'. Loaded with the list, not one query per person.",
    select: (_args, _ctx, nestedSelection) => ({
      skills: { orderBy: { id: "asc" }, select: { skill: nestedSelection(true) } },
    }),
    resolve: (user) => user.skills.map(({ skill }) => skill),
  }),
}));

/** Connection page sizes: 20 unless `first` says otherwise, never more than 100. */
const PAGE = { cursor: "id", defaultSize: 20, maxSize: 100 } as const;

const TOTAL_COUNT = totalCountField("How many match the filters in all (every page together).");

const searchArgDescription = {
  laborer: "Name search: every word must appear (any case) in the first or last name.",
  employer:
    "Name or business search: every word must appear (any case) in the first name, last name, business name or farm name.",
  training_provider:
    "Name search: every word must appear (any case) in the first name, last name or organisation name.",
} as const satisfies Record<UserType, string>;

const locationArgDescription =
  "A place: matches the city/village, district or state (any case, part of the name), by any of its names (Mysore finds Mysuru). Blank or `all` means anywhere.";

const ORDER_NOTE = "Ordered by rating (best first, unrated last), then by account age (oldest first).";
const LABORER_ORDER_NOTE = `Laborers marked available first; then ${ORDER_NOTE[0]!.toLowerCase()}${ORDER_NOTE.slice(1)}`;

type LaborerArgs = NearArgs & {
  search?: string | null;
  location?: string | null;
  skill?: string | null;
  skillName?: string | null;
  available?: boolean | null;
};

/** The laborer directory's filter: a skill by id or named in any language, and availability today. */
async function laborerFilter(args: LaborerArgs, ctx: Context): Promise<DirectoryFilter> {
  let skillId: number | null = null;
  if (args.skill != null && args.skill.trim() !== "") {
    skillId = databaseIdOf("Skill", args.skill.trim());
    if (skillId === null)
      throw localizedGraphQLError(SKILL_MESSAGES.invalidOne, { extensions: { code: "BAD_USER_INPUT" } });
  }
  const skillName = filterText(args.skillName);
  const skillIds = skillName && skillName.toLowerCase() !== "all" ? await skillIdsNamed(ctx.prisma, skillName) : null;
  return {
    search: args.search,
    location: args.location,
    skillId,
    skillIds,
    availableOn: args.available ? todayInIndia() : null,
    viewerId: ctx.viewer?.id,
  };
}

builder.queryFields((t) => ({
  laborers: t.prismaConnection(
    {
      type: "User",
      ...PAGE,
      description: `Signed-in users only. The laborer directory (/laborers, /browse-laborers). ${LABORER_ORDER_NOTE}`,
      authScopes: { signedIn: true },
      args: {
        search: t.arg.string({ description: searchArgDescription.laborer }),
        location: t.arg.string({ description: locationArgDescription }),
        skill: t.arg.id({
          description:
            "Only laborers with this catalogue skill (a `Skill` global id). An id that is not a Skill id is the error 'Invalid skill ID'.",
        }),
        skillName: t.arg.string({
          description:
            "Only laborers with the catalogue skill of this name, in English, Hindi, Kannada or Telugu, or a word " +
            "people use for it ('tractor', 'ट्रैक्टर'); exact, any case. Blank or `all` means any skill.",
        }),
        available: t.arg.boolean({ description: "Only laborers available today." }),
        near: t.arg.string({
          description:
            "A place or pincode, in any of its names or languages: only laborers within `radiusKm` of it, available " +
            "ones first, then nearest first, each with `distanceKm`; `totalCount` then counts up to " +
            `${NEAR_CANDIDATES_MAX} (${NEAR_CANDIDATES_MAX} means ${NEAR_CANDIDATES_MAX} or more). Unknown places are refused.`,
        }),
        latitude: t.arg.float({ description: "With longitude: search around this point instead of `near`." }),
        longitude: t.arg.float({ description: "With latitude: search around this point instead of `near`." }),
        radiusKm: t.arg.int({
          description: `How far from the centre, in km: 1-${MAX_RADIUS_KM}, ${DEFAULT_RADIUS_KM} by default.`,
        }),
      },
      totalCount: async (_parent, args, ctx) => {
        const near = nearSearch(args, ctx);
        if (near)
          return nearLaborerCount(
            ctx.prisma,
            directoryWhere("laborer", await laborerFilter(args, ctx)),
            near,
            todayInIndia(),
          );
        return ctx.prisma.user.count({ where: directoryWhere("laborer", await laborerFilter(args, ctx)) });
      },
      resolve: async (query, _parent, args, ctx) => {
        const near = nearSearch(args, ctx);
        if (near) {
          const { take, skip, cursor, ...selection } = query;
          const where = directoryWhere("laborer", await laborerFilter(args, ctx));
          const page = { take, skip, cursor: cursor as { id: number } | undefined };
          const ids = await nearLaborerPage(ctx.prisma, where, near, page, todayInIndia());
          return inIdOrder(ids, await ctx.prisma.user.findMany({ ...selection, where: { id: { in: ids } } }));
        }
        return ctx.prisma.user.findMany({
          ...query,
          where: directoryWhere("laborer", await laborerFilter(args, ctx)),
          orderBy: LABORER_ORDER,
        });
      },
    },
    {
      description: "A page of the laborer directory.",
      fields: (c) => ({ totalCount: c.int(TOTAL_COUNT) }),
    },
    { description: "One laborer of the directory and its cursor." },
  ),
  employers: t.prismaConnection(
    {
      type: "User",
      ...PAGE,
      description: `Signed-in users only. The employer (farm owner) directory (/employers). ${ORDER_NOTE}`,
      authScopes: { signedIn: true },
      args: {
        search: t.arg.string({ description: searchArgDescription.employer }),
        location: t.arg.string({ description: locationArgDescription }),
      },
      totalCount: (_parent, args, ctx) =>
        ctx.prisma.user.count({ where: directoryWhere("employer", { ...args, viewerId: ctx.viewer?.id }) }),
      resolve: (query, _parent, args, ctx) =>
        ctx.prisma.user.findMany({
          ...query,
          where: directoryWhere("employer", { ...args, viewerId: ctx.viewer?.id }),
          orderBy: DIRECTORY_ORDER,
        }),
    },
    {
      description: "A page of the employer directory.",
      fields: (c) => ({ totalCount: c.int(TOTAL_COUNT) }),
    },
    { description: "One employer of the directory and its cursor." },
  ),
  trainingProviders: t.prismaConnection(
    {
      type: "User",
      ...PAGE,
      description: `Signed-in users only. The training-provider directory (/training-providers). ${ORDER_NOTE}`,
      authScopes: { signedIn: true },
      args: {
        search: t.arg.string({ description: searchArgDescription.training_provider }),
        location: t.arg.string({ description: locationArgDescription }),
      },
      totalCount: (_parent, args, ctx) =>
        ctx.prisma.user.count({ where: directoryWhere("training_provider", { ...args, viewerId: ctx.viewer?.id }) }),
      resolve: (query, _parent, args, ctx) =>
        ctx.prisma.user.findMany({
          ...query,
          where: directoryWhere("training_provider", { ...args, viewerId: ctx.viewer?.id }),
          orderBy: DIRECTORY_ORDER,
        }),
    },
    {
      description: "A page of the training-provider directory.",
      fields: (c) => ({ totalCount: c.int(TOTAL_COUNT) }),
    },
    { description: "One training provider of the directory and its cursor." },
  ),
}));
