import { Box, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { isSuspended, isWarningShown } from "@rules/moderation.ts";
import { useSession } from "../../session/session.ts";
import { INDIA_DATE } from "../../format/dates.ts";
import { pageNow } from "../../rendered/page-clock.ts";

/**
 * A moderator's warning on the warned person's screens for WARNING_SHOWN_DAYS: when and why. A suspension's
 * banner takes its place while one lasts.
 */
export function WarningBanner() {
  const { i18n } = useLingui();
  const { viewer } = useSession();
  // At the page's time (the server's render and the browser's hydration draw the same banner).
  const now = pageNow();
  if (!viewer || isSuspended(viewer.suspendedUntil, now) || !isWarningShown(viewer.warnedAt, now)) return null;
  const on = i18n.date(new Date(viewer.warnedAt!), INDIA_DATE);
  const reason = viewer.warningReason ?? "";
  return (
    <Box role="status" bg="orange.50" borderBottomWidth="1px" borderColor="orange.200" px="4" py="3">
      <Text color="orange.900" fontWeight="semibold">
        <Trans>
          The KhetSetu team warned you on {on}: {reason}
        </Trans>
      </Text>
      <Text color="orange.900" fontSize="sm">
        <Trans>If it happens again, your account can be suspended.</Trans>
      </Text>
    </Box>
  );
}
