// The account: confirmations after signing out everywhere, verifying a number or deleting the account,
// the refusal of a number that another account already has, and who may show their number to partners.

export const ACCOUNT_MESSAGES = {
  deleted: /*i18n*/ "Your account has been permanently deleted.",
  signedOutEverywhere: /*i18n*/ "Signed out on every device",
  signedOut: /*i18n*/ "Signed out on this device",
  mobileVerified: /*i18n*/ "Mobile number verified",
  numberTaken: /*i18n*/ "This mobile number is already registered to another account",
  /** Only laborers' numbers are offered to partner organisations (NGOs), and only when they opt in. */
  partnerContactLaborersOnly: /*i18n*/ "Only laborers can let partner organisations see their phone number.",
} as const;
