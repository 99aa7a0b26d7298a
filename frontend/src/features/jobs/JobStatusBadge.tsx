import { Badge } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";

/** A job's status: Active, Under review (held because it seems to ask workers to pay), Hidden (by a moderator) or Closed. */
export function JobStatusBadge({ status }: { status: string }) {
  if (status === "active") {
    return (
      <Badge colorPalette="green" variant="subtle" flex="none">
        <Trans>Active</Trans>
      </Badge>
    );
  }
  if (status === "under_review") {
    return (
      <Badge colorPalette="orange" variant="subtle" flex="none">
        <Trans>Under review</Trans>
      </Badge>
    );
  }
  if (status === "hidden") {
    return (
      <Badge colorPalette="red" variant="subtle" flex="none">
        <Trans>Hidden</Trans>
      </Badge>
    );
  }
  return (
    <Badge colorPalette="gray" variant="solid" flex="none">
      <Trans>Closed</Trans>
    </Badge>
  );
}
