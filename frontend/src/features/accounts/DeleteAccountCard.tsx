import { Button, Card, Field, Heading, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { graphql, useMutation } from "react-relay";
import type { DeleteAccountCardDeleteMutation } from "../../__generated__/DeleteAccountCardDeleteMutation.graphql.ts";
import { notifyError, requestError } from "../../relay/typedError.ts";
import { notify } from "../../toasts/toaster.ts";

/** After the account is deleted, the browser goes to /api/logout this much later. */
export const DELETE_REDIRECT_MS = 2000;

/** The confirmation word, in any letter case. */
const CONFIRM_WORD = "delete";

export function isDeleteConfirmed(typed: string): boolean {
  return typed.trim().toLowerCase() === CONFIRM_WORD;
}

/**
 * Delete Account: the button reveals a confirmation field; Confirm is enabled only once it reads 'delete' (any
 * letter case), and Cancel clears it. Success toasts 'Account Deleted' and sends the browser to /api/logout 2 s
 * later; a failure shows the server's message or 'Failed to delete account'.
 */
export function DeleteAccountCard({
  leave = (url: string) => window.location.assign(url),
}: {
  leave?: (url: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [deleted, setDeleted] = useState(false);
  const panelId = useId();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const [commit, deleting] = useMutation<DeleteAccountCardDeleteMutation>(graphql`
    mutation DeleteAccountCardDeleteMutation {
      deleteAccount {
        message
      }
    }
  `);

  function cancel() {
    setTyped("");
    setOpen(false);
  }

  function confirm() {
    if (!isDeleteConfirmed(typed) || deleting || deleted) return;
    commit({
      variables: {},
      onCompleted: () => {
        setDeleted(true);
        notify.success(t`Account Deleted`, t`Your account has been permanently deleted.`);
        redirect.current = setTimeout(() => leave("/api/logout"), DELETE_REDIRECT_MS);
      },
      onError: (error) => notifyError(requestError(i18n, error), t`Error`, t`Failed to delete account`),
    });
  }

  return (
    <Card.Root size="sm" borderColor="red.200">
      <Card.Body gap="3">
        <Heading as="h3" size="sm">
          <Trans>Delete Account</Trans>
        </Heading>
        <Text fontSize="sm" color="gray.700">
          <Trans>Permanently delete your account and everything in it. This cannot be undone.</Trans>
        </Text>
        {deleted ? (
          <Text role="status" fontSize="sm" fontWeight="semibold">
            <Trans>Your account has been permanently deleted.</Trans>
          </Text>
        ) : (
          <>
            {!open && (
              <Button
                variant="outline"
                colorPalette="red"
                aria-expanded={false}
                aria-controls={panelId}
                onClick={() => setOpen(true)}
              >
                <Trash2 aria-hidden />
                <Trans>Delete Account</Trans>
              </Button>
            )}
            <Stack id={panelId} hidden={!open} gap="3">
              {open && (
                <>
                  <Field.Root>
                    <Field.Label>
                      <Trans>Type DELETE to confirm</Trans>
                    </Field.Label>
                    <Input
                      value={typed}
                      autoComplete="off"
                      autoCapitalize="characters"
                      onChange={(event) => setTyped(event.target.value)}
                    />
                    <Field.HelperText>
                      <Trans>Please type 'DELETE' to confirm account deletion</Trans>
                    </Field.HelperText>
                  </Field.Root>
                  <HStack gap="2">
                    <Button variant="outline" flex="1" onClick={cancel} disabled={deleting}>
                      <Trans>Cancel</Trans>
                    </Button>
                    <Button
                      colorPalette="red"
                      flex="1"
                      onClick={confirm}
                      disabled={!isDeleteConfirmed(typed)}
                      loading={deleting}
                      loadingText={t`Deleting...`}
                    >
                      <Trans>Confirm</Trans>
                    </Button>
                  </HStack>
                </>
              )}
            </Stack>
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
