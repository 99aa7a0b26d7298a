import { HStack, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { ShieldAlert } from "lucide-react";

/**
 * "Never pay anyone to get a job.": on every screen where a laborer reads jobs, because fake jobs and agents who
 * ask for a registration fee or a deposit are farm workers' first complaint about job apps.
 */
export function NeverPayNotice() {
  return (
    <HStack
      role="note"
      gap="2"
      px="3"
      py="2"
      borderRadius="md"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.200"
      color="orange.900"
      fontSize="sm"
      fontWeight="medium"
    >
      <ShieldAlert size={18} aria-hidden style={{ flex: "none" }} />
      <Text>
        <Trans>Never pay anyone to get a job.</Trans>
      </Text>
    </HStack>
  );
}
