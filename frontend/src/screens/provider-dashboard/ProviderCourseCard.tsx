import { Button, Card, Heading, HStack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Calendar, Pencil, Users } from "lucide-react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { ProviderCourseCard_course$key } from "../../__generated__/ProviderCourseCard_course.graphql.ts";
import { formatDate } from "../../format/dates.ts";
import { CourseStatusBadge, editCoursePath, studentsPath } from "../../features/courses/index.ts";

/**
 * One of the provider's courses under Your Courses: title, Draft / Active / Under review / Closed, enrolments (of
 * the seats, when limited), the start date, and why it is under review; Edit Course and Students.
 */
export function ProviderCourseCard(props: { course: ProviderCourseCard_course$key }) {
  const { t } = useLingui();
  const course = useFragment(
    graphql`
      fragment ProviderCourseCard_course on Course {
        id
        title
        status
        reviewReason
        currentEnrollments
        maxEnrollments
        startDate
      }
    `,
    props.course,
  );
  const title = course.title;
  const enrolled = course.currentEnrollments;
  const seats = course.maxEnrollments;
  const starts = course.startDate ? formatDate(course.startDate) : null;

  return (
    <Card.Root size="sm" bg={course.status === "closed" ? "gray.100" : undefined}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h3" size="sm" wordBreak="break-word" minW="0">
            {title}
          </Heading>
          <CourseStatusBadge status={course.status} />
        </HStack>
        <HStack gap="3" wrap="wrap" fontSize="sm" color="gray.700">
          <HStack gap="1" color="brand.fg" fontWeight="semibold">
            <Users size={14} aria-hidden />
            <Text>
              {seats == null ? (
                <Trans>{enrolled} enrolled</Trans>
              ) : (
                <Trans>
                  {enrolled}/{seats} enrolled
                </Trans>
              )}
            </Text>
          </HStack>
          <HStack gap="1">
            <Calendar size={14} aria-hidden />
            <Text>{starts ? <Trans>Starts {starts}</Trans> : <Trans>Start date TBD</Trans>}</Text>
          </HStack>
        </HStack>
        {course.status === "under_review" && course.reviewReason && (
          <Text fontSize="sm" color="orange.900" bg="orange.50" px="2" py="1" borderRadius="md">
            {course.reviewReason}
          </Text>
        )}
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline" bg="white" flex="1 0 auto" aria-label={t`Edit Course ${title}`}>
            <Link to={editCoursePath(course.id)}>
              <Pencil aria-hidden />
              <Trans>Edit Course</Trans>
            </Link>
          </Button>
          <Button asChild colorPalette="brand" flex="1 0 auto" aria-label={t`Students of ${title}`}>
            <Link to={studentsPath(course.id)}>
              <Users aria-hidden />
              <Trans>Students</Trans>
            </Link>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
