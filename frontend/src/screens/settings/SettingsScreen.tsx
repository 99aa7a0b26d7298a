import { Box, Card, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, usePreloadedQuery } from "react-relay";
import type { SettingsScreenQuery } from "../../__generated__/SettingsScreenQuery.graphql.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { LanguageSelect } from "../../i18n/LanguageSelect.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { ProfileSettingsForm } from "./ProfileSettingsForm.tsx";
import { SignOutEverywhere } from "../../features/accounts/index.ts";

/** Settings (/settings), for every role: name, business and farm names, place, language, and Log out everywhere. */
export default function SettingsScreen() {
  const data = usePreloadedQuery<SettingsScreenQuery>(
    graphql`
      query SettingsScreenQuery {
        viewer {
          id
          ...ProfileSettingsForm_user
        }
      }
    `,
    useRouteQuery<SettingsScreenQuery>(),
  );
  // Signed-out visitors never reach this route (the root layout redirects them).
  if (!data.viewer) return null;

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <BackLink />
      <Heading as="h1" size="xl" mt="2" mb="4">
        <Trans>Settings</Trans>
      </Heading>
      <Stack gap="4">
        <ProfileSettingsForm user={data.viewer} />
        <Card.Root>
          <Card.Body gap="3">
            <Heading as="h2" size="md">
              <Trans>Language</Trans>
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              <Trans>The app's language on this phone.</Trans>
            </Text>
            <LanguageSelect />
          </Card.Body>
        </Card.Root>
        <SignOutEverywhere />
      </Stack>
    </Box>
  );
}
