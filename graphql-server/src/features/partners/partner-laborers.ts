// Partners (NGOs with an API key) reach laborers who asked to be reachable: the laborers who turned on
// "Let partner organisations see my phone number" (User.phoneVisibleToPartners), with their number, state,
// district and catalogue skills. Nothing else about a person is on this type: no name, e-mail, address,
// block, pincode, age or gender. Laborers who did not opt in are not listed at all.
import { builder } from "../../graphql/builder.ts";
import { partnerOnly } from "./partner-only.ts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { localizedGraphQLError } from "../../i18n/graphql-errors.ts";
import { SKILL_MESSAGES } from "../../rules/skills.ts";
import { databaseIdOf } from "../../graphql/global-id.ts";
import { SkillNode } from "../skills/index.ts";

const PartnerLaborerContact = builder.prismaObject("User", {
  variant: "PartnerLaborerContact",
  description:
    "A laborer who chose to let partner organisations contact them (account settings: 'Let partner organisations " +
    "see my phone number'). Only their public contact, place and skills: never a name, e-mail, address or age.",
  fields: (t) => ({
    mobileNumber: t.exposeString("mobileNumber", {
      description: "The laborer's 10-digit Indian mobile number, which they agreed to share with partners.",
    }),
    state: t.exposeString("state", {
      nullable: true,
      description: "State or union territory, if the laborer gave it.",
    }),
    district: t.exposeString("district", { nullable: true, description: "District, if the laborer gave it." }),
    skills: t.field({
      type: [SkillNode],
      description: "The catalogue skills the laborer has, in the order they added them. Loaded with the page.",
      select: (_args, _ctx, nestedSelection) => ({
        skills: { orderBy: { id: "asc" }, select: { skill: nestedSelection(true) } },
      }),
      resolve: (user) => user.skills.map(({ skill }) => skill),
    }),
  }),
});

interface ContactFilter {
  state?: string | null;
  district?: string | null;
  skill?: string | null;
}

/** Opted-in laborers matching the filters; backed by the (phoneVisibleToPartners, userType, state, district, id) index. */
function contactWhere(args: ContactFilter): Prisma.UserWhereInput {
  const where: Prisma.UserWhereInput = { phoneVisibleToPartners: true, userType: "laborer" };
  const state = args.state?.trim();
  const district = args.district?.trim();
  if (state) where.state = state;
  if (district) where.district = district;
  if (args.skill != null && args.skill.trim() !== "") {
    const skillId = databaseIdOf("Skill", args.skill.trim());
    if (skillId === null)
      throw localizedGraphQLError(SKILL_MESSAGES.invalidOne, { extensions: { code: "BAD_USER_INPUT" } });
    where.skills = { some: { skillId } };
  }
  return where;
}

builder.queryFields((t) => ({
  laborerContacts: t.prismaConnection(
    {
      type: PartnerLaborerContact,
      cursor: "id",
      defaultSize: 20,
      maxSize: 100,
      description:
        "Partner API keys only. Laborers who opted in to be contacted by partner organisations, with their mobile " +
        "number, state, district and skills; oldest account first. Laborers who did not opt in never appear.",
      ...partnerOnly,
      args: {
        state: t.arg.string({
          description: "Only laborers in this state, spelt as KhetSetu spells it (e.g. `Karnataka`).",
        }),
        district: t.arg.string({
          description: "Only laborers in this district, spelt as KhetSetu spells it (e.g. `Mandya`).",
        }),
        skill: t.arg.id({
          description:
            "Only laborers with this catalogue skill (a `Skill` global id). An id that is not a Skill id is the error 'Invalid skill ID'.",
        }),
      },
      resolve: (query, _root, args, ctx) =>
        ctx.prisma.user.findMany({ ...query, where: contactWhere(args), orderBy: { id: "asc" } }),
    },
    { description: "A page of laborers who agreed to be contacted by partners." },
  ),
}));
