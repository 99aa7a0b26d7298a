import { Button, Heading, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, usePaginationFragment } from "react-relay";
import { Link } from "react-router";
import type { MyTrainingsList_query$key } from "../../__generated__/MyTrainingsList_query.graphql.ts";
import type { MyTrainingsListPaginationQuery } from "../../__generated__/MyTrainingsListPaginationQuery.graphql.ts";
import { EmptyList } from "../../components/EmptyList.tsx";
import { MyTrainingCard } from "./MyTrainingCard.tsx";

export const ENROLLMENTS_PAGE_SIZE = 10;

/** My trainings: the laborer's enrolments, newest first, 10 at a time with 'Load more'. */
export function MyTrainingsList(props: { query: MyTrainingsList_query$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    MyTrainingsListPaginationQuery,
    MyTrainingsList_query$key
  >(
    graphql`
      fragment MyTrainingsList_query on Query
      @refetchable(queryName: "MyTrainingsListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        myEnrollments(first: $count, after: $cursor) @connection(key: "MyTrainingsList_myEnrollments") {
          edges {
            node {
              id
              ...MyTrainingCard_enrollment
            }
          }
        }
      }
    `,
    props.query,
  );
  const edges = data.myEnrollments.edges;

  return (
    <Stack as="section" gap="3" aria-labelledby="my-trainings-heading">
      <Heading as="h2" size="md" id="my-trainings-heading">
        <Trans>My trainings</Trans>
      </Heading>
      {edges.length === 0 ? (
        <>
          <EmptyList
            title={t`No trainings yet`}
            description={t`Courses you enrol in will show here with their status.`}
          />
          <Button asChild colorPalette="brand" minH="44px">
            <Link to="/training">
              <Trans>Find training</Trans>
            </Link>
          </Button>
        </>
      ) : (
        edges.map(({ node }) => <MyTrainingCard key={node.id} enrollment={node} />)
      )}
      {hasNext && (
        <Button
          variant="outline"
          colorPalette="brand"
          minH="44px"
          onClick={() => loadNext(ENROLLMENTS_PAGE_SIZE)}
          loading={isLoadingNext}
          loadingText={t`Loading...`}
        >
          <Trans>Load more</Trans>
        </Button>
      )}
    </Stack>
  );
}
