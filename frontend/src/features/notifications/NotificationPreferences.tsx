import { Card, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { NOTIFICATION_EVENT_LABELS, type NotificationEventCode, QUIET_HOURS } from "@rules/notifications.ts";
import { graphql, useFragment } from "react-relay";
import type { NotificationPreferences_query$key } from "../../__generated__/NotificationPreferences_query.graphql.ts";
import { useIntlLocale } from "../../format/useIntlLocale.ts";
import { NotificationPreferenceRow } from "./NotificationPreferenceRow.tsx";
import { useUpdateNotificationPreference } from "./useUpdateNotificationPreference.ts";

/** An hour of the day as the active language says it ("9 pm"). */
function hourOfDay(locale: string, hour: number): string {
  return new Intl.DateTimeFormat(locale, { hour: "numeric", timeZone: "UTC" }).format(Date.UTC(2026, 0, 1, hour));
}

/**
 * Account Settings' Notifications: for every event, whether it comes by SMS and by push (each change saved at
 * once), and the quiet hours in which neither comes. The in-app list always has every notification.
 */
export function NotificationPreferences(props: { query: NotificationPreferences_query$key }) {
  const { i18n } = useLingui();
  const locale = useIntlLocale();
  const data = useFragment(
    graphql`
      fragment NotificationPreferences_query on Query {
        notificationPreferences {
          event
          sms
          push
        }
      }
    `,
    props.query,
  );
  const update = useUpdateNotificationPreference();
  const start = hourOfDay(locale, QUIET_HOURS.startHour);
  const end = hourOfDay(locale, QUIET_HOURS.endHour);

  return (
    <Card.Root as="section" aria-labelledby="notification-preferences-heading">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="notification-preferences-heading">
          <Trans>Notifications</Trans>
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <Trans>
            No SMS or push between {start} and {end}; they arrive at {end}.
          </Trans>
        </Text>
        <Stack gap="0">
          {data.notificationPreferences.map((preference) => {
            const label = NOTIFICATION_EVENT_LABELS[preference.event as NotificationEventCode];
            return (
              <NotificationPreferenceRow
                key={preference.event}
                label={label ? i18n._(label) : preference.event}
                choices={{ sms: preference.sms, push: preference.push }}
                onChange={(channel, on) => update(preference.event, channel, on)}
              />
            );
          })}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
