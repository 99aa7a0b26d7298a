import { Button, Card, Field, Heading, Input, Stack, Switch, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import type { AvailabilityCard_user$key } from "../../__generated__/AvailabilityCard_user.graphql.ts";
import type { AvailabilityCardSaveMutation } from "../../__generated__/AvailabilityCardSaveMutation.graphql.ts";
import { indiaToday } from "../../format/dates.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";
import { notify } from "../../toasts/toaster.ts";
import { RadiusSelect } from "../../features/places/index.ts";

/**
 * A laborer's availability: whether she is looking for work, from which day (busy until then), and how far
 * she will travel. Employers searching near her see available people first; Jobs for you reaches as far as
 * she travels.
 */
export function AvailabilityCard(props: { user: AvailabilityCard_user$key }) {
  const { t, i18n } = useLingui();
  const user = useFragment(
    graphql`
      fragment AvailabilityCard_user on User {
        id
        available
        availableFrom
        travelKm
      }
    `,
    props.user,
  );
  const [commit, saving] = useMutation<AvailabilityCardSaveMutation>(graphql`
    mutation AvailabilityCardSaveMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationUpdateProfileSuccess {
          data {
            id
            ...AvailabilityCard_user
          }
        }
      }
    }
  `);
  // Marked available from a later day reads as not available today: the switch shows what she chose.
  const [available, setAvailable] = useState(user.available || user.availableFrom != null);
  const [from, setFrom] = useState(user.availableFrom ?? "");
  const [travelKm, setTravelKm] = useState(user.travelKm);

  function save(event: FormEvent) {
    event.preventDefault();
    commit({
      variables: { input: { available, availableFrom: available && from ? from : null, travelKm } },
      onCompleted: ({ updateProfile: result }) => {
        if (result.__typename === "MutationUpdateProfileSuccess") notify.success(t`Availability saved`);
        else notifyError(readTypedError(i18n, result), t`Save Failed`, t`Failed to save settings`);
      },
      onError: (error) => notifyError(requestError(i18n, error), t`Save Failed`, t`Failed to save settings`),
    });
  }

  return (
    <Card.Root mt="4">
      <Card.Body>
        <form onSubmit={save} aria-labelledby="availability-heading">
          <Stack gap="4">
            <Stack gap="1">
              <Heading as="h2" size="md" id="availability-heading">
                <Trans>Availability</Trans>
              </Heading>
              <Text color="gray.700" fontSize="sm">
                <Trans>Farmers near you see available workers first.</Trans>
              </Text>
            </Stack>
            <Switch.Root
              checked={available}
              onCheckedChange={(e) => setAvailable(e.checked)}
              colorPalette="brand"
              minH="44px"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                <Trans>I am available for work</Trans>
              </Switch.Label>
            </Switch.Root>
            {available && (
              <Field.Root maxW="xs">
                <Field.Label>
                  <Trans>Available from (leave empty for today)</Trans>
                </Field.Label>
                <Input
                  type="date"
                  bg="white"
                  minH="44px"
                  min={indiaToday()}
                  value={from}
                  onChange={(e) => setFrom(e.target.value)}
                />
              </Field.Root>
            )}
            <RadiusSelect label={t`How far will you travel for work?`} value={travelKm} onChange={setTravelKm} />
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" minH="44px" loading={saving}>
              <Trans>Save availability</Trans>
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
