// The sign-in feature's GraphQL API: one-time codes by SMS, sign-in and sign-out, verifying a new mobile number,
// and checking a code without changing anything (the OTP test page).
import "./sign-in.ts";
import "./mobile-verification.ts";
import "./check-otp.ts";
