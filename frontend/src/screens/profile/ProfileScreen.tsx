import { Box, Button, Heading, HStack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Pencil } from "lucide-react";
import { graphql, usePreloadedQuery } from "react-relay";
import { Link } from "react-router";
import type { ProfileScreenQuery } from "../../__generated__/ProfileScreenQuery.graphql.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { ProfileOverview } from "./ProfileOverview.tsx";
import { AvailabilityCard } from "./AvailabilityCard.tsx";

/**
 * My profile (/profile), for every role: a laborer's availability first, then the profile as others see it, and
 * Edit (to /settings).
 */
export default function ProfileScreen() {
  const data = usePreloadedQuery<ProfileScreenQuery>(
    graphql`
      query ProfileScreenQuery {
        viewer {
          id
          userType
          ...ProfileOverview_user
          ...AvailabilityCard_user
        }
      }
    `,
    useRouteQuery<ProfileScreenQuery>(),
  );
  // Signed-out visitors never reach this route (the root layout redirects them).
  if (!data.viewer) return null;

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <BackLink />
      <HStack justify="space-between" align="center" gap="2" mt="2" mb="1" wrap="wrap">
        <Heading as="h1" size="xl">
          <Trans>My profile</Trans>
        </Heading>
        <Button asChild variant="outline" colorPalette="brand" minH="44px">
          <Link to="/settings">
            <Pencil aria-hidden />
            <Trans>Edit profile</Trans>
          </Link>
        </Button>
      </HStack>
      <Text color="gray.700" fontSize="sm" mb="4">
        <Trans>This is what others see about you.</Trans>
      </Text>
      {data.viewer.userType === "laborer" && <AvailabilityCard user={data.viewer} />}
      <ProfileOverview user={data.viewer} />
    </Box>
  );
}
