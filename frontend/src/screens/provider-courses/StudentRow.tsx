import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2, MapPin } from "lucide-react";
import { graphql, useFragment, useMutation } from "react-relay";
import type { StudentRow_enrollment$key } from "../../__generated__/StudentRow_enrollment.graphql.ts";
import type { StudentRowCompleteMutation } from "../../__generated__/StudentRowCompleteMutation.graphql.ts";
import { ContactButtons } from "../../features/contact/index.ts";
import { usePlaceName } from "../../features/places/index.ts";
import { notify } from "../../toasts/toaster.ts";
import { formatDateTime } from "../../format/dates.ts";
import { notifyError, readTypedError, requestError } from "../../relay/typedError.ts";
import { EnrollmentStatusBadge } from "../../features/courses/index.ts";
import { personName } from "../../features/people/index.ts";

/**
 * One student of a course: name, village, when they enrolled and the enrolment's status; Call, WhatsApp and
 * Message; 'Mark completed' while they are enrolled (the status changes at once, and the course's completion rate
 * follows from the server).
 */
export function StudentRow(props: { enrollment: StudentRow_enrollment$key }) {
  const { t, i18n } = useLingui();
  const enrollment = useFragment(
    graphql`
      fragment StudentRow_enrollment on Enrollment {
        id
        status
        createdAt
        laborer {
          id
          firstName
          lastName
          cityVillage
          mobileNumber
        }
      }
    `,
    props.enrollment,
  );
  const [commit, completing] = useMutation<StudentRowCompleteMutation>(graphql`
    mutation StudentRowCompleteMutation($id: ID!) {
      completeEnrollment(id: $id) {
        __typename
        ...typedError_error @alias(as: "error")
        ... on MutationCompleteEnrollmentSuccess {
          data {
            id
            status
            progress
            completedAt
            course {
              id
              completionRate
            }
          }
        }
      }
    }
  `);
  const { laborer } = enrollment;
  const name = personName(laborer, t`Student`);
  const enrolled = formatDateTime(enrollment.createdAt);
  const { placeName } = usePlaceName();

  function complete() {
    const failure = t`Could not mark the course completed. Please try again.`;
    commit({
      variables: { id: enrollment.id },
      optimisticUpdater: (store) => {
        store.get(enrollment.id)?.setValue("completed", "status");
      },
      onCompleted: ({ completeEnrollment: result }) => {
        if (result.__typename === "MutationCompleteEnrollmentSuccess") {
          notify.success(t`Course Completed`, t`${name} has completed the course.`);
        } else {
          // NotFoundError, ForbiddenError, or ConflictError for a cancelled enrolment.
          notifyError(readTypedError(i18n, result), t`Error`, failure);
        }
      },
      onError: (error) => notifyError(requestError(i18n, error), t`Error`, failure),
    });
  }

  return (
    <Stack gap="2" py="3">
      <HStack justify="space-between" align="start" gap="2">
        <Stack gap="0.5" minW="0">
          <Text as="h3" fontWeight="semibold" wordBreak="break-word">
            {name}
          </Text>
          <HStack gap="3" wrap="wrap" fontSize="sm" color="gray.700">
            {laborer.cityVillage && (
              <HStack gap="1">
                <MapPin size={14} aria-hidden />
                <Text wordBreak="break-word">{placeName("town", laborer.cityVillage)}</Text>
              </HStack>
            )}
            <Text>
              <Trans>Enrolled {enrolled}</Trans>
            </Text>
          </HStack>
        </Stack>
        <EnrollmentStatusBadge status={enrollment.status} />
      </HStack>
      <ContactButtons kind="laborer" name={name} mobileNumber={laborer.mobileNumber} userId={laborer.id} />
      {enrollment.status === "enrolled" && (
        <Button
          variant="outline"
          colorPalette="green"
          bg="white"
          onClick={complete}
          loading={completing}
          loadingText={t`Saving...`}
          aria-label={t`Mark completed for ${name}`}
        >
          <CheckCircle2 aria-hidden />
          <Trans>Mark completed</Trans>
        </Button>
      )}
    </Stack>
  );
}
