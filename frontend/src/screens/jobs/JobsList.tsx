import { useLingui } from "@lingui/react/macro";
import { graphql, usePaginationFragment } from "react-relay";
import type { JobsList_query$key } from "../../__generated__/JobsList_query.graphql.ts";
import type { JobsListPaginationQuery } from "../../__generated__/JobsListPaginationQuery.graphql.ts";
import { JobCard, JobsFound, NeverPayNotice } from "../../features/jobs/index.ts";
import { PagedResults } from "../../components/PagedResults.tsx";

export const JOBS_PAGE_SIZE = 20;

/** Find Jobs' matching jobs: how many were found, a page of cards and 'Load more'. */
export function JobsList(props: { query: JobsList_query$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<JobsListPaginationQuery, JobsList_query$key>(
    graphql`
      fragment JobsList_query on Query
      @refetchable(queryName: "JobsListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
        category: { type: "JobCategory" }
        nearby: { type: "Boolean" }
        radiusKm: { type: "Int" }
        latitude: { type: "Float" }
        longitude: { type: "Float" }
      ) {
        jobs(
          first: $count
          after: $cursor
          search: $search
          category: $category
          nearby: $nearby
          radiusKm: $radiusKm
          latitude: $latitude
          longitude: $longitude
        )
          @connection(key: "JobsList_jobs") {
          totalCount
          edges {
            node {
              id
              ...JobCard_job
            }
          }
        }
      }
    `,
    props.query,
  );
  const { totalCount, edges } = data.jobs;

  return (
    <PagedResults
      found={<JobsFound count={totalCount} />}
      notice={<NeverPayNotice />}
      emptyTitle={t`No jobs found`}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(JOBS_PAGE_SIZE)}
    >
      {edges.map(({ node }) => (
        <JobCard key={node.id} job={node} />
      ))}
    </PagedResults>
  );
}
