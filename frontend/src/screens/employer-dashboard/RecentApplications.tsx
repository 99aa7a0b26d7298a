import { Heading, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { RecentApplications_user$key } from "../../__generated__/RecentApplications_user.graphql.ts";
import { ApplicationCard } from "./ApplicationCard.tsx";

/** Recent Applications: the latest applications to the employer's jobs, newest first, with Accept and Decline. */
export function RecentApplications(props: { user: RecentApplications_user$key }) {
  const user = useFragment(
    graphql`
      fragment RecentApplications_user on User {
        receivedApplications(first: 10) {
          edges {
            node {
              id
              ...ApplicationCard_application
            }
          }
        }
      }
    `,
    props.user,
  );
  const applications = user.receivedApplications?.edges.map((edge) => edge.node) ?? [];

  return (
    <Stack as="section" gap="3" aria-labelledby="applications-heading">
      <Heading as="h2" size="md" id="applications-heading">
        <Trans>Recent Applications</Trans>
      </Heading>
      {applications.length === 0 ? (
        <Text color="gray.600">
          <Trans>No applications yet. Workers who apply to your jobs will appear here.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {applications.map((application) => (
            <li key={application.id}>
              <ApplicationCard application={application} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
