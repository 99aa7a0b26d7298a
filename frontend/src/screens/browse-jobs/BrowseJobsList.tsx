import { useLingui } from "@lingui/react/macro";
import { graphql, usePaginationFragment } from "react-relay";
import type { BrowseJobsList_query$key } from "../../__generated__/BrowseJobsList_query.graphql.ts";
import type { BrowseJobsListPaginationQuery } from "../../__generated__/BrowseJobsListPaginationQuery.graphql.ts";
import { JobCard, JobsFound, NeverPayNotice } from "../../features/jobs/index.ts";
import { PagedResults } from "../../components/PagedResults.tsx";

export const BROWSE_PAGE_SIZE = 10;

/** The matching jobs with their total, real Apply Now (browse variant) and 'Load more'. */
export function BrowseJobsList(props: { query: BrowseJobsList_query$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    BrowseJobsListPaginationQuery,
    BrowseJobsList_query$key
  >(
    graphql`
      fragment BrowseJobsList_query on Query
      @refetchable(queryName: "BrowseJobsListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        search: { type: "String" }
        location: { type: "String" }
        category: { type: "JobCategory" }
        wageBand: { type: "WageBand" }
      ) {
        jobs(first: $count, after: $cursor, search: $search, location: $location, category: $category, wageBand: $wageBand)
          @connection(key: "BrowseJobsList_jobs") {
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
      emptyTitle={t`No jobs match your criteria`}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadMore={() => loadNext(BROWSE_PAGE_SIZE)}
    >
      {edges.map(({ node }) => (
        <JobCard key={node.id} job={node} variant="browse" showContact />
      ))}
    </PagedResults>
  );
}
