// A laborer's own skills: what the server answers when adding or removing them fails.

export const SKILL_MESSAGES = {
  noneSelected: /*i18n*/ "Please select at least one skill",
  tooMany: /*i18n*/ "At most 100 skills at a time",
  experienceNegative: /*i18n*/ "Experience years cannot be negative",
  experienceMax: /*i18n*/ "Experience years must be at most 80",
  invalidOne: /*i18n*/ "Invalid skill ID",
  invalidSeveral: /*i18n*/ "Invalid skill IDs detected",
  notInProfile: /*i18n*/ "This skill is not in your profile",
} as const;
