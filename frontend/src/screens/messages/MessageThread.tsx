import { Box, Button, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { fetchQuery, graphql, useMutation, usePaginationFragment, useRelayEnvironment } from "react-relay";
import ConversationScreenQuery from "../../__generated__/ConversationScreenQuery.graphql.ts";
import type { MessageThread_conversation$key } from "../../__generated__/MessageThread_conversation.graphql.ts";
import type { MessageThreadMarkReadMutation } from "../../__generated__/MessageThreadMarkReadMutation.graphql.ts";
import type { MessageThreadPaginationQuery } from "../../__generated__/MessageThreadPaginationQuery.graphql.ts";
import { MessageBubble, MessageBubbleView } from "./MessageBubble.tsx";
import { SEND_BOX_HEIGHT_PX, SendBox } from "./SendBox.tsx";
import { useBottomOffset } from "./useBottomOffset.ts";
import { usePolling } from "./usePolling.ts";
import { useSendMessages } from "./useSendMessages.ts";

export const MESSAGES_PAGE_SIZE = 20;
/** How often an open thread asks for new messages. */
export const POLL_INTERVAL_MS = 5000;
/** The most messages one request may return. */
const MAX_PAGE = 100;

/**
 * A conversation's messages, oldest at the top and newest at the bottom, with 'Load earlier' above them and the
 * send box fixed below. While open it marks the partner's messages read and checks for new ones every 5 seconds.
 */
export function MessageThread(props: { conversation: MessageThread_conversation$key }) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    MessageThreadPaginationQuery,
    MessageThread_conversation$key
  >(
    graphql`
      fragment MessageThread_conversation on Conversation
      @refetchable(queryName: "MessageThreadPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        unreadCount
        messages(first: $count, after: $cursor) @connection(key: "MessageThread_messages") {
          edges {
            node {
              databaseId
              ...MessageBubble_message
            }
          }
        }
      }
    `,
    props.conversation,
  );
  const [markRead] = useMutation<MessageThreadMarkReadMutation>(graphql`
    mutation MessageThreadMarkReadMutation($conversationId: ID!) {
      markRead(conversationId: $conversationId) {
        ... on MutationMarkReadSuccess {
          data {
            id
            unreadCount
          }
        }
      }
    }
  `);
  const { pending, send, retry } = useSendMessages(data.id);
  const edges = data.messages.edges;
  const loaded = edges.length;

  // Reading the thread reads the partner's messages, those there on opening and those that arrive while open.
  useEffect(() => {
    if (data.unreadCount > 0) markRead({ variables: { conversationId: data.id } });
  }, [data.id, data.unreadCount, markRead]);

  // New messages: the thread's own query again, straight from the server, as many messages as are on screen.
  const polling = useRef(false);
  usePolling(() => {
    if (polling.current) return;
    polling.current = true;
    const done = () => {
      polling.current = false;
    };
    const count = Math.min(MAX_PAGE, Math.max(MESSAGES_PAGE_SIZE, loaded));
    fetchQuery(environment, ConversationScreenQuery, { id: data.id, count }, { fetchPolicy: "network-only" }).subscribe(
      { complete: done, error: done },
    );
  }, POLL_INTERVAL_MS);

  // Keep the newest message in view when one arrives or is sent (not when earlier ones are loaded above).
  const end = useRef<HTMLDivElement>(null);
  const newest = edges[0]?.node.databaseId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: newest and pending.length are what the effect runs on (a message arrived or was sent), not values it reads
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "end" });
  }, [newest, pending.length]);

  const bottom = useBottomOffset();
  const oldestFirst = [...edges].reverse();
  return (
    <Box>
      {hasNext && (
        <Box textAlign="center" mb="3">
          <Button
            variant="outline"
            colorPalette="brand"
            minH="44px"
            onClick={() => loadNext(MESSAGES_PAGE_SIZE)}
            loading={isLoadingNext}
            loadingText={t`Loading...`}
          >
            <Trans>Load earlier</Trans>
          </Button>
        </Box>
      )}
      <Stack as="ol" gap="2" listStyleType="none" p="0" m="0" aria-label={t`Messages`}>
        {oldestFirst.map(({ node }) => (
          <MessageBubble key={node.databaseId} message={node} />
        ))}
        {pending.map((message) => (
          <MessageBubbleView
            key={message.key}
            content={message.content}
            messageType="text"
            mine
            delivery={
              message.state === "failed" ? { state: "failed", retry: () => retry(message.key) } : { state: "sending" }
            }
          />
        ))}
      </Stack>
      {loaded === 0 && pending.length === 0 && (
        <Box textAlign="center" color="gray.700" py="6">
          <Trans>No messages yet. Say hello!</Trans>
        </Box>
      )}
      {/* Room for the send box and what is below it, so the newest message scrolls into view above them. */}
      <div ref={end} style={{ height: SEND_BOX_HEIGHT_PX + 16 + bottom }} />
      <SendBox onSend={send} bottom={bottom} />
    </Box>
  );
}
