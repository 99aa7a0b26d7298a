import { Card, Heading, Stack, StackSeparator, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { RecentStudentActivity_query$key } from "../../__generated__/RecentStudentActivity_query.graphql.ts";
import { StudentActivityItem } from "./StudentActivityItem.tsx";

/** Recent Student Activity: the latest enrolments across the provider's courses, newest first. */
export function RecentStudentActivity(props: { query: RecentStudentActivity_query$key }) {
  const data = useFragment(
    graphql`
      fragment RecentStudentActivity_query on Query {
        myStudentEnrollments(first: 10) {
          edges {
            node {
              id
              ...StudentActivityItem_enrollment
            }
          }
        }
      }
    `,
    props.query,
  );
  const enrollments = data.myStudentEnrollments.edges.map((edge) => edge.node);

  return (
    <Stack as="section" gap="3" aria-labelledby="activity-heading">
      <Heading as="h2" size="md" id="activity-heading">
        <Trans>Recent Student Activity</Trans>
      </Heading>
      {enrollments.length === 0 ? (
        <Text color="gray.600">
          <Trans>No enrolments yet. Students who enrol in your courses will appear here.</Trans>
        </Text>
      ) : (
        <Card.Root size="sm">
          <Card.Body py="1">
            <Stack as="ul" listStyleType="none" gap="0" separator={<StackSeparator />}>
              {enrollments.map((enrollment) => (
                <li key={enrollment.id}>
                  <StudentActivityItem enrollment={enrollment} />
                </li>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
