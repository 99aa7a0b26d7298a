import { Button, Heading, Stack } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { graphql, usePaginationFragment } from "react-relay";
import type { EmployersList_query$key } from "../../__generated__/EmployersList_query.graphql.ts";
import type { EmployersListPaginationQuery } from "../../__generated__/EmployersListPaginationQuery.graphql.ts";
import { JobsEmptyState } from "../../components/job-card/JobsEmptyState.tsx";
import { DIRECTORY_PAGE_SIZE } from "./directoryFilters.ts";
import { EmployerCard } from "./EmployerCard.tsx";

/** The employers matching the filters, best rated first, with their total and 'Load more'. */
export function EmployersList(props: { query: EmployersList_query$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<EmployersListPaginationQuery, EmployersList_query$key>(
    graphql`
      fragment EmployersList_query on Query
      @refetchable(queryName: "EmployersListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
        location: { type: "String" }
      ) {
        employers(first: $count, after: $cursor, search: $search, location: $location) @connection(key: "EmployersList_employers") {
          totalCount
          edges {
            node {
              id
              ...EmployerCard_user
            }
          }
        }
      }
    `,
    props.query,
  );
  const { totalCount, edges } = data.employers;

  return (
    <Stack gap="3">
      <Heading as="h2" size="md" aria-live="polite">
        <Plural value={totalCount} one="# employer found" other="# employers found" />
      </Heading>
      {edges.length === 0 ? (
        <JobsEmptyState title={t`No employers found`} description={t`Try adjusting your search or filters`} />
      ) : (
        edges.map(({ node }) => <EmployerCard key={node.id} user={node} />)
      )}
      {hasNext && (
        <Button variant="outline" colorPalette="brand" minH="44px" onClick={() => loadNext(DIRECTORY_PAGE_SIZE)} loading={isLoadingNext} loadingText={t`Loading...`}>
          <Trans>Load more</Trans>
        </Button>
      )}
    </Stack>
  );
}
