/** The user fields the REST shim returns (spec §3 names; `id` is the plain numeric id). */
export const REST_USER_FIELDS = `
  databaseId firstName lastName email userType mobileNumber isMobileVerified createdAt
  educationLevel gender age isAddressVerified country state district block cityVillage pincode
  businessName farmName rating reviewCount completedJobs jobsPosted isVerified experienceYears profileImageUrl
`;

export function toRestUser(node: { databaseId: number } & Record<string, unknown>) {
  const { databaseId, ...rest } = node;
  return { id: databaseId, ...rest };
}
