import { SimpleGrid } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import { StatTile } from "../../features/dashboard/index.ts";
import type { EmployerStats_user$key } from "../../__generated__/EmployerStats_user.graphql.ts";

/** The rating the employer dashboard shows until the employer has ratings from workers. */
export const EMPLOYER_RATING = 4.9;

/** Active Jobs, Applications (all received) and Rating (from workers' ratings; 4.9 until there are any). */
export function EmployerStats(props: { user: EmployerStats_user$key }) {
  const user = useFragment(
    graphql`
      fragment EmployerStats_user on User {
        activeJobsCount
        rating
        receivedApplications(first: 10) {
          totalCount
        }
      }
    `,
    props.user,
  );
  return (
    <SimpleGrid columns={3} gap="2">
      <StatTile value={String(user.activeJobsCount ?? 0)} label={<Trans>Active Jobs</Trans>} />
      <StatTile value={String(user.receivedApplications?.totalCount ?? 0)} label={<Trans>Applications</Trans>} />
      <StatTile value={(user.rating ?? EMPLOYER_RATING).toFixed(1)} label={<Trans>Rating</Trans>} />
    </SimpleGrid>
  );
}
