import { Button, HStack, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, usePaginationFragment } from "react-relay";
import type { NotificationList_query$key } from "../../__generated__/NotificationList_query.graphql.ts";
import type { NotificationListPaginationQuery } from "../../__generated__/NotificationListPaginationQuery.graphql.ts";
import { EmptyList } from "../../components/EmptyList.tsx";
import { useMarkNotificationsRead } from "../../features/notifications/index.ts";
import { MarkAllReadButton } from "./MarkAllReadButton.tsx";
import { NotificationRow } from "./NotificationRow.tsx";

export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * The person's notifications, newest first, 20 at a time with 'Load more', and 'Mark all read' while any is
 * unread. Opening one marks it read.
 */
export function NotificationList(props: { query: NotificationList_query$key }) {
  const { t } = useLingui();
  const { markRead } = useMarkNotificationsRead();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    NotificationListPaginationQuery,
    NotificationList_query$key
  >(
    graphql`
      fragment NotificationList_query on Query
      @refetchable(queryName: "NotificationListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        unreadNotificationCount
        notifications(first: $count, after: $cursor) @connection(key: "NotificationList_notifications") {
          edges {
            node {
              id
              readAt
              ...NotificationRow_notification
            }
          }
        }
      }
    `,
    props.query,
  );
  const nodes = (data.notifications?.edges ?? []).map((edge) => edge.node);

  if (nodes.length === 0) {
    return (
      <EmptyList
        title={t`No notifications yet`}
        description={t`Applications, messages and jobs near you will show here.`}
      />
    );
  }
  return (
    <Stack gap="3">
      {data.unreadNotificationCount > 0 && (
        <HStack justify="flex-end">
          <MarkAllReadButton shownIds={nodes.map((node) => node.id)} />
        </HStack>
      )}
      <Stack as="ul" gap="2" listStyleType="none" p="0" m="0">
        {nodes.map((node) => (
          <li key={node.id}>
            <NotificationRow
              notification={node}
              onOpen={() => {
                if (node.readAt == null) markRead([node.id]);
              }}
            />
          </li>
        ))}
      </Stack>
      {hasNext && (
        <Button
          variant="outline"
          colorPalette="brand"
          minH="44px"
          onClick={() => loadNext(NOTIFICATIONS_PAGE_SIZE)}
          loading={isLoadingNext}
          loadingText={t`Loading...`}
        >
          <Trans>Load more</Trans>
        </Button>
      )}
    </Stack>
  );
}
