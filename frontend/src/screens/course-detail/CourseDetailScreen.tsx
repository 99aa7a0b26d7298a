import { Box, Card, Stack } from "@chakra-ui/react";
import { graphql, usePreloadedQuery } from "react-relay";
import type { CourseDetailScreenQuery } from "../../__generated__/CourseDetailScreenQuery.graphql.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { CourseCardEnroll, useViewerCanEnroll } from "../../features/courses/index.ts";
import { ReportDialog } from "../../features/reports/index.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { useSession } from "../../session/session.ts";
import { CourseDetails } from "./CourseDetails.tsx";
import { CourseNotFound } from "./CourseNotFound.tsx";

/**
 * A course's screen, /course/:id, for every role: everything about the course; for laborers Enroll Now, which
 * takes a seat at once (seats left goes down, 'Enrolled') or says why it cannot (full, not open); Report for any
 * signed-in viewer but its provider.
 */
export default function CourseDetailScreen() {
  const data = usePreloadedQuery<CourseDetailScreenQuery>(
    graphql`
      query CourseDetailScreenQuery($id: ID!) {
        node(id: $id) {
          ... on Course @alias(as: "course") {
            id
            provider {
              id
            }
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
  const { viewer } = useSession();

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
          {viewer && course.provider?.id !== viewer.id ? (
            <Box>
              <ReportDialog targetType="course" targetId={course.id} />
            </Box>
          ) : null}
        </Stack>
      ) : (
        <CourseNotFound />
      )}
    </Box>
  );
}
