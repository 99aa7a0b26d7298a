import { Box, Heading } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, usePreloadedQuery } from "react-relay";
import type { NotificationsScreenQuery } from "../../__generated__/NotificationsScreenQuery.graphql.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { NotificationList } from "./NotificationList.tsx";

/** Notifications (/notifications): what happened for the signed-in person, newest first; the bell opens it. */
export default function NotificationsScreen() {
  const data = usePreloadedQuery<NotificationsScreenQuery>(
    graphql`
      query NotificationsScreenQuery {
        ...NotificationList_query
      }
    `,
    useRouteQuery<NotificationsScreenQuery>(),
  );
  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <BackLink />
      <Heading as="h1" size="xl" mt="2" mb="4">
        <Trans>Notifications</Trans>
      </Heading>
      <NotificationList query={data} />
    </Box>
  );
}
