import { Badge } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";

/** An application's status: Pending, Accepted or Declined. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  if (status === "accepted") {
    return (
      <Badge colorPalette="green" variant="subtle" flex="none">
        <Trans>Accepted</Trans>
      </Badge>
    );
  }
  if (status === "rejected") {
    return (
      <Badge colorPalette="red" variant="subtle" flex="none">
        <Trans>Declined</Trans>
      </Badge>
    );
  }
  return (
    <Badge colorPalette="orange" variant="subtle" flex="none">
      <Trans>Pending</Trans>
    </Badge>
  );
}
