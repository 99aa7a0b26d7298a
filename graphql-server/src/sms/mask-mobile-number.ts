/** "9876543210" -> "98******10", for logs. */
export function maskMobileNumber(mobileNumber: string): string {
  if (mobileNumber.length <= 4) return "*".repeat(mobileNumber.length);
  return `${mobileNumber.slice(0, 2)}${"*".repeat(mobileNumber.length - 4)}${mobileNumber.slice(-2)}`;
}
