import { SimpleGrid } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import { StatTile } from "../../features/dashboard/index.ts";
import type { StatTiles_user$key } from "../../__generated__/StatTiles_user.graphql.ts";
import { formatRupees } from "../../format/money.ts";
import { formatRating } from "../../format/numbers.ts";
import { useIntlLocale } from "../../format/useIntlLocale.ts";

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
  useIntlLocale(); // formats below follow the active language
  return (
    <SimpleGrid columns={3} gap="2">
      <StatTile value={String(user.completedJobs ?? 0)} label={<Trans>Jobs Completed</Trans>} />
      <StatTile value={formatRating(user.rating ?? DEFAULT_RATING)} label={<Trans>Rating</Trans>} />
      <StatTile value={formatRupees(AVERAGE_DAILY_RATE)} label={<Trans>Avg. Daily Rate</Trans>} />
    </SimpleGrid>
  );
}
