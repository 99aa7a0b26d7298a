import { Hono } from "hono";
import type { GraphQLServer } from "../http/graphql.ts";
import { asString, readJsonBody } from "./body.ts";
import { runOperation } from "./operation.ts";
import { outcome, unauthorized } from "./respond.ts";
import { toRestUser } from "./user-shape.ts";
import { graphql } from "../generated/graphql/index.ts";
import type { UserType } from "../generated/graphql/graphql.ts";

const ROLES: readonly UserType[] = ["laborer", "employer", "training_provider"];
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

const VIEWER = graphql(`
  query RestViewer {
    viewer { ...RestUser }
  }
`);

/** The sign-in paths: OTP send, login, logout and the current user. */
export function authRoutes(graphql: GraphQLServer) {
  const app = new Hono();

  app.post("/otp/send", async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const result = await runOperation(c, graphql, SEND_OTP, { mobileNumber: asString(parsed.body.mobileNumber) });
    const sent = outcome(c, result, "sendOtp");
    if (!sent.ok) return sent.response;
    const { demoOtp, ...reply } = sent.value;
    return c.json(demoOtp ? { ...reply, demo_otp: demoOtp } : reply);
  });

  app.post("/login", async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const { mobileNumber, otp, role } = parsed.body;
    const result = await runOperation(c, graphql, SIGN_IN, {
      mobileNumber: asString(mobileNumber),
      otp: asString(otp),
      role: roleOrNull(role),
    });
    const signedIn = outcome(c, result, "signIn");
    if (!signedIn.ok) return signedIn.response;
    return c.json({ user: toRestUser(signedIn.value) });
  });

  // Browser navigation from the landing page: on to the app's sign-in screen, keeping the role.
  app.get("/login", (c) => {
    const role = roleOrNull(c.req.query("role"));
    return c.redirect(role ? `/sign-in?role=${role}` : "/sign-in", 302);
  });

  app.get("/logout", async (c) => {
    await runOperation(c, graphql, SIGN_OUT);
    return c.redirect("/", 302);
  });

  app.get("/auth/user", async (c) => {
    const viewer = outcome(c, await runOperation(c, graphql, VIEWER), "viewer");
    if (!viewer.ok) return viewer.response;
    if (!viewer.value) return unauthorized(c);
    return c.json(toRestUser(viewer.value));
  });

  return app;
}
