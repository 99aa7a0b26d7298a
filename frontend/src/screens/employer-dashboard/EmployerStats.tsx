import { Card, SimpleGrid, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import type { EmployerStats_user$key } from "../../__generated__/EmployerStats_user.graphql.ts";

/** The employer dashboard's rating is a fixed sample figure. */
export const EMPLOYER_RATING = 4.9;

/** Active Jobs, Applications (all received) and Rating. */
export function EmployerStats(props: { user: EmployerStats_user$key }) {
  const user = useFragment(
    graphql`
      fragment EmployerStats_user on User {
        activeJobsCount
        receivedApplications(first: 10) {
          totalCount
        }
      }
    `,
    props.user,
  );
  return (
    <SimpleGrid columns={3} gap="2">
      <Tile value={String(user.activeJobsCount ?? 0)} label={<Trans>Active Jobs</Trans>} />
      <Tile value={String(user.receivedApplications?.totalCount ?? 0)} label={<Trans>Applications</Trans>} />
      <Tile value={EMPLOYER_RATING.toFixed(1)} label={<Trans>Rating</Trans>} />
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
