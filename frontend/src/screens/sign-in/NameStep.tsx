import { Button, Field, Input, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { PROFILE_MESSAGES } from "@rules/profile.ts";
import { type FormEvent, useState } from "react";
import { graphql, useMutation } from "react-relay";
import type { NameStepUpdateProfileMutation } from "../../__generated__/NameStepUpdateProfileMutation.graphql.ts";
import { notifyError, readTypedError, requestError, type TypedError } from "../../relay/typedError.ts";

type Errors = { firstName?: string; lastName?: string };

/** After a first sign-in: the new account's first and last name (both required here), then `onDone`. */
export function NameStep({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [commit, saving] = useMutation<NameStepUpdateProfileMutation>(graphql`
    mutation NameStepUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationUpdateProfileSuccess {
          data {
            id
            firstName
            lastName
          }
        }
      }
    }
  `);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const first = firstName.trim();
    const last = lastName.trim();
    const found: Errors = {};
    if (!first) found.firstName = i18n._(PROFILE_MESSAGES.firstName);
    if (!last) found.lastName = t`Last name is required`;
    setErrors(found);
    if (found.firstName || found.lastName) return;

    const failed = (error: TypedError) => notifyError(error, t`Error`, t`Failed to save your name`);
    commit({
      variables: { input: { firstName: first, lastName: last } },
      onCompleted: ({ updateProfile: result }) => {
        if (result.__typename === "MutationUpdateProfileSuccess") {
          onDone();
          return;
        }
        const error = readTypedError(i18n, result);
        setErrors({ firstName: error.fieldErrors.firstName, lastName: error.fieldErrors.lastName });
        failed(error);
      },
      onError: (error) => failed(requestError(i18n, error)),
    });
  }

  return (
    <Stack asChild gap="4">
      <form onSubmit={handleSubmit} noValidate>
        <Text color="fg.muted">
          <Trans>Welcome to KhetSetu! Tell us your name to finish creating your account.</Trans>
        </Text>
        <Field.Root invalid={Boolean(errors.firstName)} required>
          <Field.Label>
            <Trans>First Name</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            autoComplete="given-name"
            maxLength={50}
          />
          <Field.ErrorText>{errors.firstName}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.lastName)} required>
          <Field.Label>
            <Trans>Last Name</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
            autoComplete="family-name"
            maxLength={50}
          />
          <Field.ErrorText>{errors.lastName}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={saving} loadingText={t`Saving...`}>
          <Trans>Continue</Trans>
        </Button>
      </form>
    </Stack>
  );
}
