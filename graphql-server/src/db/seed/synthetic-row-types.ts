import type {
  EducationLevel,
  Gender,
  JobCategory,
  JobStatus,
  ProficiencyLevel,
  UserType,
} from "../../generated/prisma/enums.ts";
import type { StatePlaces } from "./synthetic-places.ts";

/** Rows as the synthetic seed inserts them (see synthetic-columns.ts). */
export type UserRow = {
  id: number;
  firstName: string;
  lastName: string;
  userType: UserType;
  mobileNumber: string;
  isMobileVerified: boolean;
  educationLevel: EducationLevel;
  gender: Gender;
  age: number;
  isAddressVerified: boolean;
  state: string;
  district: string;
  block: string;
  cityVillage: string;
  pincode: string | null;
  businessName: string | null;
  farmName: string | null;
  rating: number | null;
  reviewCount: number;
  experienceYears: number;
  isVerified: boolean;
  createdAt: Date;
  updatedAt: Date;
};

export type UserSkillRow = {
  userId: number;
  skillId: number;
  proficiencyLevel: ProficiencyLevel;
  experienceYears: number;
  experience: number;
  createdAt: Date;
};

export type JobRow = {
  id: number;
  employerId: number;
  title: string;
  description: string;
  location: string;
  district: string;
  state: string;
  category: JobCategory;
  dailyRate: number;
  isRateNegotiable: boolean;
  mealsProvided: boolean;
  accommodationProvided: boolean;
  equipmentProvided: boolean;
  transportationProvided: boolean;
  duration: number;
  startDate: Date | null;
  workersNeeded: number;
  workingHours: string;
  isUrgent: boolean;
  status: JobStatus;
  viewsCount: number;
  createdAt: Date;
  updatedAt: Date;
};

export type JobSkillRow = { jobId: number; skillId: number };

/** An employer of the run, remembered so its jobs are posted mostly in its own state. */
export interface EmployerRef {
  id: number;
  state: StatePlaces;
}
