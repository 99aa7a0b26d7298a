import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";

/** Any path outside the route table. */
export default function NotFoundScreen() {
  return (
    <Stack as="main" align="center" textAlign="center" gap="4" px="4" py="16">
      <Heading as="h1" size="2xl">
        <Trans>404 Page Not Found</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>The page you are looking for does not exist.</Trans>
      </Text>
      <Button asChild colorPalette="brand">
        <Link to="/">
          <Trans>Go to Home</Trans>
        </Link>
      </Button>
    </Stack>
  );
}
