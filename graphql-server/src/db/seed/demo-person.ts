import type { EducationLevel, Gender, ProficiencyLevel } from "../../generated/prisma/enums.ts";

/** A Karnataka address. Village, block (taluk) and district are real places. */
export interface DemoAddress {
  cityVillage: string;
  block: string;
  district: string;
  pincode?: string;
  fullAddress?: string;
}

/** Fields every demo account has. `key` names the person in the other demo data. */
export interface DemoPerson {
  key: string;
  mobileNumber: string;
  firstName: string;
  lastName: string;
  email?: string;
  gender: Gender;
  age: number;
  educationLevel: EducationLevel;
  address: DemoAddress;
  isAddressVerified: boolean;
  /** Null for someone with no reviews yet. */
  rating: number | null;
  reviewCount: number;
  experienceYears: number;
  isVerified: boolean;
  bio: string;
  joinedDaysAgo: number;
}

export interface DemoSkill {
  skill: string;
  proficiency: ProficiencyLevel;
  years: number;
  /** Progress towards mastery, 0-100. */
  experience: number;
}

export interface DemoLaborer extends DemoPerson {
  skills: DemoSkill[];
}

export interface DemoEmployer extends DemoPerson {
  farmName: string;
  businessName: string;
}

export interface DemoTrainingProvider extends DemoPerson {
  /** The organisation's name. */
  businessName: string;
}
