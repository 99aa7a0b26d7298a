import { Box, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { NotificationRow_notification$key } from "../../__generated__/NotificationRow_notification.graphql.ts";
import { timeAgo } from "../../format/dates.ts";
import { appPathOf } from "../../features/notifications/index.ts";

/**
 * One notification: its title, its sentence and how long ago. An unread one is tinted with a dot and a bold
 * title (and says "Unread" to screen readers). It links to what it is about; opening it marks it read.
 */
export function NotificationRow(props: { notification: NotificationRow_notification$key; onOpen: () => void }) {
  const notification = useFragment(
    graphql`
      fragment NotificationRow_notification on Notification {
        title
        body
        link
        createdAt
        readAt
      }
    `,
    props.notification,
  );
  const unread = notification.readAt == null;

  return (
    <Link to={appPathOf(notification.link)} onClick={props.onOpen} style={{ display: "block" }}>
      <HStack
        align="start"
        gap="3"
        p="3"
        minH="44px"
        bg={unread ? "brand.50" : "white"}
        borderWidth="1px"
        borderColor={unread ? "brand.200" : "gray.200"}
        borderRadius="md"
        _hover={{ bg: unread ? "brand.100" : "gray.50" }}
        data-unread={unread || undefined}
      >
        <Box
          aria-hidden
          flexShrink={0}
          mt="1.5"
          boxSize="2.5"
          borderRadius="full"
          bg={unread ? "brand.solid" : "transparent"}
        />
        <Stack gap="0.5" flex="1" minW="0">
          <HStack justify="space-between" align="start" gap="2">
            <Text fontWeight={unread ? "bold" : "medium"} color="gray.900" wordBreak="break-word">
              {unread && (
                <VisuallyHidden>
                  <Trans>Unread:</Trans>{" "}
                </VisuallyHidden>
              )}
              {notification.title}
            </Text>
            <Text asChild fontSize="xs" color="gray.700" flexShrink={0}>
              <time dateTime={notification.createdAt}>{timeAgo(notification.createdAt)}</time>
            </Text>
          </HStack>
          <Text fontSize="sm" color="gray.700" wordBreak="break-word">
            {notification.body}
          </Text>
        </Stack>
      </HStack>
    </Link>
  );
}
