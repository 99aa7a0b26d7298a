import { Card, SimpleGrid, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { StatTiles_user$key } from "../../__generated__/StatTiles_user.graphql.ts";
import { formatRupees } from "../../format/money.ts";

/** The dashboard shows rating 4.8 when the laborer has none, and a hard-coded average daily rate. */
export const DEFAULT_RATING = 4.8;
export const AVERAGE_DAILY_RATE = 850;

/** Jobs Completed, Rating and Avg. Daily Rate. */
export function StatTiles(props: { user: StatTiles_user$key }) {
  const user = useFragment(
    graphql`
      fragment StatTiles_user on User {
        completedJobs
        rating
      }
    `,
    props.user,
  );
  return (
    <SimpleGrid columns={3} gap="2">
      <Tile value={String(user.completedJobs ?? 0)} label={<Trans>Jobs Completed</Trans>} />
      <Tile value={(user.rating ?? DEFAULT_RATING).toFixed(1)} label={<Trans>Rating</Trans>} />
      <Tile value={formatRupees(AVERAGE_DAILY_RATE)} label={<Trans>Avg. Daily Rate</Trans>} />
    </SimpleGrid>
  );
}

function Tile({ value, label }: { value: string; label: ReactNode }) {
  return (
    <Card.Root size="sm" textAlign="center">
      <Card.Body px="2" py="3" gap="1">
        <Text fontSize="xl" fontWeight="bold" color="brand.fg">
          {value}
        </Text>
        <Text fontSize="xs" color="gray.600">
          {label}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
