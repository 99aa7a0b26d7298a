import { Button, Card, Heading, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import { useRevalidator } from "react-router";
import type { AccountTypeSetting_user$key } from "../../__generated__/AccountTypeSetting_user.graphql.ts";
import type { AccountTypeSettingSetMutation } from "../../__generated__/AccountTypeSettingSetMutation.graphql.ts";
import { ROLES, isUserType } from "../../features/roles/index.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";
import { type UserType, markSessionStale } from "../../session/session.ts";
import { notify } from "../../toasts/toaster.ts";

/**
 * Change account type: the three types, the current one chosen, and Change account type. The server refuses a
 * change while the person has open work (open jobs or courses, applications waiting for an answer, courses in
 * progress) and says why; the reason stays under the choice.
 */
export function AccountTypeSetting({ user }: { user: AccountTypeSetting_user$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment AccountTypeSetting_user on User {
        id
        userType
      }
    `,
    user,
  );
  const current = isUserType(data.userType) ? data.userType : null;
  const [chosen, setChosen] = useState<UserType | null>(current);
  const [refusal, setRefusal] = useState<string | null>(null);
  const revalidator = useRevalidator();
  const [commit, saving] = useMutation<AccountTypeSettingSetMutation>(graphql`
    mutation AccountTypeSettingSetMutation($userType: UserType!) {
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

  function save() {
    if (!chosen || chosen === current) return;
    const failure = t`Could not change your account type. Please try again.`;
    setRefusal(null);
    commit({
      variables: { userType: chosen },
      onCompleted: ({ setUserType: result }) => {
        if (result.__typename === "MutationSetUserTypeSuccess") {
          notify.success(t`Account type changed`);
          // The app's menus and home follow the session's account type: read it again.
          markSessionStale();
          void revalidator.revalidate();
          return;
        }
        const error = readTypedError(i18n, result);
        if (error.typename === "ConflictError") setRefusal(error.message);
        else notifyError(error, t`Error`, failure);
      },
      onError: (error) => notifyError(requestError(i18n, error), t`Error`, failure),
    });
  }

  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="account-type-heading">
          <Trans>Change account type</Trans>
        </Heading>
        <Text id="account-type-help" color="fg.muted" fontSize="sm">
          <Trans>
            You can change it when you have no open jobs or courses, no applications waiting for an answer and no
            courses in progress.
          </Trans>
        </Text>
        <RadioGroup.Root
          value={chosen}
          onValueChange={(event) => {
            setChosen(event.value as UserType);
            setRefusal(null);
          }}
          colorPalette="brand"
          aria-labelledby="account-type-heading"
          aria-describedby="account-type-help"
        >
          <Stack gap="1">
            {ROLES.map((role) => (
              <RadioGroup.Item key={role.value} value={role.value} minH="44px">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{i18n._(role.label)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {refusal && (
          <Text role="alert" color="red.700" fontSize="sm">
            {refusal}
          </Text>
        )}
        <Button
          alignSelf="flex-start"
          minH="44px"
          colorPalette="brand"
          onClick={save}
          loading={saving}
          disabled={!chosen || chosen === current}
        >
          <Trans>Change account type</Trans>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
