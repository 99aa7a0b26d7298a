import { Box, Button, Card, Field, Heading, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { MODERATION_LIMITS, moderationReasonProblem, suspendDaysProblem } from "@rules/moderation.ts";
import { useState } from "react";
import { graphql, useLazyLoadQuery, useMutation } from "react-relay";
import type { ModerationScreenMutation } from "../../__generated__/ModerationScreenMutation.graphql.ts";
import type {
  ModerationScreenQuery,
  ModerationScreenQuery$data,
} from "../../__generated__/ModerationScreenQuery.graphql.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { reasonLabel } from "../../features/reports/index.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";
import { useSession } from "../../session/session.ts";
import { notify } from "../../toasts/toaster.ts";
import { INDIA_DATE } from "../../format/dates.ts";

type Item = ModerationScreenQuery$data["moderationQueue"][number];
type Action = "approve" | "hide" | "restore" | "warn" | "suspend" | "unsuspend" | "dismiss";

/**
 * The moderation queue (/moderation), moderators only: each open report or flag with its item, reason and
 * history. Anyone else is told the page is for moderators (and the queue is never asked for).
 */
export default function ModerationScreen() {
  const { viewer } = useSession();
  if (!viewer?.isModerator)
    return (
      <Box as="main" maxW="3xl" mx="auto" px="4" py="4" pb="24">
        <BackLink />
        <Heading as="h1" size="xl" mt="2" mb="4">
          <Trans>Moderation queue</Trans>
        </Heading>
        <Text>
          <Trans>This page is for KhetSetu's moderators.</Trans>
        </Text>
      </Box>
    );
  return <ModerationQueue />;
}

function ModerationQueue() {
  const [refresh, setRefresh] = useState(0);
  const data = useLazyLoadQuery<ModerationScreenQuery>(
    graphql`
      query ModerationScreenQuery {
        moderationQueue {
          key
          source
          targetType
          targetId
          reason
          details
          createdAt
          title
          text
          status
          lastMessages {
            senderName
            content
            createdAt
          }
          person {
            databaseId
            name
            accountCreatedAt
            jobsPosted
            reportsAgainst
            rating
            reviewCount
            suspendedUntil
          }
        }
      }
    `,
    {},
    { fetchPolicy: "network-only", fetchKey: refresh },
  );
  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4" pb="24">
      <BackLink />
      <Heading as="h1" size="xl" mt="2" mb="4">
        <Trans>Moderation queue</Trans>
      </Heading>
      {data.moderationQueue.length === 0 ? (
        <Text>
          <Trans>Nothing is waiting.</Trans>
        </Text>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none">
          {data.moderationQueue.map((item) => (
            <li key={item.key}>
              <QueueItem item={item} onDone={() => setRefresh((n) => n + 1)} />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function QueueItem({ item, onDone }: { item: Item; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState("");
  const [days, setDays] = useState("7");
  const [problem, setProblem] = useState<string | null>(null);
  const [commit, acting] = useMutation<ModerationScreenMutation>(graphql`
    mutation ModerationScreenMutation(
      $targetType: ModeratedTarget!
      $targetId: ID!
      $action: ModerationActionKind!
      $reason: String!
      $days: Int
    ) {
      moderate(targetType: $targetType, targetId: $targetId, action: $action, reason: $reason, days: $days) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationModerateSuccess {
          data {
            databaseId
          }
        }
      }
    }
  `);
  const label = reasonLabel(item.reason);
  const listing = item.targetType === "job" || item.targetType === "course";
  const person = item.person;

  function act(action: Action) {
    const reasonIssue = moderationReasonProblem(reason);
    const daysIssue = action === "suspend" ? suspendDaysProblem(Number(days)) : null;
    if (reasonIssue || daysIssue) {
      setProblem(i18n._((reasonIssue ?? daysIssue)!));
      return;
    }
    setProblem(null);
    const personal = action === "warn" || action === "suspend" || action === "unsuspend";
    const target =
      personal && person
        ? { targetType: "user" as const, targetId: String(person.databaseId) }
        : {
            targetType: item.targetType,
            targetId: String(item.targetId),
          };
    commit({
      variables: { ...target, action, reason: reason.trim(), days: action === "suspend" ? Number(days) : null },
      onCompleted: ({ moderate: result }) => {
        if (result.__typename === "MutationModerateSuccess") {
          notify.success(t`Done`, "");
          onDone();
          return;
        }
        setProblem(readTypedError(i18n, result).message);
      },
      onError: (error) => notifyError(requestError(i18n, error), t`Error`, t`Please try again.`),
    });
  }

  const button = (action: Action, text: string) => (
    <Button key={action} minH="11" variant="outline" loading={acting} onClick={() => act(action)}>
      {text}
    </Button>
  );

  return (
    <Card.Root variant="outline" bg="white">
      <Card.Body gap="2">
        <Text fontSize="sm" color="fg.muted">
          {item.targetType} #{item.targetId} · {i18n.date(new Date(item.createdAt), INDIA_DATE)}
        </Text>
        <Heading as="h2" size="md">
          {item.title ?? person?.name ?? t`No title`}
        </Heading>
        <Text fontWeight="semibold" data-testid="queue-reason">
          {typeof label === "string" ? label : i18n._(label)}
        </Text>
        {item.details ? <Text>“{item.details}”</Text> : null}
        {item.text ? <Text color="fg.muted">{item.text}</Text> : null}
        {item.lastMessages.map((message) => (
          <Text key={message.createdAt} fontSize="sm">
            <b>{message.senderName ?? "?"}:</b> {message.content}
          </Text>
        ))}
        {person ? (
          <Text fontSize="sm">
            <Trans>
              {person.name ?? "?"}: account since {i18n.date(new Date(person.accountCreatedAt), INDIA_DATE)},{" "}
              {person.jobsPosted} jobs posted, {person.reportsAgainst} reports, rating {person.rating ?? "–"} (
              {person.reviewCount} reviews)
            </Trans>
          </Text>
        ) : null}
        <Field.Root required>
          <Field.Label>
            <Trans>Reason (shown to the person)</Trans>
          </Field.Label>
          <Input
            value={reason}
            maxLength={MODERATION_LIMITS.reasonMax}
            onChange={(e) => setReason(e.target.value)}
            minH="11"
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>
            <Trans>Days of suspension</Trans>
          </Field.Label>
          <Input
            type="number"
            inputMode="numeric"
            min={MODERATION_LIMITS.suspendDaysMin}
            max={MODERATION_LIMITS.suspendDaysMax}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            minH="11"
            maxW="8rem"
          />
        </Field.Root>
        {problem ? (
          <Text role="alert" color="red.700">
            {problem}
          </Text>
        ) : null}
        <HStack wrap="wrap" gap="2">
          {listing && item.status === "under_review" ? button("approve", t`Approve`) : null}
          {listing && item.status !== "hidden" ? button("hide", t`Hide`) : null}
          {listing && item.status === "hidden" ? button("restore", t`Restore`) : null}
          {person ? button("warn", t`Warn`) : null}
          {person ? button("suspend", t`Suspend`) : null}
          {person?.suspendedUntil ? button("unsuspend", t`Unsuspend`) : null}
          {button("dismiss", t`Dismiss`)}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
