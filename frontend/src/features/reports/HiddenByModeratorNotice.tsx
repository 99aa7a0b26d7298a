import { Box, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";

/** On the owner's own hidden job or course: why a moderator hid it (the reason is the moderator's words). */
export function HiddenByModeratorNotice({ reason }: { reason: string | null | undefined }) {
  if (reason == null) return null;
  return (
    <Box role="status" bg="orange.50" borderWidth="1px" borderColor="orange.200" rounded="md" p="3">
      <Text color="orange.900" fontWeight="semibold" data-testid="hidden-by-moderator">
        <Trans>Hidden by a moderator: {reason}</Trans>
      </Text>
    </Box>
  );
}
