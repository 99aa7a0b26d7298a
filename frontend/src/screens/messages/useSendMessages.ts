import { useLingui } from "@lingui/react/macro";
import { useCallback, useRef, useState } from "react";
import { graphql, useMutation } from "react-relay";
import { ConnectionHandler, generateUniqueClientID, type RecordSourceSelectorProxy } from "relay-runtime";
import type { useSendMessagesMutation } from "../../__generated__/useSendMessagesMutation.graphql.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";

/** A message of the viewer's that the server has not confirmed: on its way, or failed (then it can be retried). */
export type PendingMessage = { key: string; content: string; state: "sending" | "failed" };

/** The connection the thread reads its messages from (newest first). */
export const MESSAGES_CONNECTION_KEY = "MessageThread_messages";

/**
 * Sending in a thread: a message shows at once as 'Sending…'; when the server confirms it, it moves into the
 * thread's messages; when it fails it stays with 'Retry'. A message is only ever on the wire once at a time, so
 * tapping Retry again (or twice) never sends it twice.
 */
export function useSendMessages(conversationId: string) {
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const inFlight = useRef(new Set<string>());
  const [commit] = useMutation<useSendMessagesMutation>(graphql`
    mutation useSendMessagesMutation($conversationId: ID!, $content: String!) {
      sendMessage(conversationId: $conversationId, content: $content) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationSendMessageSuccess {
          data {
            databaseId
            ...MessageBubble_message
          }
        }
      }
    }
  `);

  const deliver = useCallback(
    (key: string, content: string) => {
      if (inFlight.current.has(key)) return;
      inFlight.current.add(key);
      const setState = (state: PendingMessage["state"] | null) =>
        setPending((list) =>
          state ? list.map((m) => (m.key === key ? { ...m, state } : m)) : list.filter((m) => m.key !== key),
        );
      const fail = () => {
        inFlight.current.delete(key);
        setState("failed");
      };
      setState("sending");
      commit({
        variables: { conversationId, content },
        updater: (store, response) => {
          if (response?.sendMessage.__typename === "MutationSendMessageSuccess") addToThread(store, conversationId);
        },
        onCompleted: ({ sendMessage: result }) => {
          if (result.__typename === "MutationSendMessageSuccess") {
            inFlight.current.delete(key);
            setState(null);
            return;
          }
          fail();
          notifyError(readTypedError(i18n, result), t`Error`, t`Failed to send the message. Please try again.`);
        },
        onError: (error) => {
          fail();
          notifyError(requestError(i18n, error), t`Error`, t`Failed to send the message. Please try again.`);
        },
      });
    },
    [commit, conversationId, i18n, t],
  );

  const send = useCallback(
    (content: string) => {
      const key = generateUniqueClientID();
      setPending((list) => [...list, { key, content, state: "sending" }]);
      deliver(key, content);
    },
    [deliver],
  );

  const retry = useCallback(
    (key: string) => {
      const message = pending.find((m) => m.key === key);
      if (message?.state === "failed") deliver(key, message.content);
    },
    [deliver, pending],
  );

  return { pending, send, retry };
}

/** Puts the confirmed message at the newest end of the thread's messages (a record of its own: messages have no id). */
function addToThread(store: RecordSourceSelectorProxy, conversationId: string) {
  const sent = store.getRootField("sendMessage")?.getLinkedRecord("data");
  const conversation = store.get(conversationId);
  if (!sent || !conversation) return;
  const connection = ConnectionHandler.getConnection(conversation, MESSAGES_CONNECTION_KEY);
  if (!connection) return;
  const message = store.create(generateUniqueClientID(), "Message");
  message.copyFieldsFrom(sent);
  const edge = ConnectionHandler.createEdge(store, connection, message, "ConversationMessagesConnectionEdge");
  ConnectionHandler.insertEdgeBefore(connection, edge);
}
