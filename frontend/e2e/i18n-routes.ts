// Which routes the route × language check opens, as whom. Every path of frontend/src/routes.tsx is opened
// at least once (the check fails on a route missing here); a screen shared by all roles is opened as the
// role whose screen differs (its own bottom bar, its own data), the others as the laborer.
import fs from "node:fs";
import path from "node:path";
import type { Accounts, Role } from "./i18n-accounts.ts";

export type Viewer = Role | "signed_out";

export type RouteVisit = {
  /** The route's pattern in routes.tsx ("/job/:id"); "*" for the 404 page. */
  pattern: string;
  /** The address opened. */
  url: (ids: Accounts["ids"]) => string;
  /** A short name for the test and the screenshot file. */
  name: string;
};

const fixed = (pattern: string, url = pattern, name?: string): RouteVisit => ({
  pattern,
  url: () => url,
  name: name ?? (url === "/" ? "home" : url.slice(1).replace(/[^a-z0-9]+/gi, "-")),
});
const withId = (pattern: string, name: string, url: (ids: Accounts["ids"]) => string): RouteVisit => ({
  pattern,
  url,
  name,
});
const id = (value: string) => encodeURIComponent(value);

export const VISITS: Record<Viewer, RouteVisit[]> = {
  signed_out: [
    fixed("/"),
    fixed("/sign-in"),
    fixed("/account-settings"),
    // Shared by link: readable signed out, with the signed-out top bar (KhetSetu, language, Sign in).
    withId("/job/:id", "job", (ids) => `/job/${id(ids.openJob)}`),
    withId("/course/:id", "course", (ids) => `/course/${id(ids.course)}`),
    // A work statement's public check: the form, and a code no statement has (its message).
    fixed("/statements"),
    fixed("/statements/:code", "/statements/AAAAA-AAAAA", "statement-unknown"),
    fixed("*", "/no-such-page", "not-found"),
  ],
  laborer: [
    fixed("/"),
    fixed("/user-type-selection"),
    fixed("/onboarding"),
    fixed("/verification"),
    fixed("/registration-success"),
    fixed("/skill-assessment"),
    fixed("/skill-tree"),
    fixed("/skill-test"),
    fixed("/jobs"),
    fixed("/all-jobs"),
    fixed("/test-jobs"),
    fixed("/browse-jobs"),
    withId("/job/:id", "job", (ids) => `/job/${id(ids.openJob)}`),
    fixed("/my-applications"),
    fixed("/otp-test"),
    fixed("/income-opportunities"),
    fixed("/work-statement"),
    fixed("/services"),
    fixed("/feedback"),
    fixed("/language-manager"),
    fixed("/training"),
    fixed("/training", "/training?tab=mine", "training-mine"),
    withId("/course/:id", "course", (ids) => `/course/${id(ids.course)}`),
    fixed("/profile"),
    fixed("/messages"),
    withId("/messages/:id", "conversation", (ids) => `/messages/${id(ids.employerConversation)}`),
    fixed("/laborers"),
    fixed("/employers"),
    fixed("/training-providers"),
    fixed("/account-settings"),
    fixed("/business-plan"),
    // Opened as a laborer: the page says it is for moderators (the queue itself is moderation.e2e.ts's).
    fixed("/moderation"),
    fixed("/notifications"),
    // A number that is none of the laborer's notifications: the short link's own screen (one of theirs opens its link).
    fixed("/n/:id", "/n/0", "notification-link"),
    fixed("*", "/no-such-page", "not-found"),
  ],
  employer: [
    fixed("/employer-dashboard"),
    fixed("/post-job"),
    withId("/post-job/:id/edit", "edit-job", (ids) => `/post-job/${id(ids.openJob)}/edit`),
    withId("/employer/jobs/:id/applicants", "applicants", (ids) => `/employer/jobs/${id(ids.openJob)}/applicants`),
    withId(
      "/employer/jobs/:id/applicants",
      "applicants-closed-job",
      (ids) => `/employer/jobs/${id(ids.closedJob)}/applicants`,
    ),
    withId("/job/:id", "job", (ids) => `/job/${id(ids.openJob)}`),
    fixed("/browse-laborers"),
    fixed("/settings"),
    fixed("/analytics"),
    fixed("/profile"),
    fixed("/messages"),
    withId("/messages/:id", "conversation", (ids) => `/messages/${id(ids.employerConversation)}`),
    fixed("/account-settings"),
  ],
  training_provider: [
    fixed("/training-provider"),
    fixed("/create-course"),
    withId("/create-course/:id/edit", "edit-course", (ids) => `/create-course/${id(ids.course)}/edit`),
    fixed("/courses"),
    withId("/course/:id", "course", (ids) => `/course/${id(ids.course)}`),
    fixed("/analytics"),
    fixed("/profile"),
    fixed("/messages"),
    withId("/messages/:id", "conversation", (ids) => `/messages/${id(ids.providerConversation)}`),
    fixed("/account-settings"),
  ],
};

/** The paths of the route table, as patterns ("/", "/job/:id", "*"), read from routes.tsx. */
export function routeTablePatterns(): string[] {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, "../src/routes.tsx"), "utf8");
  const paths = [...source.matchAll(/\bpath:\s*"([^"]+)"/g)].map((m) => m[1]!).filter((p) => p !== "/");
  return ["/", ...paths.map((p) => (p === "*" ? "*" : `/${p}`))];
}
