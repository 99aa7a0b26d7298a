import { Button, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, usePaginationFragment } from "react-relay";
import { Link } from "react-router";
import type { MyApplicationsList_user$key } from "../../__generated__/MyApplicationsList_user.graphql.ts";
import type { MyApplicationsListPaginationQuery } from "../../__generated__/MyApplicationsListPaginationQuery.graphql.ts";
import { EmptyList } from "../../components/EmptyList.tsx";
import { MyApplicationCard } from "./MyApplicationCard.tsx";

export const APPLICATIONS_PAGE_SIZE = 10;

/** The viewer's applications, newest first, 10 at a time with 'Load more'. */
export function MyApplicationsList(props: { user: MyApplicationsList_user$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    MyApplicationsListPaginationQuery,
    MyApplicationsList_user$key
  >(
    graphql`
      fragment MyApplicationsList_user on User
      @refetchable(queryName: "MyApplicationsListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        applications(first: $count, after: $cursor) @connection(key: "MyApplicationsList_applications") {
          edges {
            node {
              id
              ...MyApplicationCard_application
              # Beside the card's fragment rather than inside it: inside, this query would be one level deeper than
              # the server's depth limit (QUERY_LIMITS.maxDepth).
              ...WorkRecord_application
            }
          }
        }
      }
    `,
    props.user,
  );
  const edges = data.applications?.edges ?? [];

  if (edges.length === 0) {
    return (
      <Stack gap="3">
        <EmptyList
          title={t`No applications yet`}
          description={t`Jobs you apply for will show here with their status.`}
        />
        <Button asChild colorPalette="brand" minH="44px">
          <Link to="/jobs">
            <Trans>Find Jobs</Trans>
          </Link>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      {edges.map(({ node }) => (
        <MyApplicationCard key={node.id} application={node} />
      ))}
      {hasNext && (
        <Button
          variant="outline"
          colorPalette="brand"
          minH="44px"
          onClick={() => loadNext(APPLICATIONS_PAGE_SIZE)}
          loading={isLoadingNext}
          loadingText={t`Loading...`}
        >
          <Trans>Load more</Trans>
        </Button>
      )}
    </Stack>
  );
}
