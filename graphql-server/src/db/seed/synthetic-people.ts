import type { EducationLevel, Gender, ProficiencyLevel } from "../../generated/prisma/enums.ts";
import type { Random } from "./random.ts";
import type { EmployerRef, UserRow, UserSkillRow } from "./synthetic-row-types.ts";
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES } from "./synthetic-names.ts";
import { type Place, STATE_WEIGHTS, type StatePlaces } from "./synthetic-places.ts";
import type { SkillPools } from "./synthetic-skill-pools.ts";
import { createdWithinYear } from "./synthetic-time.ts";

/** Most skills a synthetic laborer has. */
export const MAX_LABORER_SKILLS = 4;

const EDUCATION_WEIGHTS: readonly (readonly [EducationLevel, number])[] = [
  ["no_formal", 18],
  ["primary", 27],
  ["secondary", 28],
  ["higher_secondary", 15],
  ["diploma", 5],
  ["undergraduate", 6],
  ["postgraduate", 1],
];

function personBasics(random: Random, now: Date) {
  const state = random.weighted(STATE_WEIGHTS);
  const where = random.pick(state.places);
  const gender = random.weighted<Gender>([
    ["male", 64],
    ["female", 34],
    ["other", 2],
  ]);
  const firstName = random.pick(gender === "female" ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const age = random.int(18, 65);
  const hasReviews = random.chance(0.7);
  const createdAt = createdWithinYear(random, now);
  return { state, where, gender, firstName, lastName: random.pick(state.surnames), age, hasReviews, createdAt };
}

function addressColumns(state: StatePlaces, where: Place, verified: boolean) {
  return {
    state: state.state,
    district: where.district,
    block: where.block,
    cityVillage: where.village,
    pincode: verified ? where.pincode : null,
  };
}

function rating(random: Random): number {
  return Math.round((3.5 + random.next() * 1.5) * 10) / 10;
}

export function laborerRow(random: Random, id: number, mobileNumber: string, now: Date): UserRow {
  const p = personBasics(random, now);
  const isAddressVerified = random.chance(0.75);
  return {
    id,
    firstName: p.firstName,
    lastName: p.lastName,
    userType: "laborer",
    mobileNumber,
    isMobileVerified: random.chance(0.92),
    educationLevel: random.weighted(EDUCATION_WEIGHTS),
    gender: p.gender,
    age: p.age,
    isAddressVerified,
    ...addressColumns(p.state, p.where, isAddressVerified),
    businessName: null,
    farmName: null,
    rating: p.hasReviews ? rating(random) : null,
    reviewCount: p.hasReviews ? random.int(1, 60) : 0,
    experienceYears: random.int(0, Math.min(30, p.age - 16)),
    isVerified: random.chance(0.4),
    createdAt: p.createdAt,
    updatedAt: p.createdAt,
  };
}

export function employerRow(
  random: Random,
  id: number,
  mobileNumber: string,
  now: Date,
): { row: UserRow; ref: EmployerRef } {
  const p = personBasics(random, now);
  const farmName = `${p.lastName} ${random.pick(["Farms", "Estate", "Orchards", "Agro Farm", "Dairy Farm"])}`;
  const row: UserRow = {
    id,
    firstName: p.firstName,
    lastName: p.lastName,
    userType: "employer",
    mobileNumber,
    isMobileVerified: true,
    educationLevel: random.weighted(EDUCATION_WEIGHTS),
    gender: p.gender,
    age: Math.max(p.age, 25),
    isAddressVerified: true,
    ...addressColumns(p.state, p.where, true),
    businessName: `${p.where.village} ${random.pick(["Agro Enterprises", "Agri Works", "Farm Produce", "Krishi Services"])}`,
    farmName,
    rating: p.hasReviews ? rating(random) : null,
    reviewCount: p.hasReviews ? random.int(1, 80) : 0,
    experienceYears: random.int(2, 35),
    isVerified: random.chance(0.5),
    createdAt: p.createdAt,
    updatedAt: p.createdAt,
  };
  return { row, ref: { id, state: p.state } };
}

function proficiencyFor(experience: number): ProficiencyLevel {
  if (experience >= 80) return "expert";
  if (experience >= 40) return "intermediate";
  return "beginner";
}

/** `count` distinct skills, most from one category as real workers tend to have. */
export function laborerSkillRows(random: Random, pools: SkillPools, user: UserRow, count: number): UserSkillRow[] {
  const primary = random.pick(Object.values(pools.bySkillCategory));
  const chosen = random.sample(primary, random.int(1, Math.min(count, primary.length)));
  const rest = pools.all.filter((s) => !chosen.includes(s));
  chosen.push(...random.sample(rest, count - chosen.length));
  return chosen.map((skill) => {
    const experience = random.chance(0.2) ? 100 : random.int(0, 99);
    return {
      userId: user.id,
      skillId: skill.id,
      proficiencyLevel: proficiencyFor(experience),
      experienceYears: Math.max(1, Math.round((experience / 100) * Math.max(1, user.experienceYears))),
      experience,
      createdAt: user.createdAt,
    };
  });
}
