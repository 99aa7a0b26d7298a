import { prefetch } from "../../relay/prefetch.ts";
import { probablySignedIn } from "../../session/session.ts";

/** Sends AccountSettingsScreenQuery as soon as the route is entered when this tab was signed in; signed out, nothing. */
export const loader = prefetch(
  () => import("../../__generated__/AccountSettingsScreenQuery.graphql.ts"),
  undefined,
  probablySignedIn,
);
