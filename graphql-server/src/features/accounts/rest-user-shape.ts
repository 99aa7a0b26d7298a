import { graphql } from "../../generated/graphql/index.ts";
import { withPlainId } from "../../http/rest/plain-id.ts";
import type { RestUserFragment } from "../../generated/graphql/graphql.ts";

/** The user fields the REST shim returns (REST field names; `id` is the plain numeric id). */
export const REST_USER = graphql(`
  fragment RestUser on User {
    databaseId firstName lastName email userType mobileNumber isMobileVerified createdAt
    educationLevel gender age isAddressVerified country state district block cityVillage pincode fullAddress
    businessName farmName rating reviewCount completedJobs jobsPosted isVerified experienceYears profileImageUrl
    available availableFrom travelKm upiId paidOnTimeCount paidLateCount
    skills { skill { databaseId name } }
  }
`);

/** A REST user: plain `id`, and `skills` as a list of {id, name} (catalogue skills). */
export function toRestUser(node: RestUserFragment) {
  const { skills, ...rest } = node;
  return { ...withPlainId(rest), skills: skills.map(({ skill }) => withPlainId(skill)) };
}
