import { Button, Card, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Award, BookOpen, CheckCircle2, MessageCircle, Send, Sprout, XCircle } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type {
  RecentActivity_user$key,
  RecentActivity_user$data,
} from "../../__generated__/RecentActivity_user.graphql.ts";
import { coursePath } from "../../features/courses/index.ts";
import { jobPath } from "../../features/jobs/index.ts";
import { timeAgo } from "../../format/dates.ts";

type ActivityEvent = NonNullable<RecentActivity_user$data["recentActivity"]>[number];

/**
 * Recent Activity: the laborer's latest events (applied, accepted, declined, enrolled, completed, a new message),
 * newest first, from the
 * server. The welcome message shows only while there are none.
 */
export function RecentActivity({ user }: { user: RecentActivity_user$key }) {
  const data = useFragment(
    graphql`
      fragment RecentActivity_user on User {
        recentActivity(first: 5) {
          id
          kind
          at
          jobId
          jobTitle
          conversationId
          fromName
          courseId
          courseTitle
        }
      }
    `,
    user,
  );
  const events = data.recentActivity ?? [];
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          <Trans>Recent Activity</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        {events.length === 0 ? (
          <HStack align="start" gap="3">
            <Sprout aria-hidden color="var(--chakra-colors-brand-600)" />
            <Text>
              <Trans>Welcome to KhetSetu! Complete your profile and apply for jobs to see your activity here.</Trans>
            </Text>
          </HStack>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {events.map((event) => (
              <ActivityItem key={event.id} event={event} />
            ))}
          </Stack>
        )}
      </Card.Body>
      <Card.Footer>
        <Button asChild variant="outline" colorPalette="brand" minH="11" width="full">
          <Link to="/my-applications">
            <Trans>My applications</Trans>
          </Link>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function ActivityItem({ event }: { event: ActivityEvent }) {
  const { t } = useLingui();
  const job = event.jobTitle ?? t`a job`;
  const from = event.fromName ?? t`Someone`;
  const course = event.courseTitle ?? t`a course`;
  const line = {
    applied: { icon: <Send aria-hidden />, text: t`You applied for ${job}` },
    accepted: {
      icon: <CheckCircle2 aria-hidden color="var(--chakra-colors-green-700)" />,
      text: t`Your application for ${job} was accepted`,
    },
    declined: {
      icon: <XCircle aria-hidden color="var(--chakra-colors-red-700)" />,
      text: t`Your application for ${job} was declined`,
    },
    message: { icon: <MessageCircle aria-hidden />, text: t`New message from ${from}` },
    enrolled: { icon: <BookOpen aria-hidden />, text: t`You enrolled in ${course}` },
    completed: { icon: <Award aria-hidden color="var(--chakra-colors-green-700)" />, text: t`You completed ${course}` },
  }[event.kind as "applied" | "accepted" | "declined" | "message" | "enrolled" | "completed"] ?? {
    icon: <Sprout aria-hidden />,
    text: job,
  };
  const to =
    event.kind === "message" && event.conversationId
      ? `/messages?conversation=${encodeURIComponent(event.conversationId)}`
      : event.jobId
        ? jobPath(event.jobId)
        : event.courseId
          ? coursePath(event.courseId)
          : null;
  return (
    <HStack as="li" align="start" gap="3">
      {line.icon}
      <Stack gap="0">
        {to ? (
          <ChakraLink asChild color="brand.700" minH="11" display="inline-flex" alignItems="center">
            <Link to={to}>{line.text}</Link>
          </ChakraLink>
        ) : (
          <Text>{line.text}</Text>
        )}
        <Text fontSize="sm" color="fg.muted">
          {timeAgo(String(event.at))}
        </Text>
      </Stack>
    </HStack>
  );
}
