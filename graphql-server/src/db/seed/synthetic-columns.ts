import type { Column } from "./bulk-insert.ts";
import type { JobRow, JobSkillRow, UserRow, UserSkillRow } from "./synthetic-row-types.ts";

/** The columns the synthetic seed fills in each table; the rest keep their defaults. */
export const USER_COLUMNS: readonly Column<UserRow>[] = [
  { name: "id", type: "int" },
  { name: "firstName", type: "text" },
  { name: "lastName", type: "text" },
  { name: "userType", type: '"UserType"' },
  { name: "mobileNumber", type: "text" },
  { name: "isMobileVerified", type: "boolean" },
  { name: "educationLevel", type: '"EducationLevel"' },
  { name: "gender", type: '"Gender"' },
  { name: "age", type: "int" },
  { name: "isAddressVerified", type: "boolean" },
  { name: "state", type: "text" },
  { name: "district", type: "text" },
  { name: "block", type: "text" },
  { name: "cityVillage", type: "text" },
  { name: "pincode", type: "text" },
  { name: "businessName", type: "text" },
  { name: "farmName", type: "text" },
  { name: "rating", type: "double precision" },
  { name: "reviewCount", type: "int" },
  { name: "experienceYears", type: "int" },
  { name: "isVerified", type: "boolean" },
  { name: "createdAt", type: "timestamp(3)" },
  { name: "updatedAt", type: "timestamp(3)" },
];

export const USER_SKILL_COLUMNS: readonly Column<UserSkillRow>[] = [
  { name: "userId", type: "int" },
  { name: "skillId", type: "int" },
  { name: "proficiencyLevel", type: '"ProficiencyLevel"' },
  { name: "experienceYears", type: "int" },
  { name: "experience", type: "int" },
  { name: "createdAt", type: "timestamp(3)" },
];

export const JOB_COLUMNS: readonly Column<JobRow>[] = [
  { name: "id", type: "int" },
  { name: "employerId", type: "int" },
  { name: "title", type: "text" },
  { name: "description", type: "text" },
  { name: "location", type: "text" },
  { name: "district", type: "text" },
  { name: "state", type: "text" },
  { name: "category", type: '"JobCategory"' },
  { name: "dailyRate", type: "int" },
  { name: "isRateNegotiable", type: "boolean" },
  { name: "mealsProvided", type: "boolean" },
  { name: "accommodationProvided", type: "boolean" },
  { name: "equipmentProvided", type: "boolean" },
  { name: "transportationProvided", type: "boolean" },
  { name: "duration", type: "int" },
  { name: "startDate", type: "date" },
  { name: "workersNeeded", type: "int" },
  { name: "workingHours", type: "text" },
  { name: "isUrgent", type: "boolean" },
  { name: "status", type: '"JobStatus"' },
  { name: "viewsCount", type: "int" },
  { name: "createdAt", type: "timestamp(3)" },
  { name: "updatedAt", type: "timestamp(3)" },
];

export const JOB_SKILL_COLUMNS: readonly Column<JobSkillRow>[] = [
  { name: "jobId", type: "int" },
  { name: "skillId", type: "int" },
];
