import { SimpleGrid } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { ProviderStats_query$key } from "../../__generated__/ProviderStats_query.graphql.ts";
import { StatTile } from "../../features/dashboard/index.ts";
import { ratingFigure } from "../../features/ratings/index.ts";

/** Active Courses and Students Enrolled (the provider's own counts) and their rating ("New" until they have one). */
export function ProviderStats(props: { query: ProviderStats_query$key }) {
  const { i18n } = useLingui();
  const { myCourseStats: stats, viewer } = useFragment(
    graphql`
      fragment ProviderStats_query on Query {
        myCourseStats {
          activeCourses
          studentsEnrolled
        }
        viewer {
          rating
          reviewCount
        }
      }
    `,
    props.query,
  );
  return (
    <SimpleGrid columns={3} gap="2">
      <StatTile value={String(stats.activeCourses)} label={<Trans>Active Courses</Trans>} />
      <StatTile value={String(stats.studentsEnrolled)} label={<Trans>Students Enrolled</Trans>} />
      <StatTile value={ratingFigure(i18n, viewer?.rating, viewer?.reviewCount ?? 0)} label={<Trans>Rating</Trans>} />
    </SimpleGrid>
  );
}
