import { Plural, useLingui } from "@lingui/react/macro";
import { graphql, usePaginationFragment } from "react-relay";
import type { EmployersList_query$key } from "../../__generated__/EmployersList_query.graphql.ts";
import type { EmployersListPaginationQuery } from "../../__generated__/EmployersListPaginationQuery.graphql.ts";
import { PagedResults } from "../../components/PagedResults.tsx";
import { DIRECTORY_PAGE_SIZE } from "./directoryFilters.ts";
import { EmployerCard } from "./EmployerCard.tsx";

/** The employers matching the filters, best rated first, with their total and 'Load more'. */
export function EmployersList(props: { query: EmployersList_query$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    EmployersListPaginationQuery,
    EmployersList_query$key
  >(
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
    <PagedResults
      found={<Plural value={totalCount} one="# employer found" other="# employers found" />}
      emptyTitle={t`No employers found`}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(DIRECTORY_PAGE_SIZE)}
    >
      {edges.map(({ node }) => (
        <EmployerCard key={node.id} user={node} />
      ))}
    </PagedResults>
  );
}
