import { Box, Button, Heading, HStack, Stack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { LogOut } from "lucide-react";
import { Suspense, useState } from "react";
import { graphql, usePreloadedQuery } from "react-relay";
import type { AccountSettingsScreenQuery } from "../../__generated__/AccountSettingsScreenQuery.graphql.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { DeleteAccountCard, SignOutEverywhere } from "../../features/accounts/index.ts";
import { NotificationPreferences } from "../../features/notifications/index.ts";
import { MyReports } from "../../features/reports/index.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { useSession } from "../../session/session.ts";
import { AccountDetails } from "./AccountDetails.tsx";
import { AccountTypeSetting } from "./AccountTypeSetting.tsx";
import { ActiveSessions } from "./ActiveSessions.tsx";
import { PartnerContactSetting } from "./PartnerContactSetting.tsx";
import { SignedOutNotice } from "./SignedOutNotice.tsx";

/**
 * Account Settings (/account-settings), open to everyone: signed out, a prompt to log in; signed in, the
 * account's details (with Change mobile number), Change account type, laborers' choice to show their number to partner organisations, which notifications come by SMS and push, its active sessions and Log out everywhere, Logout and Delete Account.
 */
export default function AccountSettingsScreen() {
  const { viewer } = useSession();
  return viewer ? <AccountSettings /> : <SignedOutNotice />;
}

function AccountSettings() {
  const data = usePreloadedQuery<AccountSettingsScreenQuery>(
    graphql`
      query AccountSettingsScreenQuery {
        ...NotificationPreferences_query
        viewer {
          id
          ...AccountDetails_user
          ...AccountTypeSetting_user
          ...ActiveSessions_user
          ...PartnerContactSetting_user
        }
      }
    `,
    useRouteQuery<AccountSettingsScreenQuery>(),
  );
  // Bumped when the mobile number changes: that ends every other session, so the list is read again.
  const [numberChanges, setNumberChanges] = useState(0);
  if (!data.viewer) return <SignedOutNotice />;

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4" pb="24">
      <BackLink />
      <Heading as="h1" size="xl" mt="2" mb="4">
        <Trans>Account Settings</Trans>
      </Heading>
      <Stack gap="4">
        <AccountDetails user={data.viewer} onNumberChanged={() => setNumberChanges((n) => n + 1)} />
        <AccountTypeSetting user={data.viewer} />
        <PartnerContactSetting user={data.viewer} />
        <NotificationPreferences query={data} />
        <ActiveSessions user={data.viewer} refreshKey={numberChanges} />
        <Suspense fallback={null}>
          <MyReports />
        </Suspense>
        <SignOutEverywhere />
        <HStack>
          <Button asChild variant="outline" minH="44px">
            <a href="/api/logout">
              <LogOut aria-hidden />
              <Trans>Logout</Trans>
            </a>
          </Button>
        </HStack>
        <DeleteAccountCard />
      </Stack>
    </Box>
  );
}
