import { Badge } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";

/**
 * A course's status: Draft (not listed yet), Active (open for enrolment), Under review (held because it seems to ask
 * students to pay beyond its price) or Closed.
 */
export function CourseStatusBadge({ status }: { status: string }) {
  if (status === "active") {
    return (
      <Badge colorPalette="green" variant="subtle" flex="none">
        <Trans>Active</Trans>
      </Badge>
    );
  }
  if (status === "under_review") {
    return (
      <Badge colorPalette="orange" variant="solid" flex="none">
        <Trans>Under review</Trans>
      </Badge>
    );
  }
  if (status === "closed") {
    return (
      <Badge colorPalette="gray" variant="solid" flex="none">
        <Trans>Closed</Trans>
      </Badge>
    );
  }
  return (
    <Badge colorPalette="orange" variant="subtle" flex="none">
      <Trans>Draft</Trans>
    </Badge>
  );
}
