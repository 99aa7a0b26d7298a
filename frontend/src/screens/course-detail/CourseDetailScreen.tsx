import { Box, Card, Stack } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, usePreloadedQuery } from "react-relay";
import type { CourseDetailScreenQuery } from "../../__generated__/CourseDetailScreenQuery.graphql.ts";
import { BackLink } from "../../components/BackLink.tsx";
import { CourseCardEnroll, coursePath, useViewerCanEnroll } from "../../features/courses/index.ts";
import { ReportDialog } from "../../features/reports/index.ts";
import { SignInFirstLink, useReturnAction } from "../../features/sign-in/index.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { useSession } from "../../session/session.ts";
import { CourseDetails } from "./CourseDetails.tsx";
import { CourseNotFound } from "./CourseNotFound.tsx";

/**
 * A course's screen, /course/:id, for every role and for signed-out visitors (a course shared by link): everything
 * about the course; for laborers Enroll Now, which takes a seat at once (seats left goes down, 'Enrolled') or says
 * why it cannot (full, not open); Report for any signed-in viewer but its provider. Signed out, Enroll Now goes
 * through sign-in and back (`?enroll=1`), where a laborer is enrolled once; the top bar offers Sign in, not Back.
 */
export default function CourseDetailScreen() {
  const data = usePreloadedQuery<CourseDetailScreenQuery>(
    graphql`
      query CourseDetailScreenQuery($id: ID!) {
        node(id: $id) {
          ... on Course @alias(as: "course") {
            id
            status
            seatsLeft
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
  const enrollOnReturn = useReturnAction("enroll");
  const { viewer } = useSession();

  let actions = null;
  if (course && !viewer && course.status === "active" && course.seatsLeft !== 0) {
    actions = (
      <SignInFirstLink
        path={coursePath(course.id)}
        action="enroll"
        label={<Trans>Enroll Now</Trans>}
        hint={<Trans>Sign in with your mobile number to enroll.</Trans>}
      />
    );
  } else if (course && viewer && canEnroll) {
    actions = <CourseCardEnroll course={course} enrollAtOnce={enrollOnReturn} />;
  }

  return (
    <Box as="main" maxW="3xl" mx="auto" px="4" py="4">
      {viewer && <BackLink to="/training" />}
      {course ? (
        <Stack gap="4" mt="2">
          <CourseDetails
            course={course}
            actions={
              actions && (
                <Card.Root variant="outline" bg="white" size="sm">
                  <Card.Body>{actions}</Card.Body>
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
