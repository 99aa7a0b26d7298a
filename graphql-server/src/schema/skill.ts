import { builder } from "../builder.ts";
import { SkillCategory } from "../generated/prisma/enums.ts";

builder.enumType(SkillCategory, {
  name: "SkillCategory",
  description: "Categories of the skills catalogue.",
});

export const SkillNode = builder.prismaNode("Skill", {
  description: "An entry of the skills catalogue.",
  id: { field: "id" },
  fields: (t) => ({
    databaseId: t.exposeInt("id", { description: "The plain numeric id (the REST shim's `id`)." }),
    name: t.exposeString("name", { description: "The skill's name in English." }),
    category: t.expose("category", { type: SkillCategory, description: "The skill's category." }),
    description: t.exposeString("description", { nullable: true, description: "What the skill involves." }),
    localizedName: t.string({
      nullable: true,
      description: "The skill's name in another language (hi, kn or te), if the catalogue has it.",
      args: { locale: t.arg.string({ required: true, description: "Language code: hi, kn or te." }) },
      resolve: (skill, { locale }) => {
        const names = skill.localizedNames as Record<string, unknown> | null;
        const name = names?.[locale];
        return typeof name === "string" ? name : null;
      },
    }),
  }),
});
