import { HStack } from "@chakra-ui/react";
import { useSession } from "../../session/session.ts";
import { BlockButton } from "./BlockButton.tsx";
import { ReportDialog } from "./ReportDialog.tsx";

/**
 * Report and Block for another person, signed-in viewers only; nothing on one's own profile (the server refuses
 * reporting or blocking oneself). Reporting a conversation passes its id as `reportTarget`.
 */
export function ReportAndBlock({
  userId,
  blocked,
  reportTarget,
}: {
  /** The other person's global id. */
  userId: string;
  blocked: boolean;
  reportTarget?: { targetType: "conversation"; targetId: string };
}) {
  const { viewer } = useSession();
  if (!viewer || viewer.id === userId) return null;
  return (
    <HStack gap="2" wrap="wrap">
      <ReportDialog targetType={reportTarget?.targetType ?? "user"} targetId={reportTarget?.targetId ?? userId} />
      <BlockButton userId={userId} blocked={blocked} />
    </HStack>
  );
}
