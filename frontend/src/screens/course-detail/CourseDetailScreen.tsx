import { Box, Card, Stack } from "@chakra-ui/react";
import { graphql, usePreloadedQuery } from "react-relay";
import type { CourseDetailScreenQuery } from "../../__generated__/CourseDetailScreenQuery.graphql.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { CourseCardEnroll, useViewerCanEnroll } from "../../features/courses/index.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { CourseDetails } from "./CourseDetails.tsx";
import { CourseNotFound } from "./CourseNotFound.tsx";

/**
 * A course's screen, /course/:id, for every role: everything about the course; for laborers Enroll Now, which
 * takes a seat at once (seats left goes down, 'Enrolled') or says why it cannot (full, not open).
 */
export default function CourseDetailScreen() {
  const data = usePreloadedQuery<CourseDetailScreenQuery>(
    graphql`
      query CourseDetailScreenQuery($id: ID!) {
        node(id: $id) {
          ... on Course @alias(as: "course") {
            id
            ...CourseDetails_course
            ...CourseCardEnroll_course
          }
        }
      }
    `,
    useRouteQuery<CourseDetailScreenQuery>(),
  );
  const course = data.node?.course ?? null;
  const canEnroll = useViewerCanEnroll();

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      <BackLink to="/training" />
      {course ? (
        <Stack gap="4" mt="2">
          <CourseDetails
            course={course}
            actions={
              canEnroll && (
                <Card.Root variant="outline" bg="white" size="sm">
                  <Card.Body>
                    <CourseCardEnroll course={course} />
                  </Card.Body>
                </Card.Root>
              )
            }
          />
        </Stack>
      ) : (
        <CourseNotFound />
      )}
    </Box>
  );
}
