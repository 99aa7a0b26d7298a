import { Box, Heading } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, usePreloadedQuery } from "react-relay";
import type { MessagesScreenQuery } from "../../__generated__/MessagesScreenQuery.graphql.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { ConversationList } from "./ConversationList.tsx";
import { NewMessageButton } from "./NewMessageButton.tsx";

/** Messages (/messages): the viewer's conversations, most recent activity first, and the new-message button. */
export default function MessagesScreen() {
  const data = usePreloadedQuery<MessagesScreenQuery>(
    graphql`
      query MessagesScreenQuery {
        ...ConversationList_query
      }
    `,
    useRouteQuery<MessagesScreenQuery>(),
  );
  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <BackLink />
      <Heading as="h1" size="xl" mt="2" mb="4">
        <Trans>Messages</Trans>
      </Heading>
      <ConversationList query={data} />
      <NewMessageButton />
    </Box>
  );
}
