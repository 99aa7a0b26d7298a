import { Heading, Stack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { YourCourses_query$key } from "../../__generated__/YourCourses_query.graphql.ts";
import { ProviderCourseCard } from "./ProviderCourseCard.tsx";

/** Your Courses: the provider's courses of every status, newest first. */
export function YourCourses(props: { query: YourCourses_query$key }) {
  const data = useFragment(
    graphql`
      fragment YourCourses_query on Query {
        myCourses(first: 50) {
          edges {
            node {
              id
              ...ProviderCourseCard_course
            }
          }
        }
      }
    `,
    props.query,
  );
  const courses = data.myCourses.edges.map((edge) => edge.node);

  return (
    <Stack as="section" gap="3" aria-labelledby="courses-heading">
      <Heading as="h2" size="md" id="courses-heading">
        <Trans>Your Courses</Trans>
      </Heading>
      {courses.length === 0 ? (
        <Text color="gray.600">
          <Trans>You have not created any courses yet. Create a course to start enrolling students.</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {courses.map((course) => (
            <li key={course.id}>
              <ProviderCourseCard course={course} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
