import { Box } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { NOTIFICATION_MESSAGES } from "@rules/notifications.ts";
import { useEffect, useRef } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import { useNavigate } from "react-router";
import type { NotificationLinkScreenQuery } from "../../__generated__/NotificationLinkScreenQuery.graphql.ts";
import { ItemNotFound } from "../../components/ItemNotFound.tsx";
import { PageFallback } from "../../components/PageFallback.tsx";
import { appPathOf, useMarkNotificationsRead } from "../../features/notifications/index.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";

/**
 * The SMS's short link (/n/:id, the notification's number): marks that notification read and opens what it is
 * about in its place (Back does not return here). Signed out, the visitor signs in first and comes back. A
 * number that is not one of the person's notifications says so.
 */
export default function NotificationLinkScreen() {
  const { i18n } = useLingui();
  const data = usePreloadedQuery<NotificationLinkScreenQuery>(
    graphql`
      query NotificationLinkScreenQuery($id: ID!) {
        node(id: $id) {
          __typename
          ... on Notification {
            id
            link
            readAt
          }
        }
      }
    `,
    useRouteQuery<NotificationLinkScreenQuery>(),
  );
  const notification = data.node?.__typename === "Notification" ? data.node : null;
  const navigate = useNavigate();
  const { markRead } = useMarkNotificationsRead();
  const opened = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens each notification once, when it is read
  useEffect(() => {
    if (!notification || opened.current === notification.id) return;
    opened.current = notification.id;
    if (notification.readAt == null) markRead([notification.id]);
    void navigate(appPathOf(notification.link), { replace: true });
  }, [notification?.id]);

  if (!notification) {
    return (
      <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
        <ItemNotFound
          title={i18n._(NOTIFICATION_MESSAGES.notFound)}
          description={<Trans>It may have been removed, or it is not one of your notifications.</Trans>}
          back={{ to: "/notifications", label: <Trans>Back to Notifications</Trans> }}
        />
      </Box>
    );
  }
  return <PageFallback />;
}
