import { Card, Heading, HStack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Sprout } from "lucide-react";

/** Recent Activity: a static welcome message. */
export function RecentActivity() {
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="md">
          <Trans>Recent Activity</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        <HStack align="start" gap="3">
          <Sprout aria-hidden color="var(--chakra-colors-brand-600)" />
          <Text>
            <Trans>Welcome to KhetSetu! Complete your profile and apply for jobs to see your activity here.</Trans>
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
