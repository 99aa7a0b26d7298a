import { HStack, Switch, Text } from "@chakra-ui/react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { NOTIFICATION_CHANNELS, type NotificationChannelCode } from "@rules/notifications.ts";
import { useId } from "react";

/** The channels' switch labels: SMS stays in Latin letters in every language. */
const CHANNEL_LABELS: Record<NotificationChannelCode, MessageDescriptor | string> = {
  sms: "SMS",
  push: msg({ message: "Push", comment: "A notification on the phone from the app (a push notification)" }),
};

/** One event's row: its name, then a labelled switch for each channel ("SMS", "Push"), as a named group. */
export function NotificationPreferenceRow({
  label,
  choices,
  onChange,
}: {
  label: string;
  choices: Readonly<Record<NotificationChannelCode, boolean>>;
  onChange: (channel: NotificationChannelCode, on: boolean) => void;
}) {
  const { i18n } = useLingui();
  const labelId = useId();
  return (
    <HStack
      role="group"
      aria-labelledby={labelId}
      justify="space-between"
      align="center"
      gap="2"
      wrap="wrap"
      py="1"
      borderBottomWidth="1px"
      borderColor="gray.100"
    >
      <Text id={labelId} fontWeight="medium" flex="1" minW="8rem">
        {label}
      </Text>
      <HStack gap="4">
        {NOTIFICATION_CHANNELS.map((channel) => {
          const name = CHANNEL_LABELS[channel];
          return (
            <Switch.Root
              key={channel}
              checked={choices[channel]}
              onCheckedChange={(e) => onChange(channel, e.checked)}
              colorPalette="brand"
              minH="44px"
              alignItems="center"
              gap="2"
            >
              <Switch.HiddenInput role="switch" />
              <Switch.Control flexShrink={0} />
              <Switch.Label>{typeof name === "string" ? name : i18n._(name)}</Switch.Label>
            </Switch.Root>
          );
        })}
      </HStack>
    </HStack>
  );
}
