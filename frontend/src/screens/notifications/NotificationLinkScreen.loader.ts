// Not the feature's index: a route loader is in the entry chunk, and the index brings Relay.
import { notificationGlobalId } from "../../features/notifications/public-links.ts";
import { prefetch } from "../../relay/prefetch.ts";
import { probablySignedIn } from "../../session/session.ts";

/**
 * Sends NotificationLinkScreenQuery for /n/:id (`:id` is the notification's number, as the SMS carries it) when
 * this tab was signed in; signed out, the visitor signs in first and the screen sends it then.
 */
export const loader = prefetch(
  () => import("../../__generated__/NotificationLinkScreenQuery.graphql.ts"),
  ({ params }) => ({ id: notificationGlobalId(params.id) }),
  probablySignedIn,
);
