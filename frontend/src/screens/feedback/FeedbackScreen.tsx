import { Box, Card, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { BackLink } from "../../components/BackLink.tsx";
import { FeedbackForm } from "./FeedbackForm.tsx";

/** Feedback (/feedback), for every role: the feedback form. It reads nothing, so the route has no loader. */
export default function FeedbackScreen() {
  return (
    <Box as="main" maxW="2xl" mx="auto" px="4" py="4">
      <Stack gap="4">
        <Stack gap="1">
          <BackLink />
          <Heading as="h1" size="xl">
            <Trans>Feedback</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Tell us what works, what does not, and what would help you. We read every message.</Trans>
          </Text>
        </Stack>
        <Card.Root>
          <Card.Body>
            <FeedbackForm />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Box>
  );
}
