import { Badge } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";

/** An enrolment's status: Enrolled (taking the course), Completed or Cancelled. */
export function EnrollmentStatusBadge({ status }: { status: string }) {
  if (status === "completed") {
    return (
      <Badge colorPalette="green" variant="subtle" flex="none">
        <Trans>Completed</Trans>
      </Badge>
    );
  }
  if (status === "cancelled") {
    return (
      <Badge colorPalette="gray" variant="subtle" flex="none">
        <Trans>Cancelled</Trans>
      </Badge>
    );
  }
  return (
    <Badge colorPalette="blue" variant="subtle" flex="none">
      <Trans>Enrolled</Trans>
    </Badge>
  );
}
