import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { PartyPopper } from "lucide-react";
import { useEffect } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import { Link } from "react-router";
import type { RegistrationSuccessScreenQuery } from "../../__generated__/RegistrationSuccessScreenQuery.graphql.ts";
import { toaster } from "../../toasts/toaster.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { isUserType } from "../../features/roles/index.ts";
import { NextSteps } from "./NextSteps.tsx";
import { Sparkles } from "./Sparkles.tsx";
import { VerificationTiles } from "./VerificationTiles.tsx";

const query = graphql`
  query RegistrationSuccessScreenQuery {
    viewer {
      id
      firstName
      userType
      ...VerificationTiles_user
    }
  }
`;

/**
 * The welcome page after verification: a greeting, three verification tiles, three next steps
 * for the user's role, Go to Dashboard and Update Profile, and 3 s of decorative sparkles around the icon.
 * The page itself confirms the registration, so it clears the 'Registration Successful!' toast that the
 * verification screen left on screen.
 */
export default function RegistrationSuccessScreen() {
  const data = usePreloadedQuery<RegistrationSuccessScreenQuery>(
    query,
    useRouteQuery<RegistrationSuccessScreenQuery>(),
  );
  const viewer = data.viewer;
  const firstName = viewer?.firstName;
  useEffect(() => {
    toaster.remove();
  }, []);

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="6">
      <Stack gap="6">
        <Stack gap="2" align="center" textAlign="center">
          <Box data-testid="celebration" position="relative" display="grid" placeItems="center" w="full" h="24">
            <Sparkles />
            <Box
              position="relative"
              display="grid"
              placeItems="center"
              boxSize="16"
              rounded="full"
              bg="brand.100"
              color="brand.700"
            >
              <PartyPopper size={32} aria-hidden />
            </Box>
          </Box>
          <Heading as="h1" size="2xl" color="brand.700">
            {firstName ? <Trans>Welcome to KhetSetu, {firstName}!</Trans> : <Trans>Welcome to KhetSetu!</Trans>}
          </Heading>
          <Text color="gray.600">
            <Trans>Your registration is complete. Here is where to go next.</Trans>
          </Text>
        </Stack>

        {viewer && <VerificationTiles user={viewer} />}

        <NextSteps userType={isUserType(viewer?.userType) ? viewer.userType : "laborer"} />

        <Stack direction={{ base: "column", sm: "row" }} gap="3">
          <Button asChild colorPalette="brand" flex="1">
            <Link to="/">
              <Trans>Go to Dashboard</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline" colorPalette="brand" flex="1">
            <Link to="/account-settings">
              <Trans>Update Profile</Trans>
            </Link>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
