import { Button, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { ENROLL_MESSAGES } from "@rules/course.ts";
import { Check } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import type { CourseCardEnroll_course$key } from "../../__generated__/CourseCardEnroll_course.graphql.ts";
import type { CourseCardEnrollMutation } from "../../__generated__/CourseCardEnrollMutation.graphql.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";
import { notify } from "../../toasts/toaster.ts";
import { useViewerCanEnroll } from "./useViewerCanEnroll.ts";

/**
 * Enroll Now, for laborers, on the course cards and the course's screen. Enrolling takes a seat at once
 * (optimistic: 'Enrolled', one more enrolled, one seat fewer) and the server's answer confirms it. A course that
 * is full or not open shows why under a disabled button; when the server refuses (full, already enrolled, closed)
 * its reason shows there too and the button stays disabled.
 */
export function CourseCardEnroll(props: {
  course: CourseCardEnroll_course$key;
  /** Enrols as soon as it shows, once (the visitor pressed Enroll Now before signing in). */
  enrollAtOnce?: boolean;
}) {
  const { t, i18n } = useLingui();
  const reasonId = useId();
  const canEnroll = useViewerCanEnroll();
  const course = useFragment(
    graphql`
      fragment CourseCardEnroll_course on Course {
        id
        title
        status
        viewerIsEnrolled
        currentEnrollments
        seatsLeft
      }
    `,
    props.course,
  );
  const [refused, setRefused] = useState<string | null>(null);
  const [commit, enrolling] = useMutation<CourseCardEnrollMutation>(graphql`
    mutation CourseCardEnrollMutation($courseId: ID!) {
      enroll(courseId: $courseId) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationEnrollSuccess {
          data {
            id
            status
            course {
              id
              viewerIsEnrolled
              currentEnrollments
              seatsLeft
            }
          }
        }
      }
    }
  `);
  // Sent once per course, and only when Enroll Now could be pressed (open, a seat left, not enrolled yet).
  const enrolledAtOnce = useRef<string | null>(null);
  const ready = course.status === "active" && course.seatsLeft !== 0 && !course.viewerIsEnrolled;
  // biome-ignore lint/correctness/useExhaustiveDependencies: enrols once per course when asked to
  useEffect(() => {
    if (!props.enrollAtOnce || !canEnroll || !ready || enrolledAtOnce.current === course.id) return;
    enrolledAtOnce.current = course.id;
    enroll();
  }, [props.enrollAtOnce, course.id]);

  if (!canEnroll) return null;

  function enroll() {
    const { id, title, currentEnrollments, seatsLeft } = course;
    commit({
      variables: { courseId: id },
      optimisticUpdater: (store) => {
        const record = store.get(id);
        if (!record) return;
        record.setValue(true, "viewerIsEnrolled");
        record.setValue(currentEnrollments + 1, "currentEnrollments");
        if (seatsLeft != null) record.setValue(Math.max(0, seatsLeft - 1), "seatsLeft");
      },
      onCompleted: ({ enroll: result }) => {
        if (result.__typename === "MutationEnrollSuccess") {
          notify.success(t`Enrolled`, t`You are enrolled in ${title}.`);
          return;
        }
        // ConflictError (full, already enrolled, not open) or NotFoundError: trying again will not help.
        const error = readTypedError(i18n, result);
        setRefused(error.message || t`Failed to enroll. Please try again.`);
      },
      onError: (error) => notifyError(requestError(i18n, error), t`Error`, t`Failed to enroll. Please try again.`),
    });
  }

  const enrolled = course.viewerIsEnrolled;
  const reason = enrolled
    ? null
    : (refused ??
      (course.status !== "active"
        ? i18n._(ENROLL_MESSAGES.notOpen)
        : course.seatsLeft === 0
          ? i18n._(ENROLL_MESSAGES.full)
          : null));

  return (
    <Stack gap="1" align="stretch">
      <Button
        colorPalette="brand"
        minH="44px"
        onClick={enroll}
        disabled={enrolled || enrolling || reason !== null}
        aria-describedby={reason ? reasonId : undefined}
      >
        {enrolled ? (
          <>
            <Check aria-hidden />
            <Trans>Enrolled</Trans>
          </>
        ) : (
          <Trans>Enroll Now</Trans>
        )}
      </Button>
      {reason && (
        <Text id={reasonId} role="status" fontSize="sm" fontWeight="medium" color="red.700">
          {reason}
        </Text>
      )}
    </Stack>
  );
}
