import { Button, Card, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { PROFILE_LIMITS } from "@rules/profile.ts";
import type { FormEvent } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import { useCheckedForm, useMutationForm } from "../../features/forms/index.ts";
import type { ProfileSettingsForm_user$key } from "../../__generated__/ProfileSettingsForm_user.graphql.ts";
import type { ProfileSettingsFormSaveMutation } from "../../__generated__/ProfileSettingsFormSaveMutation.graphql.ts";
import { FindPlace, LocationSelects, type LocationValue } from "../../features/places/index.ts";
import { TextField } from "../../components/TextField.tsx";
import {
  type SettingsField,
  type SettingsValues,
  settingsValues,
  toSettingsInput,
  validateSettings,
} from "./settingsForm.ts";

const FIELDS = new Set<string>([
  "firstName",
  "lastName",
  "businessName",
  "farmName",
  "bio",
  "state",
  "district",
  "block",
  "upiId",
]);

/**
 * The profile part of Settings: name, business name (employers and training providers), farm name (employers), the
 * organisation's description (training providers), the UPI id wages are paid to (laborers) and place ("Find your
 * place", then state, district, block as on the verification form). Checked as the user types by the rules the server
 * applies, saved with `updateProfile`; the server's field messages show under their fields.
 */
export function ProfileSettingsForm(props: { user: ProfileSettingsForm_user$key }) {
  const { t } = useLingui();
  const user = useFragment(
    graphql`
      fragment ProfileSettingsForm_user on User {
        id
        userType
        firstName
        lastName
        businessName
        farmName
        bio
        state
        district
        block
        upiId
      }
    `,
    props.user,
  );
  const [commit] = useMutation<ProfileSettingsFormSaveMutation>(graphql`
    mutation ProfileSettingsFormSaveMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationUpdateProfileSuccess {
          data {
            id
            isAddressVerified
            ...ProfileSettingsForm_user
          }
        }
      }
    }
  `);
  const role = {
    business: user.userType === "employer" || user.userType === "training_provider",
    farm: user.userType === "employer",
    bio: user.userType === "training_provider",
    upi: user.userType === "laborer",
  };
  const form = useCheckedForm<SettingsValues, SettingsField>(
    () => settingsValues(user),
    (checked) => validateSettings(checked, role),
  );
  const { values, shown, change } = form;
  const save = useMutationForm(form, {
    fields: FIELDS,
    failure: { title: t`Save Failed`, fallback: t`Failed to save settings` },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.send({
      commit,
      variables: { input: toSettingsInput(values, role) },
      result: (response) => response.updateProfile,
      success: "MutationUpdateProfileSuccess",
      saved: { title: t`Settings saved` },
    });
  }

  const location: LocationValue = { state: values.state, district: values.district, block: values.block };

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-labelledby="profile-settings-heading">
          <Stack gap="4">
            <Stack gap="1">
              <Heading as="h2" size="md" id="profile-settings-heading">
                <Trans>Profile</Trans>
              </Heading>
              <Text color="fg.muted" fontSize="sm">
                <Trans>Your name and place, as others see them.</Trans>
              </Text>
            </Stack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                label={<Trans>First Name</Trans>}
                value={values.firstName}
                maxLength={PROFILE_LIMITS.nameMax}
                autoComplete="given-name"
                error={shown("firstName")}
                onChange={(firstName) => change({ firstName }, "firstName")}
              />
              <TextField
                label={<Trans>Last Name</Trans>}
                value={values.lastName}
                maxLength={PROFILE_LIMITS.nameMax}
                autoComplete="family-name"
                error={shown("lastName")}
                onChange={(lastName) => change({ lastName }, "lastName")}
              />
            </SimpleGrid>
            {role.business && (
              <TextField
                label={<Trans>Business Name</Trans>}
                value={values.businessName}
                maxLength={PROFILE_LIMITS.businessNameMax}
                autoComplete="organization"
                helper={<Trans>Optional</Trans>}
                error={shown("businessName")}
                onChange={(businessName) => change({ businessName }, "businessName")}
              />
            )}
            {role.farm && (
              <TextField
                label={<Trans>Farm Name</Trans>}
                value={values.farmName}
                maxLength={PROFILE_LIMITS.businessNameMax}
                helper={<Trans>Optional</Trans>}
                error={shown("farmName")}
                onChange={(farmName) => change({ farmName }, "farmName")}
              />
            )}
            {role.bio && (
              <TextField
                label={<Trans>Description</Trans>}
                value={values.bio}
                multiline
                maxLength={PROFILE_LIMITS.bioMax}
                helper={<Trans>Optional: what your organisation teaches, and where.</Trans>}
                error={shown("bio")}
                onChange={(bio) => change({ bio }, "bio")}
              />
            )}
            <FindPlace
              onPick={(found) =>
                change(
                  { state: found.state, district: found.district, block: found.block },
                  "state",
                  "district",
                  "block",
                )
              }
            />
            <LocationSelects
              value={location}
              errors={{ state: shown("state"), district: shown("district"), block: shown("block") }}
              onChange={(next, field) => change(next, field)}
            />
            {role.upi && (
              <TextField
                label={<Trans>UPI id (to be paid by UPI)</Trans>}
                value={values.upiId}
                placeholder="name@bank"
                autoComplete="off"
                helper={<Trans>Optional: employers who hire you can then pay you with one tap.</Trans>}
                error={shown("upiId")}
                onChange={(upiId) => change({ upiId }, "upiId")}
              />
            )}
            <Button type="submit" colorPalette="brand" minH="44px" loading={save.saving} loadingText={t`Saving...`}>
              <Trans>Save Changes</Trans>
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
