import type { UIMatch } from "react-router";
import { signInPath } from "../features/sign-in/public-return.ts";
import type { Session, UserType } from "../session/session.ts";

/**
 * Who may open a route (the route table by login state): "home" is `/` (landing when signed out, else the home of the
 * user's role); "signedOut" is sign-in; "member" needs a signed-in user with a userType; "public" is open to signed-out
 * visitors too (a job or course shared by link), and signed in it needs a userType as "member" does; "any" is open to
 * everyone (the 404, and account settings, which tells signed-out visitors to log in).
 */
export type Access = "home" | "signedOut" | "member" | "public" | "any";

export function accessOf(matches: UIMatch[]): Access {
  const deepest = matches.at(-1)?.handle as { access?: Access } | undefined;
  return deepest?.access ?? "member";
}

/** Where `/` sends a signed-in person whose home is another screen: employers and providers have their dashboards. */
export function roleHome(userType: UserType | null | undefined): string | null {
  if (userType === "employer") return "/employer-dashboard";
  if (userType === "training_provider") return "/training-provider";
  return null;
}

/**
 * Where a route sends a visitor it is not for, or null when it shows: a member's route sends a signed-out visitor
 * to sign-in (and back to `here`), sign-in sends a signed-in person home, and `/` sends employers and providers to
 * their dashboards.
 */
export function accessRedirect(access: Access, viewer: Session["viewer"], here: string): string | null {
  if (access === "member" && !viewer) return signInPath(here);
  if (access === "signedOut" && viewer) return "/";
  if (access === "home" && viewer) return roleHome(viewer.userType);
  return null;
}
