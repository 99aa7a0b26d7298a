// The notifications feature's REST paths: the list and its unread count, marking read, the preferences, and a
// browser's push subscription.
import { graphql } from "../../generated/graphql/index.ts";
import { globalIdOf } from "../../graphql/global-id.ts";
import { wholeNumber } from "../../http/rest/input.ts";
import { refuse } from "../../http/rest/refuse.ts";
import { restRow } from "../../http/rest/rest-row.ts";
import { REST_INPUT_MESSAGES } from "../../rules/rest-input.ts";
import { NOTIFICATION_EVENTS, NOTIFICATION_MESSAGES, NOTIFICATION_PAGE } from "../../rules/notifications.ts";

graphql(`
  fragment RestNotification on Notification { databaseId event title body link createdAt readAt }
`);
graphql(`
  fragment RestNotificationPreference on NotificationPreference { event sms push }
`);

const LIST = graphql(`
  query RestNotifications($first: Int) {
    notifications(first: $first) { edges { node { ...RestNotification } } }
  }
`);
const UNREAD = graphql(`
  query RestUnreadNotificationCount { unreadNotificationCount }
`);
const MARK_READ = graphql(`
  mutation RestMarkNotificationsRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids) {
      __typename
      ...RestError
      ... on MutationMarkNotificationsReadSuccess { data { unreadCount } }
    }
  }
`);
const PREFERENCES = graphql(`
  query RestNotificationPreferences { notificationPreferences { ...RestNotificationPreference } }
`);
const UPDATE_PREFERENCES = graphql(`
  mutation RestUpdateNotificationPreferences($preferences: [NotificationPreferenceInput!]!) {
    updateNotificationPreferences(preferences: $preferences) {
      __typename
      ...RestError
      ... on MutationUpdateNotificationPreferencesSuccess { data { ...RestNotificationPreference } }
    }
  }
`);
const SUBSCRIBE = graphql(`
  mutation RestSubscribePush($endpoint: String!, $p256dh: String!, $auth: String!) {
    subscribePush(endpoint: $endpoint, p256dh: $p256dh, auth: $auth) {
      __typename
      ...RestError
      ... on MutationSubscribePushSuccess { data }
    }
  }
`);
const UNSUBSCRIBE = graphql(`
  mutation RestUnsubscribePush($endpoint: String!) { unsubscribePush(endpoint: $endpoint) }
`);
const PUBLIC_KEY = graphql(`
  query RestPushPublicKey { pushPublicKey }
`);

type RestNotification = { databaseId: number } & Record<string, unknown>;
const withPlainId = ({ databaseId, ...rest }: RestNotification) => ({ id: databaseId, ...rest });

/** `ids` as sent: absent (all), or a list of plain notification ids. */
function notificationIds(raw: unknown): string[] | null {
  if (raw === undefined || raw === null) return null;
  const ids = Array.isArray(raw) ? raw.map((id) => wholeNumber(id)) : [undefined];
  if (ids.some((id) => id === undefined)) refuse({ ids: NOTIFICATION_MESSAGES.notFound });
  return ids.map((id) => globalIdOf("Notification", id!));
}

/** `preferences` as sent: a list of {event, sms?, push?}. */
function preferenceList(raw: unknown) {
  const valid =
    Array.isArray(raw) &&
    raw.every(
      (one) =>
        typeof one === "object" &&
        one !== null &&
        (NOTIFICATION_EVENTS as readonly unknown[]).includes((one as { event?: unknown }).event) &&
        ["sms", "push"].every((key) =>
          [undefined, true, false].includes((one as Record<string, unknown>)[key] as never),
        ),
    );
  if (!valid)
    refuse({
      preferences: {
        id: REST_INPUT_MESSAGES.oneOf,
        values: { field: "event", values: NOTIFICATION_EVENTS.join(", ") },
      },
    });
  return (raw as { event: (typeof NOTIFICATION_EVENTS)[number]; sms?: boolean; push?: boolean }[]).map(
    ({ event, sms, push }) => ({ event, sms, push }),
  );
}

export const NOTIFICATION_ROWS = [
  restRow({
    method: "GET",
    path: "/notifications",
    who: "signed in",
    operation: LIST,
    variables: () => ({ first: NOTIFICATION_PAGE.max }),
    answer: (connection) => connection.edges.map((edge) => withPlainId(edge.node)),
  }),
  restRow({
    method: "GET",
    path: "/notifications/unread-count",
    who: "signed in",
    operation: UNREAD,
    answer: (count) => ({ count }),
  }),
  restRow({
    method: "POST",
    path: "/notifications/read",
    who: "signed in",
    operation: MARK_READ,
    variables: ({ body }) => ({ ids: notificationIds(body.raw("ids")) }),
    answer: ({ unreadCount }) => ({ unreadCount }),
  }),
  restRow({
    method: "GET",
    path: "/notifications/preferences",
    who: "signed in",
    operation: PREFERENCES,
    answer: (preferences) => preferences,
  }),
  restRow({
    method: "PATCH",
    path: "/notifications/preferences",
    who: "signed in",
    operation: UPDATE_PREFERENCES,
    variables: ({ body }) => ({ preferences: preferenceList(body.raw("preferences")) }),
    answer: (preferences) => preferences,
  }),
  restRow({
    method: "GET",
    path: "/push/public-key",
    who: "anyone",
    operation: PUBLIC_KEY,
    answer: (publicKey) => ({ publicKey }),
  }),
  restRow({
    method: "POST",
    path: "/push/subscriptions",
    who: "signed in",
    operation: SUBSCRIBE,
    variables: ({ body }) => {
      const keys = (body.raw("keys") ?? {}) as Record<string, unknown>;
      return {
        endpoint: body.text("endpoint") ?? "",
        p256dh: typeof keys.p256dh === "string" ? keys.p256dh : "",
        auth: typeof keys.auth === "string" ? keys.auth : "",
      };
    },
    answer: () => ({ subscribed: true }),
    status: 201,
  }),
  restRow({
    method: "DELETE",
    path: "/push/subscriptions",
    who: "signed in",
    operation: UNSUBSCRIBE,
    variables: ({ body }) => ({ endpoint: body.text("endpoint") ?? "" }),
    answer: () => ({ subscribed: false }),
  }),
];
