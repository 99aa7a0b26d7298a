// The account: confirmations after signing out everywhere, verifying a number or deleting the account,
// and the refusal of a number that another account already has.

export const ACCOUNT_MESSAGES = {
  deleted: /*i18n*/ "Your account has been permanently deleted.",
  signedOutEverywhere: /*i18n*/ "Signed out on every device",
  mobileVerified: /*i18n*/ "Mobile number verified",
  numberTaken: /*i18n*/ "This mobile number is already registered to another account",
} as const;
