import { Button, Card, Heading, HStack, Stack, StackSeparator, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { graphql, usePaginationFragment } from "react-relay";
import type { CourseStudentsCard_course$key } from "../../__generated__/CourseStudentsCard_course.graphql.ts";
import { courseAnchor, CourseStatusBadge } from "../../features/courses/index.ts";
import { StudentRow } from "./StudentRow.tsx";

/** How many students a course shows at first, and how many more each 'Show more students' adds. */
export const STUDENTS_PAGE = 10;

/**
 * One of the provider's courses on /courses: title, status, enrolments (of the seats, when limited), completion
 * rate, and its students, newest first, each with contact and 'Mark completed'.
 */
export function CourseStudentsCard(props: { course: CourseStudentsCard_course$key }) {
  const {
    data: course,
    loadNext,
    hasNext,
    isLoadingNext,
  } = usePaginationFragment(
    graphql`
      fragment CourseStudentsCard_course on Course
      @refetchable(queryName: "CourseStudentsCardPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        id
        title
        status
        currentEnrollments
        maxEnrollments
        completionRate
        enrollments(first: $count, after: $cursor) @connection(key: "CourseStudentsCard_enrollments") {
          edges {
            node {
              id
              ...StudentRow_enrollment
            }
          }
        }
      }
    `,
    props.course,
  );
  const students = course.enrollments.edges.map((edge) => edge.node);
  const headingId = `${courseAnchor(course.id)}-heading`;
  const enrolled = course.currentEnrollments;
  const seats = course.maxEnrollments;
  const rate = course.completionRate;

  return (
    <Card.Root as="section" size="sm" id={courseAnchor(course.id)} aria-labelledby={headingId} scrollMarginTop="4">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h2" size="md" id={headingId} wordBreak="break-word" minW="0">
            {course.title}
          </Heading>
          <CourseStatusBadge status={course.status} />
        </HStack>
        <HStack gap="3" wrap="wrap" fontSize="sm" color="gray.700">
          <Text fontWeight="semibold" color="brand.fg">
            {seats == null ? (
              <Trans>{enrolled} enrolled</Trans>
            ) : (
              <Trans>
                {enrolled}/{seats} enrolled
              </Trans>
            )}
          </Text>
          <Text>
            {rate == null ? <Trans>Completion rate: none yet</Trans> : <Trans>Completion rate: {rate}%</Trans>}
          </Text>
        </HStack>
        {students.length === 0 ? (
          <Text color="gray.600" fontSize="sm">
            <Trans>No students yet.</Trans>
          </Text>
        ) : (
          <Stack as="ul" listStyleType="none" gap="0" separator={<StackSeparator />}>
            {students.map((enrollment) => (
              <li key={enrollment.id}>
                <StudentRow enrollment={enrollment} />
              </li>
            ))}
          </Stack>
        )}
        {hasNext && (
          <Button variant="ghost" colorPalette="brand" onClick={() => loadNext(STUDENTS_PAGE)} loading={isLoadingNext}>
            <Trans>Show more students</Trans>
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
