import { Badge } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { BadgeCheck } from "lucide-react";

/** The 'Verified' tag on a directory card, for an account KhetSetu has verified. */
export function VerifiedTag() {
  return (
    <Badge colorPalette="green" variant="subtle" width="fit-content">
      <BadgeCheck size={14} aria-hidden />
      <Trans>Verified</Trans>
    </Badge>
  );
}
