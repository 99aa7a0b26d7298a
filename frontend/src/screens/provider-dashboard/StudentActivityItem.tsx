import { HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { graphql, useFragment } from "react-relay";
import type { StudentActivityItem_enrollment$key } from "../../__generated__/StudentActivityItem_enrollment.graphql.ts";
import { timeAgo } from "../../format/dates.ts";
import { EnrollmentStatusBadge } from "../../features/courses/index.ts";
import { personName } from "../../features/people/index.ts";

/** One line of Recent Student Activity: who enrolled in which course, how long ago, and the enrolment's status. */
export function StudentActivityItem(props: { enrollment: StudentActivityItem_enrollment$key }) {
  const { t } = useLingui();
  const enrollment = useFragment(
    graphql`
      fragment StudentActivityItem_enrollment on Enrollment {
        status
        createdAt
        laborer {
          firstName
          lastName
        }
        course {
          title
        }
      }
    `,
    props.enrollment,
  );
  const name = personName(enrollment.laborer, t`Student`);
  const course = enrollment.course.title;
  return (
    <HStack justify="space-between" align="start" gap="2" py="2">
      <Stack gap="0.5" minW="0">
        <Text fontWeight="semibold" wordBreak="break-word">
          <Trans>
            {name} enrolled in {course}
          </Trans>
        </Text>
        <Text fontSize="sm" color="gray.600">
          {timeAgo(enrollment.createdAt)}
        </Text>
      </Stack>
      <EnrollmentStatusBadge status={enrollment.status} />
    </HStack>
  );
}
