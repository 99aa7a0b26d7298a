import type { UIMatch } from "react-router";

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
