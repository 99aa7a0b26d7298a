import { useRouteLoaderData } from "react-router";
import SessionQuery from "../__generated__/SessionQuery.graphql.ts";
import { postGraphQL } from "../relay/graphql-http.ts";
import { renderContextOf } from "../rendered/render-context.ts";
import { SIGNED_IN_STORAGE_KEY } from "./signed-in-hint.ts";

export type UserType = "laborer" | "employer" | "training_provider";
export type Session = {
  viewer: {
    id: string;
    userType: UserType | null;
    /** May open the moderation queue (/moderation). */
    isModerator?: boolean;
    /** While suspended: until when and why (the banner shows them). */
    suspendedUntil?: string | null;
    suspensionReason?: string | null;
    /** A moderator's latest warning and when it was given (the banner shows it for a while). */
    warningReason?: string | null;
    warnedAt?: string | null;
  } | null;
};

let stale = false;

/** The next navigation re-reads the session (e.g. after choosing a user type). */
export function markSessionStale() {
  stale = true;
}

/**
 * The root route's shouldRevalidate: the session is read once, and again only on the navigation after
 * `markSessionStale()` (not on every filter change).
 */
export function shouldReloadSession({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}) {
  return stale || (currentUrl.href === nextUrl.href && defaultShouldRevalidate);
}

const SIGNED_IN_HINT = "khetsetu.signedIn";

/**
 * Whether this tab (or, on a new visit, this browser) last saw a signed-in session. `/` uses it to send the
 * laborer dashboard's query in parallel with the session check, without sending it (and getting a 401) for
 * signed-out visitors.
 */
export function probablySignedIn(): boolean {
  try {
    return sessionStorage.getItem(SIGNED_IN_HINT) === "1" || localStorage.getItem(SIGNED_IN_STORAGE_KEY) === "1";
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn) sessionStorage.setItem(SIGNED_IN_HINT, "1");
    else sessionStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // storage unavailable: `/` then fetches after the session check
  }
}

let latest: Promise<Session> | undefined;

/**
 * The root loader: who is signed in (plain fetch, so the landing page needs no Relay code); on the server and while
 * hydrating, the session the server read for this page.
 */
export function sessionLoader(args?: { context?: unknown }): Promise<Session> {
  const render = args ? renderContextOf<Session>(args) : null;
  if (render) return Promise.resolve<Session>(render.session);
  stale = false;
  latest = readSession();
  return latest;
}

async function readSession(): Promise<Session> {
  let viewer: Session["viewer"] = null;
  try {
    const reply = await postGraphQL(SessionQuery.params);
    viewer = (reply.body?.data as Session | undefined)?.viewer ?? null;
  } catch {
    viewer = null;
  }
  rememberSignedIn(viewer !== null);
  return { viewer };
}

/**
 * The session the root loader read last (or is reading: the root's loader starts before its children's). For a
 * route loader whose query depends on the role (pass the loader's `args`); on in-app navigations it is already
 * there. A page rendered on the server, and its hydration, use the session the server read for that request.
 */
export function currentSession(args?: { context?: unknown }): Promise<Session> {
  const render = args ? renderContextOf<Session>(args) : null;
  if (render) return Promise.resolve<Session>(render.session);
  return latest ?? sessionLoader();
}

/** The signed-in user's id and role, or null, as the route table needs them. */
export function useSession(): Session {
  return (useRouteLoaderData("root") as Session | undefined) ?? { viewer: null };
}
