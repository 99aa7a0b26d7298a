import { Box, Button, Card, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ShieldAlert } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import type { MessageBubble_message$key } from "../../__generated__/MessageBubble_message.graphql.ts";
import { timeAgo } from "../../format/dates.ts";
import { MESSAGE_TYPE_LABELS } from "./messageTypeLabel.ts";

/** Rate negotiations and job offers stand out as cards; other messages are plain bubbles. */
const CARD_TYPES = new Set(["rate_negotiation", "job_offer"]);

type BubbleProps = {
  content: string;
  messageType: string;
  mine: boolean;
  /** When it was sent; absent while it is still on its way. */
  createdAt?: string;
  /** A message of the viewer's that is on its way, or that failed and can be sent again. */
  delivery?: { state: "sending" } | { state: "failed"; retry: () => void };
  /** The server found it asks for money: its reader is warned under it. */
  flaggedMoneyRequest?: boolean;
};

/** One message of the thread as the server has it. */
export function MessageBubble(props: { message: MessageBubble_message$key }) {
  const message = useFragment(
    graphql`
      fragment MessageBubble_message on Message {
        content
        createdAt
        messageType
        isFromViewer
        flaggedMoneyRequest
      }
    `,
    props.message,
  );
  return (
    <MessageBubbleView
      content={message.content}
      messageType={message.messageType}
      mine={message.isFromViewer}
      createdAt={message.createdAt}
      flaggedMoneyRequest={message.flaggedMoneyRequest}
    />
  );
}

/**
 * A message: the viewer's on the right, the partner's on the left; a card for offers and rate negotiations. A
 * message from the partner that asks for money carries a warning under it.
 */
export function MessageBubbleView({
  content,
  messageType,
  mine,
  createdAt,
  delivery,
  flaggedMoneyRequest,
}: BubbleProps) {
  const { i18n } = useLingui();
  const asCard = CARD_TYPES.has(messageType);
  const typeLabel = MESSAGE_TYPE_LABELS[messageType];
  const status =
    delivery?.state === "sending" ? (
      <Text fontSize="xs" color="gray.700">
        <Trans>Sending…</Trans>
      </Text>
    ) : delivery?.state === "failed" ? (
      <Stack direction="row" align="center" gap="2" justify="flex-end">
        <Text fontSize="xs" color="red.700">
          <Trans>Not sent</Trans>
        </Text>
        <Button size="xs" minH="44px" variant="outline" colorPalette="red" onClick={delivery.retry}>
          <Trans>Retry</Trans>
        </Button>
      </Stack>
    ) : createdAt ? (
      <Text fontSize="xs" color="gray.700">
        {timeAgo(createdAt)}
      </Text>
    ) : null;

  const warning =
    flaggedMoneyRequest && !mine ? (
      <HStack gap="1.5" align="start" fontSize="sm" fontWeight="medium" color="red.700" role="note">
        <ShieldAlert size={16} aria-hidden style={{ flex: "none", marginTop: "2px" }} />
        <Text>
          <Trans>This message asks for money. Never pay anyone to get a job.</Trans>
        </Text>
      </HStack>
    ) : null;

  return (
    <Box as="li" display="flex" justifyContent={mine ? "flex-end" : "flex-start"} data-mine={mine || undefined}>
      {asCard ? (
        <Card.Root
          as="article"
          variant="outline"
          size="sm"
          maxW="85%"
          bg={mine ? "brand.50" : "white"}
          borderColor="brand.300"
        >
          <Card.Body gap="1">
            {typeLabel && (
              <Text fontSize="xs" fontWeight="bold" color="brand.fg" textTransform="uppercase">
                {i18n._(typeLabel)}
              </Text>
            )}
            <Text whiteSpace="pre-wrap" wordBreak="break-word">
              {content}
            </Text>
            {warning}
            <Box textAlign={mine ? "end" : "start"}>{status}</Box>
          </Card.Body>
        </Card.Root>
      ) : (
        <Stack
          gap="1"
          maxW="85%"
          px="3"
          py="2"
          borderRadius="lg"
          bg={mine ? "brand.100" : "white"}
          borderWidth={mine ? "0" : "1px"}
        >
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {content}
          </Text>
          {warning}
          <Box textAlign={mine ? "end" : "start"}>{status}</Box>
        </Stack>
      )}
    </Box>
  );
}
