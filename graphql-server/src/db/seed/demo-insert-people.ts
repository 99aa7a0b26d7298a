import type { Prisma, UserType } from "../../generated/prisma/client.ts";
import type { Clock } from "./clock.ts";
import { DEMO_EMPLOYERS } from "./demo-employers.ts";
import { DEMO_LABORERS } from "./demo-laborers.ts";
import { DEMO_RATING_JOB_TITLE, starsFor } from "./demo-ratings.ts";
import type { DemoPerson } from "./demo-person.ts";
import { DEMO_TRAINING_PROVIDERS } from "./demo-training-providers.ts";
import { assertUnique, mustGet } from "./must-get.ts";
import type { SeedDb } from "./seed-db.ts";

export const DEMO_PEOPLE: readonly DemoPerson[] = [...DEMO_LABORERS, ...DEMO_EMPLOYERS, ...DEMO_TRAINING_PROVIDERS];

function userRow(person: DemoPerson, userType: UserType, clock: Clock): Prisma.UserCreateManyInput {
  const joined = clock.daysAgo(person.joinedDaysAgo);
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email ?? null,
    userType,
    mobileNumber: person.mobileNumber,
    isMobileVerified: true,
    educationLevel: person.educationLevel,
    gender: person.gender,
    age: person.age,
    isAddressVerified: person.isAddressVerified,
    state: "Karnataka",
    district: person.address.district,
    block: person.address.block,
    cityVillage: person.address.cityVillage,
    pincode: person.address.pincode ?? null,
    fullAddress: person.address.fullAddress ?? null,
    rating: person.rating,
    reviewCount: person.reviewCount,
    experienceYears: person.experienceYears,
    isVerified: person.isVerified,
    bio: person.bio,
    createdAt: joined,
    updatedAt: joined,
  };
}

/** Inserts every demo account and the laborers' skills; returns user ids by person key. */
export async function insertDemoPeople(
  db: SeedDb,
  clock: Clock,
  skillId: (name: string) => number,
): Promise<Map<string, number>> {
  assertUnique(
    DEMO_PEOPLE.map((p) => p.key),
    "person key",
  );
  assertUnique(
    DEMO_PEOPLE.map((p) => p.mobileNumber),
    "mobile number",
  );
  const users = await db.user.createManyAndReturn({
    data: [
      ...DEMO_LABORERS.map((p) => userRow(p, "laborer", clock)),
      ...DEMO_EMPLOYERS.map((p) => ({
        ...userRow(p, "employer", clock),
        farmName: p.farmName,
        businessName: p.businessName,
      })),
      ...DEMO_TRAINING_PROVIDERS.map((p) => ({
        ...userRow(p, "training_provider", clock),
        businessName: p.businessName,
      })),
    ],
    select: { id: true, mobileNumber: true },
  });
  const idByMobile = new Map(users.map((u) => [u.mobileNumber, u.id]));
  const idByKey = new Map(DEMO_PEOPLE.map((p) => [p.key, mustGet(idByMobile, p.mobileNumber, "mobile number")]));

  await db.userSkill.createMany({
    data: DEMO_LABORERS.flatMap((laborer) =>
      laborer.skills.map((s) => ({
        userId: mustGet(idByKey, laborer.key, "laborer"),
        skillId: skillId(s.skill),
        proficiencyLevel: s.proficiency,
        experienceYears: s.years,
        experience: s.experience,
        createdAt: clock.daysAgo(laborer.joinedDaysAgo),
      })),
    ),
  });
  await db.rating.createMany({
    data: DEMO_PEOPLE.flatMap((person) =>
      person.rating === null
        ? []
        : starsFor(person.rating, person.reviewCount).map((stars, i) => ({
            rateeId: mustGet(idByKey, person.key, "person"),
            jobTitle: DEMO_RATING_JOB_TITLE,
            stars,
            // Spread over the time since they joined, newest first.
            createdAt: clock.daysAgo(Math.round(((i + 1) * person.joinedDaysAgo) / (person.reviewCount + 1))),
          })),
    ),
  });
  return idByKey;
}
