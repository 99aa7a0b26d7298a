import { SimpleGrid } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import { StatTile } from "../../features/dashboard/index.ts";
import { ratingFigure } from "../../features/ratings/index.ts";
import type { EmployerStats_user$key } from "../../__generated__/EmployerStats_user.graphql.ts";

/** Active Jobs, Applications (all received) and Rating (from workers' ratings; "New" until there are any). */
export function EmployerStats(props: { user: EmployerStats_user$key }) {
  const { i18n } = useLingui();
  const user = useFragment(
    graphql`
      fragment EmployerStats_user on User {
        activeJobsCount
        rating
        reviewCount
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
      <StatTile value={ratingFigure(i18n, user.rating, user.reviewCount)} label={<Trans>Rating</Trans>} />
    </SimpleGrid>
  );
}
