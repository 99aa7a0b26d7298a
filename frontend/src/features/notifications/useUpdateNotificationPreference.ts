import { useLingui } from "@lingui/react/macro";
import type { NotificationChannelCode } from "@rules/notifications.ts";
import { graphql, useMutation } from "react-relay";
import type {
  NotificationEvent,
  useUpdateNotificationPreferenceMutation,
} from "../../__generated__/useUpdateNotificationPreferenceMutation.graphql.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";

const PREFERENCES = "notificationPreferences";

/**
 * Turns one channel of one event on or off. The switch moves at once (optimistic); the server answers with every
 * event's choices, which replace the shown ones. Refused or failed, the switch moves back and a toast says so.
 */
export function useUpdateNotificationPreference() {
  const { t, i18n } = useLingui();
  const [commit] = useMutation<useUpdateNotificationPreferenceMutation>(graphql`
    mutation useUpdateNotificationPreferenceMutation($preferences: [NotificationPreferenceInput!]!) {
      updateNotificationPreferences(preferences: $preferences) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationUpdateNotificationPreferencesSuccess {
          data {
            event
            sms
            push
          }
        }
      }
    }
  `);

  return function update(event: NotificationEvent, channel: NotificationChannelCode, on: boolean) {
    const failure = t`Could not save your choice. Please try again.`;
    commit({
      variables: { preferences: [{ event, [channel]: on }] },
      optimisticUpdater: (store) => {
        const shown = store.getRoot().getLinkedRecords(PREFERENCES) ?? [];
        shown.find((preference) => preference?.getValue("event") === event)?.setValue(on, channel);
      },
      updater: (store) => {
        const answered = store.getRootField("updateNotificationPreferences")?.getLinkedRecords("data");
        if (answered) store.getRoot().setLinkedRecords(answered, PREFERENCES);
      },
      onCompleted: ({ updateNotificationPreferences: result }) => {
        if (result.__typename !== "MutationUpdateNotificationPreferencesSuccess")
          notifyError(readTypedError(i18n, result), t`Error`, failure);
      },
      onError: (error) => notifyError(requestError(i18n, error), t`Error`, failure),
    });
  };
}
