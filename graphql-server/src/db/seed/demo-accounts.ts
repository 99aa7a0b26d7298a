import type { UserType } from "../../generated/prisma/enums.ts";

/** Mobile numbers of the demo accounts to sign in with, one per account type. */
export const DEMO_ACCOUNTS = {
  laborer: "9876500001",
  employer: "9876500101",
  training_provider: "9876500201",
} as const satisfies Record<UserType, string>;
