import { SimpleGrid } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { ProviderStats_query$key } from "../../__generated__/ProviderStats_query.graphql.ts";
import { StatTile } from "../../features/dashboard/index.ts";

/** The rating the training provider dashboard shows: a fixed figure, as providers are not rated yet. */
export const PROVIDER_RATING = 4.7;

/** Active Courses and Students Enrolled (the provider's own counts) and the fixed 4.7 rating. */
export function ProviderStats(props: { query: ProviderStats_query$key }) {
  const { myCourseStats: stats } = useFragment(
    graphql`
      fragment ProviderStats_query on Query {
        myCourseStats {
          activeCourses
          studentsEnrolled
        }
      }
    `,
    props.query,
  );
  return (
    <SimpleGrid columns={3} gap="2">
      <StatTile value={String(stats.activeCourses)} label={<Trans>Active Courses</Trans>} />
      <StatTile value={String(stats.studentsEnrolled)} label={<Trans>Students Enrolled</Trans>} />
      <StatTile value={PROVIDER_RATING.toFixed(1)} label={<Trans>Rating</Trans>} />
    </SimpleGrid>
  );
}
