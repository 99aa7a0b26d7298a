import { Box, Heading } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, usePreloadedQuery } from "react-relay";
import type { ConversationScreenQuery } from "../../__generated__/ConversationScreenQuery.graphql.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { ItemNotFound } from "../../components/ItemNotFound.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { ReportAndBlock, ReportDialog } from "../../features/reports/index.ts";
import { MessageThread } from "./MessageThread.tsx";

/**
 * A conversation (/messages/:id): the partner's name, Report (the conversation) and Block (the partner), and the
 * thread. Only its two participants can open it.
 */
export default function ConversationScreen() {
  const { t } = useLingui();
  const data = usePreloadedQuery<ConversationScreenQuery>(
    graphql`
      query ConversationScreenQuery($id: ID!, $count: Int = 20) {
        conversation(id: $id) {
          __typename
          ... on QueryConversationSuccess {
            data {
              id
              conversationPartner {
                id
                viewerHasBlocked
                firstName
                lastName
              }
              ...MessageThread_conversation @arguments(count: $count)
            }
          }
        }
      }
    `,
    useRouteQuery<ConversationScreenQuery>(),
  );
  const result = data.conversation;

  if (result.__typename !== "QueryConversationSuccess") {
    return (
      <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
        <ItemNotFound
          title={<Trans>Conversation not found</Trans>}
          description={<Trans>It may have been removed, or it is not one of yours.</Trans>}
          back={{ to: "/messages", label: <Trans>Back to Messages</Trans> }}
        />
      </Box>
    );
  }
  const partner = result.data.conversationPartner;
  const name = (partner && [partner.firstName, partner.lastName].filter(Boolean).join(" ")) || t`Deleted user`;
  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <BackLink to="/messages" />
      <Heading as="h1" size="lg" mt="2" mb="2" wordBreak="break-word">
        {name}
      </Heading>
      <Box mb="4">
        {partner ? (
          <ReportAndBlock
            userId={partner.id}
            blocked={partner.viewerHasBlocked}
            reportTarget={{ targetType: "conversation", targetId: result.data.id }}
          />
        ) : (
          <ReportDialog targetType="conversation" targetId={result.data.id} />
        )}
      </Box>
      <MessageThread conversation={result.data} />
    </Box>
  );
}
