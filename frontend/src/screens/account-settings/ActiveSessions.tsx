import { Badge, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Smartphone } from "lucide-react";
import { useEffect } from "react";
import { graphql, useRefetchableFragment } from "react-relay";
import type { ActiveSessions_user$key } from "../../__generated__/ActiveSessions_user.graphql.ts";
import type { ActiveSessionsRefetchQuery } from "../../__generated__/ActiveSessionsRefetchQuery.graphql.ts";
import { formatDateTime, timeAgo } from "../../format/dates.ts";
import { useIntlLocale } from "../../format/useIntlLocale.ts";

/**
 * The account's live sessions, most recently used first: the device, when it was signed in, when it was last seen,
 * and which one is this device. Read again from the server whenever `refreshKey` changes.
 */
export function ActiveSessions({ user, refreshKey }: { user: ActiveSessions_user$key; refreshKey: number }) {
  const [data, refetch] = useRefetchableFragment<ActiveSessionsRefetchQuery, ActiveSessions_user$key>(
    graphql`
      fragment ActiveSessions_user on User @refetchable(queryName: "ActiveSessionsRefetchQuery") {
        activeSessions {
          deviceHint
          createdAt
          lastSeenAt
          isCurrent
        }
      }
    `,
    user,
  );
  useEffect(() => {
    if (refreshKey > 0) refetch({}, { fetchPolicy: "network-only" });
  }, [refreshKey, refetch]);
  const sessions = data.activeSessions ?? [];

  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="sessions-heading">
          <Trans>Active sessions</Trans>
        </Heading>
        <Stack as="ul" listStyleType="none" gap="2" aria-labelledby="sessions-heading">
          {/* The API gives a session no id; its sign-in time (to the millisecond) tells it apart. */}
          {sessions.map((session) => (
            <SessionRow key={session.createdAt} session={session} />
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

type Session = { deviceHint: string | null | undefined; createdAt: string; lastSeenAt: string; isCurrent: boolean };

function SessionRow({ session }: { session: Session }) {
  useIntlLocale(); // formats below follow the active language
  const started = formatDateTime(session.createdAt);
  const lastSeen = timeAgo(session.lastSeenAt);
  return (
    <HStack as="li" gap="3" align="flex-start" borderWidth="1px" borderRadius="md" p="3">
      <Smartphone aria-hidden />
      <Stack gap="0" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold" wordBreak="break-word">
            {session.deviceHint || <Trans>Unknown device</Trans>}
          </Text>
          {session.isCurrent && (
            <Badge colorPalette="green">
              <Trans>This device</Trans>
            </Badge>
          )}
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Signed in {started}</Trans>
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Last seen {lastSeen}</Trans>
        </Text>
      </Stack>
    </HStack>
  );
}
