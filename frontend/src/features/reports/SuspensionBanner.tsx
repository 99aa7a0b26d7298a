import { Box, Text } from "@chakra-ui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { isSuspended } from "@rules/moderation.ts";
import { useSession } from "../../session/session.ts";
import { INDIA_DATE } from "../../format/dates.ts";
import { pageNow } from "../../rendered/page-clock.ts";

/** A suspended person's banner on every screen: why, and until when. */
export function SuspensionBanner() {
  const { i18n } = useLingui();
  const { viewer } = useSession();
  // At the page's time (the server's render and the browser's hydration draw the same banner).
  if (!viewer || !isSuspended(viewer.suspendedUntil, pageNow())) return null;
  const until = i18n.date(new Date(viewer.suspendedUntil!), INDIA_DATE);
  const reason = viewer.suspensionReason ?? "";
  return (
    <Box role="alert" bg="red.50" borderBottomWidth="1px" borderColor="red.200" px="4" py="3">
      <Text color="red.800" fontWeight="semibold">
        <Trans>
          Your account is suspended until {until}: {reason}
        </Trans>
      </Text>
      <Text color="red.800" fontSize="sm">
        <Trans>You can sign in and read, but not post jobs, create courses, apply, enrol or send messages.</Trans>
      </Text>
    </Box>
  );
}
