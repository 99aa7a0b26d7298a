// The sign-in feature's REST paths: send a code, sign in (and the browser's sign-in and sign-out links), and
// verify or change the account's mobile number by a code.
import { graphql } from "../../generated/graphql/index.ts";
import { UserType } from "../../generated/prisma/enums.ts";
import { asString } from "../../http/rest/body.ts";
import { RestReply, restRow } from "../../http/rest/rest-row.ts";
import { ACCOUNT_MESSAGES } from "../../rules/account.ts";
import { toRestUser } from "../accounts/index.ts";

const ROLES = Object.values(UserType);
const roleOrNull = (value: unknown): UserType | null => ROLES.find((role) => role === value) ?? null;

const SEND_OTP = graphql(`
  mutation RestSendOtp($mobileNumber: String!) {
    sendOtp(mobileNumber: $mobileNumber) {
      __typename
      ...RestError
      ... on MutationSendOtpSuccess { data { message expiresInSeconds resendAfterSeconds demoOtp } }
    }
  }
`);

const SIGN_IN = graphql(`
  mutation RestSignIn($mobileNumber: String!, $otp: String!, $role: UserType) {
    signIn(mobileNumber: $mobileNumber, otp: $otp, role: $role) {
      __typename
      ...RestError
      ... on MutationSignInSuccess { data { ...RestUser } }
    }
  }
`);

const SIGN_OUT = graphql(`
  mutation RestSignOut {
    signOut
  }
`);

const VERIFY_MOBILE = graphql(`
  mutation RestVerifyMobileNumber($mobileNumber: String!, $otp: String!) {
    verifyMobileNumber(mobileNumber: $mobileNumber, otp: $otp) {
      __typename
      ...RestError
      ... on MutationVerifyMobileNumberSuccess { data { ...RestUser } }
    }
  }
`);

export const SIGN_IN_ROWS = [
  restRow({
    method: "POST",
    path: "/otp/send",
    who: "anyone",
    operation: SEND_OTP,
    variables: ({ body }) => ({ mobileNumber: asString(body.raw("mobileNumber")) }),
    answer: ({ demoOtp, ...reply }) => (demoOtp ? { ...reply, demo_otp: demoOtp } : reply),
  }),
  restRow({
    method: "POST",
    path: "/login",
    who: "anyone",
    operation: SIGN_IN,
    variables: ({ body }) => ({
      mobileNumber: asString(body.raw("mobileNumber")),
      otp: asString(body.raw("otp")),
      role: roleOrNull(body.raw("role")),
    }),
    answer: (user) => ({ user: toRestUser(user) }),
  }),
  // Browser navigation from the landing page: on to the app's sign-in screen, keeping the role.
  restRow({
    method: "GET",
    path: "/login",
    who: "browser",
    answer: (_none, { query }) => {
      const role = roleOrNull(query("role"));
      return RestReply.redirect(role ? `/sign-in?role=${role}` : "/sign-in");
    },
  }),
  // The app's Logout link: signs out only when the browser says the click came from the site's own pages, so
  // another site's link or image cannot end a session (it is sent home, still signed in).
  restRow({
    method: "GET",
    path: "/logout",
    who: "browser",
    operation: SIGN_OUT,
    answerOnRefusal: true,
    sameOriginOnly: true,
    answer: () => RestReply.redirect("/"),
  }),
  restRow({
    method: "POST",
    path: "/logout",
    who: "anyone",
    operation: SIGN_OUT,
    answer: (_done, { message }) => ({ message: message(ACCOUNT_MESSAGES.signedOut) }),
  }),
  restRow({
    method: "POST",
    path: "/otp/verify",
    who: "signed in",
    operation: VERIFY_MOBILE,
    variables: ({ body }) => ({ mobileNumber: asString(body.raw("mobileNumber")), otp: asString(body.raw("otp")) }),
    answer: (user, { message }) => ({ message: message(ACCOUNT_MESSAGES.mobileVerified), user: toRestUser(user) }),
  }),
];
