import { Hono } from "hono";
import type { GraphQLServer } from "../http/graphql.ts";
import { graphql } from "../generated/graphql/index.ts";
import type { ProficiencyLevel, RestUserSkillFragment, SkillCategory } from "../generated/graphql/graphql.ts";
import { globalIdOf } from "../schema/global-id.ts";
import { readJsonBody } from "./body.ts";
import { runOperation } from "./operation.ts";
import { withPlainId } from "./plain-id.ts";
import { fieldErrors, outcome, unauthorized } from "./respond.ts";
import { oneOfMessage } from "./input.ts";
import type { Message } from "../i18n/translate.ts";
import { REST_INPUT_MESSAGES } from "../rules/rest-input.ts";

export const REST_USER_SKILL = graphql(`
  fragment RestUserSkill on UserSkill {
    databaseId proficiencyLevel experienceYears experience
    skill { databaseId name category }
  }
`);

const CATALOGUE = graphql(`
  query RestSkillCatalogue($category: SkillCategory) {
    skills(category: $category) { databaseId name category }
  }
`);

const MY_SKILLS = graphql(`
  query RestMySkills {
    viewer { skills { ...RestUserSkill } }
  }
`);

const ADD_SKILL = graphql(`
  mutation RestAddUserSkill($skillIds: [ID!]!, $proficiencyLevel: ProficiencyLevel, $experienceYears: Int) {
    addUserSkills(skillIds: $skillIds, proficiencyLevel: $proficiencyLevel, experienceYears: $experienceYears) {
      __typename
      ...RestError
      ... on MutationAddUserSkillsSuccess { data { ...RestUserSkill } }
    }
  }
`);

const CATEGORIES: readonly SkillCategory[] = ["field_activities", "animal_husbandry", "horticulture", "fisheries", "sericulture"];
const PROFICIENCY_LEVELS: readonly ProficiencyLevel[] = ["beginner", "intermediate", "expert"];

/** REST user skill: plain ids, `skillId` beside the nested skill. */
function toRestUserSkill(node: RestUserSkillFragment) {
  const { databaseId, skill, ...rest } = node;
  return { id: databaseId, skillId: skill.databaseId, ...rest, skill: { id: skill.databaseId, name: skill.name, category: skill.category } };
}

/** The REST body has one `skillId` where the GraphQL argument is `skillIds`: name errors after the body's field. */
async function renameFieldError(response: Response, from: string, to: string): Promise<Response> {
  const body = (await response.clone().json()) as { errors?: Record<string, string> };
  if (!body.errors || !(from in body.errors)) return response;
  const { [from]: message, ...others } = body.errors;
  return Response.json({ ...body, errors: { ...others, [to]: message } }, { status: response.status, headers: response.headers });
}

/** REST paths for the skills catalogue and the signed-in laborer's skills. */
export function skillRoutes(graphql: GraphQLServer) {
  const app = new Hono();

  app.get("/skills", async (c) => {
    const raw = c.req.query("category");
    const category = CATEGORIES.find((value) => value === raw) ?? null;
    if (raw && !category) {
      return fieldErrors(c, { category: oneOfMessage("category", CATEGORIES) });
    }
    const skills = outcome(c, await runOperation(c, graphql, CATALOGUE, { category }), "skills");
    if (!skills.ok) return skills.response;
    return c.json(skills.value.map(withPlainId));
  });

  app.get("/users/skills", async (c) => {
    const viewer = outcome(c, await runOperation(c, graphql, MY_SKILLS), "viewer");
    if (!viewer.ok) return viewer.response;
    if (!viewer.value) return unauthorized(c);
    return c.json(viewer.value.skills.map(toRestUserSkill));
  });

  app.post("/users/skills", async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const { skillId, proficiencyLevel, experienceYears } = parsed.body;
    const errors: Record<string, Message> = {};
    const level = PROFICIENCY_LEVELS.find((value) => value === proficiencyLevel);
    if (proficiencyLevel != null && !level) errors.proficiencyLevel = oneOfMessage("proficiencyLevel", PROFICIENCY_LEVELS);
    const years = typeof experienceYears === "string" && /^\d+$/.test(experienceYears) ? Number(experienceYears) : experienceYears;
    if (years != null && !Number.isInteger(years)) errors.experienceYears = { id: REST_INPUT_MESSAGES.wholeNumber, values: { field: "experienceYears" } };
    if (Object.keys(errors).length) return fieldErrors(c, errors);

    const result = await runOperation(c, graphql, ADD_SKILL, {
      skillIds: [globalIdOf("Skill", skillId)],
      proficiencyLevel: level ?? null,
      experienceYears: (years as number | null | undefined) ?? null,
    });
    const added = outcome(c, result, "addUserSkills");
    if (!added.ok) return renameFieldError(added.response, "skillIds", "skillId");
    const saved = added.value.find((userSkill) => String(userSkill.skill.databaseId) === String(skillId));
    return c.json(saved ? toRestUserSkill(saved) : null);
  });

  return app;
}
