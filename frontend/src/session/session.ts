import { useRevalidator, useRouteLoaderData } from "react-router";
import { postGraphQL } from "../relay/graphql-http.ts";

export type UserType = "laborer" | "employer" | "training_provider";
export type Session = { viewer: { id: string; userType: UserType | null } | null };

const SESSION_QUERY = "query Session { viewer { id userType } }";

/** The root loader: who is signed in (plain fetch, so the landing page needs no Relay code). */
export async function sessionLoader(): Promise<Session> {
  try {
    const reply = await postGraphQL(SESSION_QUERY);
    const data = reply.body?.data as Session | undefined;
    return { viewer: data?.viewer ?? null };
  } catch {
    return { viewer: null };
  }
}

/** The signed-in user's id and role, or null, as the route table (spec §2) needs them. */
export function useSession(): Session {
  return (useRouteLoaderData("root") as Session | undefined) ?? { viewer: null };
}

/** Re-reads the session after something changes it (e.g. choosing a user type). */
export function useRefreshSession(): () => Promise<void> {
  const { revalidate } = useRevalidator();
  return revalidate;
}
