import { useLingui } from "@lingui/react/macro";
import { graphql, useMutation } from "react-relay";
import type { RecordSourceSelectorProxy } from "relay-runtime";
import type { useMarkNotificationsReadMutation } from "../../__generated__/useMarkNotificationsReadMutation.graphql.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";
import { trackMarking } from "./markingRead.ts";

const UNREAD_COUNT = "unreadNotificationCount";

/**
 * Shows `ids` read at once: each unread one gets a read time and the bell's count drops by one (`all`: to 0).
 * The server's answer then sets both to what it says.
 */
function showRead(store: RecordSourceSelectorProxy, ids: readonly string[], all: boolean) {
  const now = new Date().toISOString();
  let newlyRead = 0;
  for (const id of ids) {
    const record = store.get(id);
    if (!record || record.getValue("readAt") != null) continue;
    record.setValue(now, "readAt");
    newlyRead += 1;
  }
  const root = store.getRoot();
  const count = root.getValue(UNREAD_COUNT);
  if (typeof count === "number") root.setValue(all ? 0 : Math.max(0, count - newlyRead), UNREAD_COUNT);
}

/**
 * Marking notifications read: `markRead(ids)` for the ones opened, `markAllRead(shownIds)` for all of the
 * person's (`shownIds`, the ones on screen, show read at once). A failure is told in a toast and the list and
 * count go back to what they were.
 */
export function useMarkNotificationsRead() {
  const { t, i18n } = useLingui();
  const [commit, marking] = useMutation<useMarkNotificationsReadMutation>(graphql`
    mutation useMarkNotificationsReadMutation($ids: [ID!]) {
      markNotificationsRead(ids: $ids) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationMarkNotificationsReadSuccess {
          data {
            unreadCount
            notifications {
              id
              readAt
            }
          }
        }
      }
    }
  `);

  function send(ids: readonly string[] | null, shownIds: readonly string[], onDone?: () => void) {
    const failure = t`Could not mark as read. Please try again.`;
    trackMarking(
      new Promise<void>((settle) => {
        commit({
          variables: { ids },
          optimisticUpdater: (store) => showRead(store, shownIds, ids === null),
          updater: (store, data) => {
            const unreadCount = data?.markNotificationsRead.data?.unreadCount;
            if (typeof unreadCount === "number") store.getRoot().setValue(unreadCount, UNREAD_COUNT);
          },
          onCompleted: ({ markNotificationsRead: result }) => {
            settle();
            if (result.__typename !== "MutationMarkNotificationsReadSuccess")
              notifyError(readTypedError(i18n, result), t`Error`, failure);
            onDone?.();
          },
          onError: (error) => {
            settle();
            notifyError(requestError(i18n, error), t`Error`, failure);
            onDone?.();
          },
        });
      }),
    );
  }

  return {
    markRead: (ids: readonly string[], onDone?: () => void) => send(ids, ids, onDone),
    markAllRead: (shownIds: readonly string[], onDone?: () => void) => send(null, shownIds, onDone),
    marking,
  };
}
