// A laborer's own skills: how many years of experience she may give for one, and what the server answers
// when adding, changing or removing them fails.

/** Whole years of experience with one skill, from min to max; a new skill sent without years gets `default`. */
export const SKILL_EXPERIENCE_YEARS = { min: 0, max: 80, default: 1 } as const;

export const SKILL_MESSAGES = {
  noneSelected: /*i18n*/ "Please select at least one skill",
  tooMany: /*i18n*/ "At most 100 skills at a time",
  experienceNegative: /*i18n*/ "Experience years cannot be negative",
  experienceMax: /*i18n*/ "Experience years must be at most 80",
  invalidOne: /*i18n*/ "Invalid skill ID",
  invalidSeveral: /*i18n*/ "Invalid skill IDs detected",
  notInProfile: /*i18n*/ "This skill is not in your profile",
} as const;
