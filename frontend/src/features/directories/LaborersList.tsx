import { Plural, useLingui } from "@lingui/react/macro";
import { graphql, usePaginationFragment } from "react-relay";
import type { LaborersList_query$key } from "../../__generated__/LaborersList_query.graphql.ts";
import type { LaborersListPaginationQuery } from "../../__generated__/LaborersListPaginationQuery.graphql.ts";
import { PagedResults } from "../../components/PagedResults.tsx";
import { LaborerCard } from "../people/index.ts";

export const LABORERS_PAGE_SIZE = 20;

/** The laborers matching the filters, best rated first, with their total and 'Load more'. */
export function LaborersList(props: { query: LaborersList_query$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    LaborersListPaginationQuery,
    LaborersList_query$key
  >(
    graphql`
      fragment LaborersList_query on Query
      @refetchable(queryName: "LaborersListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
        skillName: { type: "String" }
        near: { type: "String" }
        radiusKm: { type: "Int" }
        available: { type: "Boolean" }
      ) {
        laborers(
          first: $count
          after: $cursor
          search: $search
          skillName: $skillName
          near: $near
          radiusKm: $radiusKm
          available: $available
        )
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
    <PagedResults
      found={<Plural value={totalCount} one="# laborer found" other="# laborers found" />}
      emptyTitle={t`No laborers found`}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(LABORERS_PAGE_SIZE)}
    >
      {edges.map(({ node }) => (
        <LaborerCard key={node.id} user={node} />
      ))}
    </PagedResults>
  );
}
