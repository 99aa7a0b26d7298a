import { Plural, useLingui } from "@lingui/react/macro";
import { graphql, usePaginationFragment } from "react-relay";
import type { ProvidersList_query$key } from "../../__generated__/ProvidersList_query.graphql.ts";
import type { ProvidersListPaginationQuery } from "../../__generated__/ProvidersListPaginationQuery.graphql.ts";
import { PagedResults } from "../../components/PagedResults.tsx";
import { DIRECTORY_PAGE_SIZE } from "./directoryFilters.ts";
import { ProviderCard } from "./ProviderCard.tsx";

/** The training providers matching the filters, best rated first, with their total and 'Load more'. */
export function ProvidersList(props: { query: ProvidersList_query$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ProvidersListPaginationQuery,
    ProvidersList_query$key
  >(
    graphql`
      fragment ProvidersList_query on Query
      @refetchable(queryName: "ProvidersListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
        location: { type: "String" }
      ) {
        trainingProviders(first: $count, after: $cursor, search: $search, location: $location) @connection(key: "ProvidersList_trainingProviders") {
          totalCount
          edges {
            node {
              id
              ...ProviderCard_user
            }
          }
        }
      }
    `,
    props.query,
  );
  const { totalCount, edges } = data.trainingProviders;

  return (
    <PagedResults
      found={<Plural value={totalCount} one="# training provider found" other="# training providers found" />}
      emptyTitle={t`No training providers found`}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(DIRECTORY_PAGE_SIZE)}
    >
      {edges.map(({ node }) => (
        <ProviderCard key={node.id} user={node} />
      ))}
    </PagedResults>
  );
}
