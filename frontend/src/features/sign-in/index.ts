// The sign-in feature's public surface: other features and screens import it from here only.
export { MobileNumberForm } from "./MobileNumberForm.tsx";
export { MobileVerificationPanel } from "./MobileVerificationPanel.tsx";
export { OtpPanel } from "./OtpPanel.tsx";
export { SignInFirstLink } from "./SignInFirstLink.tsx";
export { type ReturnAction, signInPath, signInThen, useReturnAction } from "./public-return.ts";
