import { Badge, Box, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Plural, useLingui } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { ConversationRow_conversation$key } from "../../__generated__/ConversationRow_conversation.graphql.ts";
import { timeAgo } from "../../format/dates.ts";
import { MESSAGE_TYPE_LABELS } from "./messageTypeLabel.ts";

/** The thread's address in the app. */
export function conversationPath(id: string): string {
  return `/messages/${encodeURIComponent(id)}`;
}

/**
 * One conversation in the list: the partner, the last message (after 'Job offer:' or 'Rate negotiation:' when it is
 * one; a plain message as it was written), how long ago, and the unread count.
 */
export function ConversationRow(props: { conversation: ConversationRow_conversation$key }) {
  const { t, i18n } = useLingui();
  const conversation = useFragment(
    graphql`
      fragment ConversationRow_conversation on Conversation {
        id
        unreadCount
        lastMessageAt
        conversationPartner {
          firstName
          lastName
        }
        lastMessage {
          content
          createdAt
          messageType
        }
      }
    `,
    props.conversation,
  );
  const partner = conversation.conversationPartner;
  const name = (partner && [partner.firstName, partner.lastName].filter(Boolean).join(" ")) || t`Deleted user`;
  const last = conversation.lastMessage;
  const typeLabel = last && MESSAGE_TYPE_LABELS[last.messageType];
  const unread = conversation.unreadCount;

  return (
    <Link to={conversationPath(conversation.id)} style={{ display: "block" }}>
      <HStack
        align="start"
        gap="3"
        p="3"
        minH="44px"
        bg="white"
        borderWidth="1px"
        borderRadius="md"
        _hover={{ bg: "gray.50" }}
      >
        <Stack gap="0.5" flex="1" minW="0">
          <HStack justify="space-between" gap="2">
            <Text fontWeight={unread > 0 ? "bold" : "semibold"} truncate>
              {name}
            </Text>
            <Text fontSize="xs" color="gray.700" flexShrink={0}>
              {timeAgo(last?.createdAt ?? conversation.lastMessageAt)}
            </Text>
          </HStack>
          {last ? (
            <Text fontSize="sm" color="gray.700" lineClamp={2} wordBreak="break-word">
              {typeLabel && (
                <Text as="span" fontWeight="semibold" color="brand.fg">
                  {i18n._(typeLabel)}:{" "}
                </Text>
              )}
              {last.content}
            </Text>
          ) : (
            <Text fontSize="sm" color="gray.700">
              {t`No messages yet`}
            </Text>
          )}
        </Stack>
        {unread > 0 && (
          <Box flexShrink={0} alignSelf="center">
            <Badge
              colorPalette="brand"
              variant="solid"
              borderRadius="full"
              minW="6"
              justifyContent="center"
              data-testid="unread-count"
            >
              <span aria-hidden>{unread}</span>
              <VisuallyHidden>
                <Plural value={unread} one="# unread message" other="# unread messages" />
              </VisuallyHidden>
            </Badge>
          </Box>
        )}
      </HStack>
    </Link>
  );
}
