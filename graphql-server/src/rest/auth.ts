import { Hono } from "hono";
import type { GraphQLServer } from "../http/graphql.ts";
import { asString, readJsonBody } from "./body.ts";
import { runOperation } from "./operation.ts";
import { errorFields, outcome } from "./respond.ts";
import { REST_USER_FIELDS, toRestUser } from "./user-shape.ts";

const ROLES = new Set(["laborer", "employer", "training_provider"]);
const roleOrNull = (value: unknown) => (typeof value === "string" && ROLES.has(value) ? value : null);

const SEND_OTP = `mutation RestSendOtp($mobileNumber: String!) {
  sendOtp(mobileNumber: $mobileNumber) {
    ${errorFields("ValidationError", "RateLimitError")}
    ... on MutationSendOtpSuccess { data { message expiresInSeconds resendAfterSeconds demoOtp } }
  }
}`;

const SIGN_IN = `mutation RestSignIn($mobileNumber: String!, $otp: String!, $role: UserType) {
  signIn(mobileNumber: $mobileNumber, otp: $otp, role: $role) {
    ${errorFields("ValidationError")}
    ... on MutationSignInSuccess { data { ${REST_USER_FIELDS} } }
  }
}`;

const SIGN_OUT = `mutation RestSignOut { signOut }`;
const VIEWER = `query RestViewer { viewer { ${REST_USER_FIELDS} } }`;

type User = { databaseId: number } & Record<string, unknown>;

/** The sign-in paths: OTP send, login, logout and the current user. */
export function authRoutes(graphql: GraphQLServer) {
  const app = new Hono();

  app.post("/otp/send", async (c) => {
    const parsed = await readJsonBody(c);
    if (!parsed.ok) return parsed.response;
    const result = await runOperation(c, graphql, SEND_OTP, { mobileNumber: asString(parsed.body.mobileNumber) });
    const sent = outcome<{ message: string; expiresInSeconds: number; resendAfterSeconds: number; demoOtp: string | null }>(
      c,
      result,
      "sendOtp",
    );
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
    const signedIn = outcome<User>(c, result, "signIn");
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
    const viewer = outcome<User | null>(c, await runOperation(c, graphql, VIEWER), "viewer");
    if (!viewer.ok) return viewer.response;
    if (!viewer.value) return c.json({ message: "Unauthorized" }, 401);
    return c.json(toRestUser(viewer.value));
  });

  return app;
}
