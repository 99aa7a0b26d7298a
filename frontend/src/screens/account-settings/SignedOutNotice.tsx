import { Box, Button, Card, Heading, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { LogIn } from "lucide-react";
import { Link } from "react-router";

/** What signed-out visitors of /account-settings see: a prompt and a Login button that comes back here. */
export function SignedOutNotice() {
  return (
    <Box as="main" maxW="md" mx="auto" px="4" py="8">
      <Card.Root>
        <Card.Body gap="4" alignItems="center" textAlign="center">
          <Heading as="h1" size="lg">
            <Trans>Account Settings</Trans>
          </Heading>
          <Text>
            <Trans>Please log in to access account settings</Trans>
          </Text>
          <Button asChild colorPalette="brand" minH="44px">
            <Link to={`/sign-in?next=${encodeURIComponent("/account-settings")}`}>
              <LogIn aria-hidden />
              <Trans>Login</Trans>
            </Link>
          </Button>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
