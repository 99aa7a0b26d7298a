import { Card, Heading, Switch, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useFragment, useMutation } from "react-relay";
import type { PartnerContactSetting_user$key } from "../../__generated__/PartnerContactSetting_user.graphql.ts";
import type { PartnerContactSettingSetMutation } from "../../__generated__/PartnerContactSettingSetMutation.graphql.ts";
import { notify } from "../../toasts/toaster.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";

/**
 * Laborers only: 'Let partner organisations (NGOs) see my phone number'. Off by default; when on, partners with an
 * API key see the number with the laborer's state, district and skills, and nothing else. The switch moves at
 * once (optimistic) and moves back with an error toast if saving fails.
 */
export function PartnerContactSetting({ user }: { user: PartnerContactSetting_user$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment PartnerContactSetting_user on User {
        id
        userType
        phoneVisibleToPartners
      }
    `,
    user,
  );
  const [commit, pending] = useMutation<PartnerContactSettingSetMutation>(graphql`
    mutation PartnerContactSettingSetMutation($visible: Boolean!) {
      setPhoneVisibleToPartners(visible: $visible) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationSetPhoneVisibleToPartnersSuccess {
          data {
            id
            phoneVisibleToPartners
          }
        }
      }
    }
  `);
  if (data.userType !== "laborer") return null;

  function save(visible: boolean) {
    const failure = t`Could not save your choice. Please try again.`;
    commit({
      variables: { visible },
      optimisticUpdater: (store) => {
        store.get(data.id)?.setValue(visible, "phoneVisibleToPartners");
      },
      onCompleted: ({ setPhoneVisibleToPartners: result }) => {
        if (result.__typename === "MutationSetPhoneVisibleToPartnersSuccess") {
          notify.success(
            visible
              ? t`Partner organisations can now see your phone number`
              : t`Your phone number is hidden from partner organisations`,
          );
        } else {
          notifyError(readTypedError(i18n, result), t`Error`, failure);
        }
      },
      onError: (error) => notifyError(requestError(i18n, error), t`Error`, failure),
    });
  }

  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          <Trans>Partner organisations</Trans>
        </Heading>
        <Switch.Root
          checked={data.phoneVisibleToPartners === true}
          onCheckedChange={(e) => save(e.checked)}
          disabled={pending}
          colorPalette="brand"
          minH="44px"
          alignItems="center"
          gap="3"
        >
          <Switch.HiddenInput role="switch" aria-describedby="partner-contact-help" />
          <Switch.Control flexShrink={0} />
          <Switch.Label fontWeight="medium">
            <Trans>Let partner organisations (NGOs) see my phone number</Trans>
          </Switch.Label>
        </Switch.Root>
        <Text id="partner-contact-help" color="fg.muted" fontSize="sm">
          <Trans>
            NGOs that work with KhetSetu can then call you about work and training near you. They see only your phone
            number, state, district and skills, never your name or address. You can turn this off at any time.
          </Trans>
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
