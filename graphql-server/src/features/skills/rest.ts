// The skills feature's REST paths: the skill catalogue, and the signed-in laborer's skills.
import { graphql } from "../../generated/graphql/index.ts";
import type { RestUserSkillFragment } from "../../generated/graphql/graphql.ts";
import { ProficiencyLevel, SkillCategory } from "../../generated/prisma/enums.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { oneOfMessage } from "../../http/rest/input.ts";
import { withPlainId } from "../../http/rest/plain-id.ts";
import { refuse } from "../../http/rest/refuse.ts";
import { RestReply, restRow } from "../../http/rest/rest-row.ts";

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
  mutation RestAddUserSkill($skill: UserSkillInput!) {
    addUserSkills(skills: [$skill]) {
      __typename
      ...RestError
      ... on MutationAddUserSkillsSuccess { data { ...RestUserSkill } }
    }
  }
`);

const CATEGORIES = Object.values(SkillCategory);
const PROFICIENCY_LEVELS = Object.values(ProficiencyLevel);

/** REST user skill: plain ids, `skillId` beside the nested skill. */
function toRestUserSkill(node: RestUserSkillFragment) {
  const { databaseId, skill, ...rest } = node;
  return {
    id: databaseId,
    skillId: skill.databaseId,
    ...rest,
    skill: { id: skill.databaseId, name: skill.name, category: skill.category },
  };
}

export const SKILL_ROWS = [
  restRow({
    method: "GET",
    path: "/skills",
    who: "anyone",
    operation: CATALOGUE,
    variables: ({ query }) => {
      const raw = query("category");
      const category = CATEGORIES.find((value) => value === raw) ?? null;
      if (raw && !category) refuse({ category: oneOfMessage("category", CATEGORIES) });
      return { category };
    },
    answer: (skills) => skills.map(withPlainId),
  }),
  restRow({
    method: "GET",
    path: "/users/skills",
    who: "signed in",
    operation: MY_SKILLS,
    answer: (viewer) => (viewer ? viewer.skills.map(toRestUserSkill) : RestReply.unauthorized),
  }),
  restRow({
    method: "POST",
    path: "/users/skills",
    who: "laborer",
    operation: ADD_SKILL,
    variables: ({ body }) => {
      const proficiencyLevel = body.raw("proficiencyLevel");
      const level = PROFICIENCY_LEVELS.find((value) => value === proficiencyLevel);
      if (proficiencyLevel != null && !level)
        body.errors.proficiencyLevel = oneOfMessage("proficiencyLevel", PROFICIENCY_LEVELS);
      // Out-of-range years (negative, over the most) are the schema's to refuse, with its message.
      const experienceYears = body.int("experienceYears");
      body.check();
      return {
        skill: {
          skillId: globalIdOf("Skill", body.raw("skillId")),
          proficiencyLevel: level ?? null,
          experienceYears: experienceYears ?? null,
        },
      };
    },
    answer: (added, { body }) => {
      const saved = added.find((userSkill) => String(userSkill.skill.databaseId) === String(body.raw("skillId")));
      return saved ? toRestUserSkill(saved) : null;
    },
  }),
];
