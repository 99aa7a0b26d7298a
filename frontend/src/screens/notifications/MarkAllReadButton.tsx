import { Button } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { CheckCheck } from "lucide-react";
import { useMarkNotificationsRead } from "../../features/notifications/index.ts";

/** "Mark all read": every one of the person's notifications, the shown ones at once. */
export function MarkAllReadButton({ shownIds }: { shownIds: readonly string[] }) {
  const { markAllRead, marking } = useMarkNotificationsRead();
  return (
    <Button
      variant="outline"
      colorPalette="brand"
      size="sm"
      minH="44px"
      disabled={marking}
      onClick={() => markAllRead(shownIds)}
    >
      <CheckCheck aria-hidden />
      <Trans>Mark all read</Trans>
    </Button>
  );
}
