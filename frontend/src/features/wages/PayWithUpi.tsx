import { Button, Text } from "@chakra-ui/react";
import { Trans } from "@lingui/react/macro";
import { Smartphone } from "lucide-react";
import type { WorkRecordData } from "./workRecordTypes.ts";

/**
 * For the employer while something is owed: the server's upi:// link, which opens the phone's UPI app to pay the
 * balance to the worker; without her UPI id, a line saying she has not given one.
 */
export function PayWithUpi({ record }: { record: WorkRecordData }) {
  if (record.upiPayLink) {
    return (
      <Button asChild colorPalette="brand" minH="44px" alignSelf="flex-start">
        <a href={record.upiPayLink}>
          <Smartphone aria-hidden />
          <Trans>Pay with UPI</Trans>
        </a>
      </Button>
    );
  }
  if (record.balancePaise > 0 && !record.workerHasUpiId) {
    return (
      <Text fontSize="sm" color="gray.700">
        <Trans>The worker has not added a UPI id yet</Trans>
      </Text>
    );
  }
  return null;
}
