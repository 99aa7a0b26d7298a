// The skills feature's GraphQL API: the skill catalogue, a laborer's skills and the skill tree.
import "./skill.ts";
import "./skill-tree.ts";
