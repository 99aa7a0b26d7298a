// The sign-in feature's GraphQL API: one-time codes by SMS, sign-in and sign-out, and verifying a new mobile number.
import "./sign-in.ts";
import "./mobile-verification.ts";
