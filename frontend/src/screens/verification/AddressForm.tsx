import { Button, Card, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { EDUCATION_LEVELS, PROFILE_LIMITS } from "@rules/profile.ts";
import type { FormEvent } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import { useCheckedForm, useMutationForm } from "../../features/forms/index.ts";
import type { AddressFormSaveMutation } from "../../__generated__/AddressFormSaveMutation.graphql.ts";
import type { AddressForm_viewer$key } from "../../__generated__/AddressForm_viewer.graphql.ts";
import { FindPlace, type FoundPlace, LocationSelects, type LocationValue } from "../../features/places/index.ts";
import { OptionSelect } from "../../components/OptionSelect.tsx";
import { TextField } from "../../components/TextField.tsx";
import {
  EDUCATION_LABELS,
  GENDER_LABELS,
  GENDERS,
  initialValues,
  toProfileInput,
  validateVerification,
  type VerificationField,
  type VerificationValues,
} from "./verificationForm.ts";

/** Navigation to /registration-success 1 s after a successful save. */
export const SUCCESS_REDIRECT_MS = 1000;

const FIELDS = new Set<string>([
  "country",
  "state",
  "district",
  "block",
  "cityVillage",
  "pincode",
  "fullAddress",
  "educationLevel",
  "gender",
  "age",
]);

/**
 * Step 3 of verification: address and profile details, validated as they change by the profile rules the
 * server applies (with its messages), saved with `updateProfile`. The saved user updates the store; then
 * 'Registration Successful!' and /registration-success after 1 s.
 */
export function AddressForm({ viewer }: { viewer: AddressForm_viewer$key }) {
  const { t, i18n } = useLingui();
  const saved = useFragment(
    graphql`
      fragment AddressForm_viewer on User {
        id
        state
        district
        block
        cityVillage
        pincode
        fullAddress
        educationLevel
        gender
        age
      }
    `,
    viewer,
  );
  const [commit] = useMutation<AddressFormSaveMutation>(graphql`
    mutation AddressFormSaveMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationUpdateProfileSuccess {
          data {
            id
            country
            isAddressVerified
            isMobileVerified
            ...AddressForm_viewer
          }
        }
      }
    }
  `);
  const form = useCheckedForm<VerificationValues, VerificationField>(() => initialValues(saved), validateVerification);
  const { values, shown, change } = form;
  const save = useMutationForm(form, {
    fields: FIELDS,
    failure: { title: t`Save Failed`, fallback: t`Failed to save verification details` },
    leaveTo: "/registration-success",
    leaveAfterMs: SUCCESS_REDIRECT_MS,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    save.send({
      commit,
      variables: { input: toProfileInput(values) },
      result: (response) => response.updateProfile,
      success: "MutationUpdateProfileSuccess",
      saved: { title: t`Registration Successful!` },
    });
  }

  const location: LocationValue = { state: values.state, district: values.district, block: values.block };
  // A place picked in "Find your place" replaces the whole place: state, district, block, village and pincode.
  const fillPlace = (found: FoundPlace) =>
    change(
      {
        state: found.state,
        district: found.district,
        block: found.block,
        cityVillage: found.village.slice(0, PROFILE_LIMITS.placeMax),
        pincode: found.pincode,
      },
      "state",
      "district",
      "block",
      "cityVillage",
      "pincode",
    );
  const onDigits = (field: "pincode" | "age", max: number) => (text: string) =>
    change({ [field]: text.replace(/\D/g, "").slice(0, max) }, field);

  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="5">
            <Stack gap="1">
              <Heading as="h2" size="md">
                <Trans>Address and profile details</Trans>
              </Heading>
              <Text color="fg.muted">
                <Trans>Tell employers where you live and a little about yourself.</Trans>
              </Text>
            </Stack>

            <TextField label={<Trans>Country</Trans>} value={values.country} readOnly error={shown("country")} />
            <FindPlace onPick={fillPlace} />
            <LocationSelects
              value={location}
              errors={{ state: shown("state"), district: shown("district"), block: shown("block") }}
              onChange={(next, field) => change(next, field)}
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                label={<Trans>City/Village</Trans>}
                value={values.cityVillage}
                maxLength={PROFILE_LIMITS.placeMax}
                autoComplete="address-level2"
                error={shown("cityVillage")}
                onChange={(cityVillage) => change({ cityVillage }, "cityVillage")}
              />
              <TextField
                label={<Trans>Pincode</Trans>}
                value={values.pincode}
                inputMode="numeric"
                maxLength={6}
                autoComplete="postal-code"
                placeholder="571401"
                error={shown("pincode")}
                onChange={onDigits("pincode", 6)}
              />
            </SimpleGrid>
            <TextField
              label={<Trans>Full Address</Trans>}
              value={values.fullAddress}
              multiline
              maxLength={PROFILE_LIMITS.fullAddressMax}
              autoComplete="street-address"
              helper={<Trans>Optional: house, street and landmark (at least 10 characters).</Trans>}
              error={shown("fullAddress")}
              onChange={(fullAddress) => change({ fullAddress }, "fullAddress")}
            />
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <OptionSelect
                label={<Trans>Education Level</Trans>}
                placeholder={t`Select education level`}
                options={EDUCATION_LEVELS.map((level) => ({ value: level, label: i18n._(EDUCATION_LABELS[level]) }))}
                value={values.educationLevel}
                helper={<Trans>Optional</Trans>}
                error={shown("educationLevel")}
                onChange={(level) =>
                  change({ educationLevel: level as VerificationValues["educationLevel"] }, "educationLevel")
                }
              />
              <OptionSelect
                label={<Trans>Gender</Trans>}
                placeholder={t`Select gender`}
                options={GENDERS.map((gender) => ({ value: gender, label: i18n._(GENDER_LABELS[gender]) }))}
                value={values.gender}
                error={shown("gender")}
                onChange={(gender) => change({ gender: gender as VerificationValues["gender"] }, "gender")}
              />
              <TextField
                label={<Trans>Age</Trans>}
                value={values.age}
                inputMode="numeric"
                maxLength={3}
                helper={<Trans>Optional</Trans>}
                error={shown("age")}
                onChange={onDigits("age", 3)}
              />
            </SimpleGrid>

            <Button
              type="submit"
              colorPalette="brand"
              loading={save.saving}
              loadingText={t`Saving...`}
              disabled={save.leaving}
            >
              <Trans>Complete Registration</Trans>
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
