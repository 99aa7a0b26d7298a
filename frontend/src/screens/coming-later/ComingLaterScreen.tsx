import { Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";

/** Routes of the route table whose screens belong to later work (employer, provider, messaging, directories). */
export default function ComingLaterScreen() {
  return (
    <Stack as="main" align="center" textAlign="center" gap="4" px="4" py="16">
      <Heading as="h1" size="xl">
        <Trans>Coming soon</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>This part of KhetSetu is on its way.</Trans>
      </Text>
      <Button asChild colorPalette="brand">
        <Link to="/">
          <Trans>Go to Home</Trans>
        </Link>
      </Button>
    </Stack>
  );
}
