import { SimpleGrid } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import { StatTile } from "../../features/dashboard/index.ts";
import { ratingFigure } from "../../features/ratings/index.ts";
import type { StatTiles_user$key } from "../../__generated__/StatTiles_user.graphql.ts";
import { formatRupees } from "../../format/money.ts";
import { useIntlLocale } from "../../format/useIntlLocale.ts";

/**
 * Jobs Completed, Rating ("New" until employers have rated her) and, once she has accepted work, Avg. Daily Rate:
 * the average of the rates agreed in her accepted applications, as the server computes it.
 */
export function StatTiles(props: { user: StatTiles_user$key }) {
  const { i18n } = useLingui();
  const user = useFragment(
    graphql`
      fragment StatTiles_user on User {
        completedJobs
        rating
        reviewCount
        averageDailyRate
      }
    `,
    props.user,
  );
  useIntlLocale(); // formats below follow the active language
  const averageDailyRate = user.averageDailyRate ?? null;
  return (
    <SimpleGrid columns={averageDailyRate === null ? 2 : 3} gap="2">
      <StatTile value={String(user.completedJobs ?? 0)} label={<Trans>Jobs Completed</Trans>} />
      <StatTile value={ratingFigure(i18n, user.rating, user.reviewCount)} label={<Trans>Rating</Trans>} />
      {averageDailyRate !== null && (
        <StatTile value={formatRupees(averageDailyRate)} label={<Trans>Avg. Daily Rate</Trans>} />
      )}
    </SimpleGrid>
  );
}
