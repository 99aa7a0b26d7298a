import { Button, Stack } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, usePaginationFragment } from "react-relay";
import type { ConversationList_query$key } from "../../__generated__/ConversationList_query.graphql.ts";
import type { ConversationListPaginationQuery } from "../../__generated__/ConversationListPaginationQuery.graphql.ts";
import { EmptyList } from "../../components/EmptyList.tsx";
import { ConversationRow } from "./ConversationRow.tsx";

export const CONVERSATIONS_PAGE_SIZE = 20;

/** The viewer's conversations, most recent activity first, 20 at a time with 'Load more'. */
export function ConversationList(props: { query: ConversationList_query$key }) {
  const { t } = useLingui();
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    ConversationListPaginationQuery,
    ConversationList_query$key
  >(
    graphql`
      fragment ConversationList_query on Query
      @refetchable(queryName: "ConversationListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        conversations(first: $count, after: $cursor) @connection(key: "ConversationList_conversations") {
          edges {
            node {
              id
              ...ConversationRow_conversation
            }
          }
        }
      }
    `,
    props.query,
  );
  const edges = data.conversations?.edges ?? [];

  if (edges.length === 0) {
    return (
      <EmptyList title={t`No conversations yet`} description={t`Start applying for jobs to begin conversations`} />
    );
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" p="0" m="0">
      {edges.map(({ node }) => (
        <li key={node.id}>
          <ConversationRow conversation={node} />
        </li>
      ))}
      {hasNext && (
        <Button
          variant="outline"
          colorPalette="brand"
          minH="44px"
          onClick={() => loadNext(CONVERSATIONS_PAGE_SIZE)}
          loading={isLoadingNext}
          loadingText={t`Loading...`}
        >
          <Trans>Load more</Trans>
        </Button>
      )}
    </Stack>
  );
}
