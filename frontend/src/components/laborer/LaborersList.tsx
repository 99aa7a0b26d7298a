import { Button, Heading, Stack } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { graphql, usePaginationFragment } from "react-relay";
import type { LaborersList_query$key } from "../../__generated__/LaborersList_query.graphql.ts";
import type { LaborersListPaginationQuery } from "../../__generated__/LaborersListPaginationQuery.graphql.ts";
import { JobsEmptyState } from "../job-card/JobsEmptyState.tsx";
import { LaborerCard } from "./LaborerCard.tsx";

export const LABORERS_PAGE_SIZE = 20;

/** The laborers matching the filters, best rated first, with their total and 'Load more'. */
export function LaborersList(props: { query: LaborersList_query$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<LaborersListPaginationQuery, LaborersList_query$key>(
    graphql`
      fragment LaborersList_query on Query
      @refetchable(queryName: "LaborersListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
        location: { type: "String" }
        skillName: { type: "String" }
      ) {
        laborers(first: $count, after: $cursor, search: $search, location: $location, skillName: $skillName)
          @connection(key: "LaborersList_laborers") {
          totalCount
          edges {
            node {
              id
              ...LaborerCard_user
            }
          }
        }
      }
    `,
    props.query,
  );
  const { totalCount, edges } = data.laborers;

  return (
    <Stack gap="3">
      <Heading as="h2" size="md" aria-live="polite">
        <Plural value={totalCount} one="# laborer found" other="# laborers found" />
      </Heading>
      {edges.length === 0 ? (
        <JobsEmptyState title={t`No laborers found`} description={t`Try adjusting your search or filters`} />
      ) : (
        edges.map(({ node }) => <LaborerCard key={node.id} user={node} />)
      )}
      {hasNext && (
        <Button variant="outline" colorPalette="brand" minH="44px" onClick={() => loadNext(LABORERS_PAGE_SIZE)} loading={isLoadingNext} loadingText={t`Loading...`}>
          <Trans>Load more</Trans>
        </Button>
      )}
    </Stack>
  );
}
