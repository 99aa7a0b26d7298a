import { Badge, Box, Button, Card, CloseButton, Dialog, Heading, HStack, Portal, Text } from "@chakra-ui/react";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Award, CalendarDays } from "lucide-react";
import { graphql, useFragment, useMutation } from "react-relay";
import type { CourseCard_course$key } from "../../__generated__/CourseCard_course.graphql.ts";
import type { CourseCardEnrollMutation } from "../../__generated__/CourseCardEnrollMutation.graphql.ts";
import { formatRupees } from "../../format/money.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";
import { notify } from "../toaster.tsx";

/**
 * A training course (as in the dashboard's Recommended Training): title, description, duration, certificate note, price.
 * Free courses show 'Free Government Program', a FREE badge and Enroll Now (a real enrolment); paid ones
 * show the price and Learn More (a dialog with the description).
 */
export function CourseCard(props: { course: CourseCard_course$key }) {
  const { t, i18n } = useLingui();
  const course = useFragment(
    graphql`
      fragment CourseCard_course on Course {
        id
        title
        description
        duration
        certificateProvided
        price
        isFree
        viewerIsEnrolled
      }
    `,
    props.course,
  );

  const [commitEnroll, enrolling] = useMutation<CourseCardEnrollMutation>(graphql`
    mutation CourseCardEnrollMutation($courseId: ID!) {
      enroll(courseId: $courseId) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationEnrollSuccess {
          data {
            status
            course {
              id
              viewerIsEnrolled
              currentEnrollments
            }
          }
        }
      }
    }
  `);

  function enroll() {
    const title = course.title;
    commitEnroll({
      variables: { courseId: course.id },
      optimisticUpdater: (store) => {
        store.get(course.id)?.setValue(true, "viewerIsEnrolled");
      },
      onCompleted: ({ enroll: result }) => {
        if (result.__typename === "MutationEnrollSuccess") {
          notify.success(t`Enrolled`, t`You are enrolled in ${title}.`);
        } else {
          // ConflictError (already enrolled, not open, or full), NotFoundError.
          notifyError(readTypedError(i18n, result), t`Error`, t`Failed to enroll. Please try again.`);
        }
      },
      onError: (error) => notifyError(requestError(i18n, error), t`Error`, t`Failed to enroll. Please try again.`),
    });
  }

  return (
    <Card.Root variant="outline" size="sm">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h3" size="md">
            {course.title}
          </Heading>
          {course.isFree && (
            <Badge colorPalette="brand" variant="solid" flexShrink={0}>
              <Trans>FREE</Trans>
            </Badge>
          )}
        </HStack>
        {course.description && (
          <Text color="gray.700" fontSize="sm" lineClamp={2}>
            {course.description}
          </Text>
        )}
        <HStack gap="4" wrap="wrap" fontSize="sm" color="gray.700">
          <HStack gap="1">
            <CalendarDays size={16} aria-hidden />
            <Text>
              <Plural value={course.duration} one="# day" other="# days" />
            </Text>
          </HStack>
          {course.certificateProvided && (
            <HStack gap="1">
              <Award size={16} aria-hidden />
              <Text>
                <Trans>Certificate provided</Trans>
              </Text>
            </HStack>
          )}
        </HStack>
        {course.isFree ? (
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text fontWeight="semibold" color="brand.fg">
              <Trans>Free Government Program</Trans>
            </Text>
            <Button
              colorPalette="brand"
              size="sm"
              onClick={enroll}
              disabled={course.viewerIsEnrolled || enrolling}
            >
              {course.viewerIsEnrolled ? <Trans>Enrolled</Trans> : <Trans>Enroll Now</Trans>}
            </Button>
          </HStack>
        ) : (
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Text fontWeight="semibold">{formatRupees(course.price)}</Text>
            <LearnMore title={course.title} description={course.description} />
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function LearnMore({ title, description }: { title: string; description: string }) {
  const { t } = useLingui();
  return (
    <Dialog.Root placement="center" size={{ base: "full", sm: "md" }}>
      <Dialog.Trigger asChild>
        <Button variant="outline" colorPalette="brand" size="sm">
          <Trans>Learn More</Trans>
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box>
                <Text>{description || t`No description provided.`}</Text>
              </Box>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">
                  <Trans>Close</Trans>
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
