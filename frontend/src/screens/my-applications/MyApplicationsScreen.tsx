import { Box, Heading } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, usePreloadedQuery } from "react-relay";
import type { MyApplicationsScreenQuery } from "../../__generated__/MyApplicationsScreenQuery.graphql.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { MyApplicationsList } from "./MyApplicationsList.tsx";

/** My applications (/my-applications): every job the laborer applied for, newest first, with its status. */
export default function MyApplicationsScreen() {
  const data = usePreloadedQuery<MyApplicationsScreenQuery>(
    graphql`
      query MyApplicationsScreenQuery {
        viewer {
          id
          ...MyApplicationsList_user
        }
      }
    `,
    useRouteQuery<MyApplicationsScreenQuery>(),
  );
  // Signed-out visitors never reach this route (the root layout redirects them).
  if (!data.viewer) return null;

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <BackLink />
      <Heading as="h1" size="xl" mt="2" mb="4">
        <Trans>My applications</Trans>
      </Heading>
      <MyApplicationsList user={data.viewer} />
    </Box>
  );
}
