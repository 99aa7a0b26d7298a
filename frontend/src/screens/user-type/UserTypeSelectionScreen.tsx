import { Box, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { graphql, useMutation } from "react-relay";
import { useNavigate } from "react-router";
import type { UserTypeSelectionScreenSetUserTypeMutation } from "../../__generated__/UserTypeSelectionScreenSetUserTypeMutation.graphql.ts";
import { notify } from "../../toasts/toaster.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";
import { type UserType, markSessionStale, useSession } from "../../session/session.ts";
import { ROLES, storedRole } from "../../features/roles/index.ts";
import { RoleCard } from "./RoleCard.tsx";
import { useBrowserValue } from "../../rendered/in-browser.ts";

/**
 * Account Setup: three role cards and Continue ('Setting up...' while saving). Success refreshes
 * the session and goes to `then`, else /verification. Also shown by the root layout to signed-in users without a
 * role, in place of the page they opened, which `then` names so that they come back to it.
 */
export default function UserTypeSelectionScreen({ then }: { then?: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { viewer } = useSession();
  // Until a card is picked, the role kept from the landing page (this browser's: read once the page is hydrated).
  const keptRole = useBrowserValue(storedRole, null);
  const [picked, setSelected] = useState<UserType | null>(null);
  const selected = picked ?? keptRole ?? viewer?.userType ?? null;
  const [submitting, setSubmitting] = useState(false);
  const [commit] = useMutation<UserTypeSelectionScreenSetUserTypeMutation>(graphql`
    mutation UserTypeSelectionScreenSetUserTypeMutation($userType: UserType!) {
      setUserType(userType: $userType) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationSetUserTypeSuccess {
          data {
            id
            userType
          }
        }
      }
    }
  `);

  function submit() {
    if (!selected) {
      notify.error(t`Selection Required`, t`Please select your user type to continue`);
      return;
    }
    const failed = (message?: string) => {
      setSubmitting(false);
      notify.error(t`Error`, message || t`Failed to update account type`);
    };
    setSubmitting(true);
    commit({
      variables: { userType: selected },
      onCompleted: ({ setUserType: result }, errors) => {
        if (errors?.length) {
          failed(errors[0]?.message);
          return;
        }
        if (result.__typename !== "MutationSetUserTypeSuccess") {
          setSubmitting(false);
          notifyError(readTypedError(i18n, result), t`Error`, t`Failed to update account type`);
          return;
        }
        notify.success(t`Success`, t`Account type updated successfully!`);
        // The navigation re-reads the session, so the next page opens once, with the new role.
        markSessionStale();
        void navigate(then ?? "/verification", { replace: then !== undefined });
      },
      onError: (error) => {
        setSubmitting(false);
        notifyError(requestError(i18n, error), t`Error`, t`Failed to update account type`);
      },
    });
  }

  return (
    <Box as="main" maxW="xl" mx="auto" px="4" py="6">
      <Stack gap="2" mb="6" textAlign="center">
        <Heading as="h1" size="2xl" color="brand.700">
          <Trans>Account Setup</Trans>
        </Heading>
        <Text color="gray.600">
          <Trans>How will you use KhetSetu? Choose your account type.</Trans>
        </Text>
      </Stack>

      <Stack gap="3" role="group" aria-label={t`Account type`}>
        {ROLES.map((r) => (
          <RoleCard
            key={r.value}
            role={r.value}
            label={i18n._(r.label)}
            description={i18n._(r.description)}
            selected={selected === r.value}
            onSelect={() => setSelected(r.value)}
          />
        ))}
      </Stack>

      <Button
        mt="6"
        w="full"
        size="lg"
        colorPalette="brand"
        onClick={submit}
        loading={submitting}
        loadingText={t`Setting up...`}
      >
        <Trans>Continue</Trans>
      </Button>
      <Text mt="3" fontSize="sm" color="gray.600" textAlign="center">
        <Trans>You can change your account type later in Account Settings.</Trans>
      </Text>
    </Box>
  );
}
