import { Box, IconButton } from "@chakra-ui/react";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Bell } from "lucide-react";
import { Suspense } from "react";
import { Link } from "react-router";
import { useInBrowser } from "../../rendered/in-browser.ts";
import { useUnreadNotificationCount } from "./useUnreadNotificationCount.ts";

/** The badge shows up to 99; more reads "99+". */
const BADGE_MAX = 99;

/**
 * The top bar's bell: a link to /notifications with the unread count as a badge, named "Notifications, 3 unread"
 * (just "Notifications" with none unread). A 44 px target; the badge is white on dark red (AA contrast).
 */
export function NotificationBell() {
  // Drawn in the browser only (a server-rendered page keeps its place until hydrated): the count is the browser's
  // to read, from its own subscription.
  if (!useInBrowser()) return <Box w="44px" h="44px" flexShrink={0} aria-hidden />;
  return (
    <Suspense fallback={<BellLink count={0} />}>
      <CountedBell />
    </Suspense>
  );
}

function CountedBell() {
  return <BellLink count={useUnreadNotificationCount()} />;
}

function BellLink({ count }: { count: number }) {
  const { t } = useLingui();
  const label =
    count > 0 ? t`Notifications, ${plural(count, { one: "# unread", other: "# unread" })}` : t`Notifications`;
  return (
    <IconButton asChild variant="ghost" aria-label={label} minW="44px" minH="44px" flexShrink={0} position="relative">
      <Link to="/notifications">
        <Bell aria-hidden />
        {count > 0 && (
          <Box
            as="span"
            aria-hidden
            data-testid="unread-notifications"
            position="absolute"
            top="1"
            insetEnd="0.5"
            minW="5"
            h="5"
            px="1"
            borderRadius="full"
            bg="red.700"
            color="white"
            fontSize="xs"
            fontWeight="bold"
            lineHeight="1.25rem"
            textAlign="center"
          >
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </Box>
        )}
      </Link>
    </IconButton>
  );
}
