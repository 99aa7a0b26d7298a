import { Button, Card, Heading, HStack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { LogOut } from "lucide-react";
import { useState } from "react";
import { graphql, useMutation, useRelayEnvironment } from "react-relay";
import type { SignOutEverywhereLogoutMutation } from "../../__generated__/SignOutEverywhereLogoutMutation.graphql.ts";
import { notifyError, requestError } from "../../relay/typedError.ts";
import { signOutAfterForgettingPush } from "../push/index.ts";

/**
 * 'Log out everywhere': after a confirmation, ends every session of the account (this one too), then goes to
 * /api/logout like the Logout button, which clears this browser's cookie and shows the signed-out landing page.
 */
export function SignOutEverywhere({
  go = (url: string) => window.location.assign(url),
}: {
  go?: (url: string) => void;
}) {
  const { t, i18n } = useLingui();
  const environment = useRelayEnvironment();
  const [confirming, setConfirming] = useState(false);
  const [commit, pending] = useMutation<SignOutEverywhereLogoutMutation>(graphql`
    mutation SignOutEverywhereLogoutMutation {
      logoutEverywhere
    }
  `);

  // This browser's push subscription is forgotten first, while the session still lasts.
  function logout() {
    signOutAfterForgettingPush(environment, () =>
      commit({
        variables: {},
        onCompleted: () => go("/api/logout"),
        onError: (error) =>
          notifyError(requestError(i18n, error), t`Error`, t`Failed to log out everywhere. Please try again.`),
      }),
    );
  }

  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          <Trans>Log out everywhere</Trans>
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <Trans>
            Signs you out on every phone and computer, this one too. Use it if you lost a phone or shared your account.
          </Trans>
        </Text>
        {confirming ? (
          <HStack gap="2" wrap="wrap">
            <Button colorPalette="red" minH="44px" onClick={logout} loading={pending} loadingText={t`Logging out...`}>
              <LogOut aria-hidden />
              <Trans>Yes, log out everywhere</Trans>
            </Button>
            <Button variant="outline" minH="44px" onClick={() => setConfirming(false)} disabled={pending}>
              <Trans>Cancel</Trans>
            </Button>
          </HStack>
        ) : (
          <Button
            variant="outline"
            colorPalette="red"
            minH="44px"
            alignSelf="flex-start"
            onClick={() => setConfirming(true)}
          >
            <LogOut aria-hidden />
            <Trans>Log out everywhere</Trans>
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
