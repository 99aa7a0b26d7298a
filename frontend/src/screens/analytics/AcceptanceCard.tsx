import { Card, Heading, HStack, Progress, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { AcceptanceCard_analytics$key } from "../../__generated__/AcceptanceCard_analytics.graphql.ts";

/** How many decided applications the employer accepted, with the counts behind the rate. */
export function AcceptanceCard({ analytics }: { analytics: AcceptanceCard_analytics$key }) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment AcceptanceCard_analytics on EmployerAnalytics {
        acceptanceRate
        accepted
        declined
        pending
      }
    `,
    analytics,
  );
  const percent = data.acceptanceRate == null ? null : Math.round(data.acceptanceRate * 100);
  const percentText =
    percent === null ? "" : new Intl.NumberFormat(i18n.locale, { style: "percent" }).format(percent / 100);
  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading as="h2" size="md">
          <Trans>Acceptance rate</Trans>
        </Heading>
        {percent === null ? (
          <Text color="fg.muted">
            <Trans>No applications decided yet.</Trans>
          </Text>
        ) : (
          <Stack gap="2">
            <Text fontSize="3xl" fontWeight="bold">
              {percentText}
            </Text>
            <Progress.Root value={percent} colorPalette="brand" aria-label={t`Acceptance rate`}>
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        )}
        <HStack gap="4" flexWrap="wrap" fontSize="sm">
          <Text>
            <Trans>Accepted: {data.accepted}</Trans>
          </Text>
          <Text>
            <Trans>Declined: {data.declined}</Trans>
          </Text>
          <Text>
            <Trans>Pending: {data.pending}</Trans>
          </Text>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
